// The blog posts' pictures (covers and figures), drawn by make-images.ts like the other seed
// pictures: designed HTML mock-ups, never a photo. Each follows the description in its post's
// front matter (studio/seed/posts/*.md).

interface Picture {
  file: string;
  width: number;
  height: number;
  html: string;
}

const chipStyle = (background: string, color: string, extra = '') =>
  `class="chip" style="background:${background};color:${color};${extra}"`;

/** A phone frame holding a screen. */
const phone = (screen: string, { left, top, rotate = 0, width = 380 }: { left: number; top: number; rotate?: number; width?: number }) => `
<div style="position:absolute;left:${left}px;top:${top}px;width:${width}px;height:${Math.round(width * 2.05)}px;border-radius:56px;background:#0b1220;padding:16px;transform:rotate(${rotate}deg);box-shadow:0 50px 80px -30px rgba(0,0,0,.55)">
  <div style="width:100%;height:100%;border-radius:42px;background:#f8fafc;overflow:hidden;position:relative">${screen}</div>
</div>`;

const refillScreen = (platform: 'ios' | 'android') => `
<div style="padding:54px 24px 0;font-size:15px;color:#64748b">${platform === 'ios' ? '9:41' : '12:30'}</div>
<div class="display" style="padding:14px 24px 0;font-size:30px;font-weight:800">Prescriptions</div>
${[
  ['Lisinopril 10 mg', 'Refills left: 2', true],
  ['Atorvastatin 20 mg', 'Refills left: 5', false],
]
  .map(
    ([name, note, focused]) => `<div style="margin:18px 20px 0;padding:18px;border-radius:18px;background:#fff;box-shadow:0 4px 14px -6px rgba(15,23,42,.25)">
  <div style="font-weight:700;font-size:19px">${name}</div><div style="color:#64748b;font-size:15px;margin-top:4px">${note}</div>
  <div style="margin-top:14px;height:52px;border-radius:14px;background:#0f766e;color:#fff;font-weight:700;font-size:18px;display:flex;align-items:center;justify-content:center;${focused ? 'outline:5px solid #000;outline-offset:4px;box-shadow:0 0 0 9px #fff' : ''}">Refill</div></div>`,
  )
  .join('')}`;

const auditCover: Picture = {
  file: 'post-audit-cover.webp',
  width: 1600,
  height: 900,
  html: `<div class="stage" style="background:linear-gradient(135deg,#ccfbf1,#0f766e)">
  ${phone(refillScreen('ios'), { left: 330, top: 60, rotate: -5, width: 360 })}
  ${phone(refillScreen('android'), { left: 860, top: 80, rotate: 4, width: 360 })}
  <div class="card" style="position:absolute;left:40px;top:300px;width:300px;padding:18px 20px;font-size:18px;line-height:1.4"><b>VoiceOver:</b> “Refill, lisinopril 10 mg, button”</div>
  <div class="card" style="position:absolute;right:40px;top:360px;width:330px;padding:18px 20px;font-size:18px;line-height:1.4"><b>TalkBack:</b> “Refill, lisinopril 10 mg, Button, double-tap to activate”</div>
  <div class="card" style="position:absolute;left:60px;bottom:60px;padding:16px 22px;font-size:15px;letter-spacing:.14em;text-transform:uppercase;color:#0f766e;font-weight:800">Accessibility audit · WCAG 2.2 AA</div>
  <div class="grain"></div>
</div>`,
};

const auditFinding: Picture = {
  file: 'post-audit-finding.webp',
  width: 1600,
  height: 1000,
  html: `<div class="stage" style="background:#e2e8f0;padding:70px">
  <div class="card" style="height:100%;padding:50px;display:flex;gap:50px">
    <div style="width:420px;border-radius:30px;background:#0b1220;padding:14px"><div style="height:100%;border-radius:22px;background:#f8fafc;padding:34px 26px">
      <div class="display" style="font-size:26px;font-weight:800">Choose a date</div>
      <div class="row" style="justify-content:space-between;margin-top:26px;font-size:20px;font-weight:700"><span style="border:4px dashed #dc2626;border-radius:10px;padding:6px 14px">‹</span><span>November</span><span style="border:4px dashed #dc2626;border-radius:10px;padding:6px 14px">›</span></div>
      <div style="display:grid;grid-template-columns:repeat(7,1fr);gap:10px;margin-top:26px">${Array.from({ length: 28 }, (_, day) => `<div style="height:40px;border-radius:8px;background:${day === 17 ? '#0f766e' : '#e2e8f0'};color:${day === 17 ? '#fff' : '#334155'};display:flex;align-items:center;justify-content:center;font-size:15px">${day + 1}</div>`).join('')}</div>
    </div></div>
    <div style="flex:1">
      <span ${chipStyle('#fee2e2', '#b91c1c')}>Blocker</span>
      <div class="display" style="font-size:40px;font-weight:800;margin-top:16px;line-height:1.15">Date picker traps screen reader focus</div>
      <div style="margin-top:22px;font-size:20px;line-height:1.7;color:#334155">
        <div><b>Screen:</b> Book a visit · Step 2</div>
        <div><b>WCAG 2.2:</b> 2.1.2 No Keyboard Trap (A)</div>
        <div><b>Affects:</b> VoiceOver, Switch Control and keyboard users</div>
      </div>
      <ol style="margin:18px 0 0 24px;font-size:18px;line-height:1.7;color:#475569"><li>Turn on VoiceOver and open Book a visit.</li><li>Swipe to the month arrows.</li><li>Focus cycles between the arrows and never reaches the days.</li></ol>
      <div style="margin-top:24px;border-radius:14px;background:#0f172a;padding:20px 22px">
        <div style="font-size:14px;letter-spacing:.12em;text-transform:uppercase;color:#5eead4;font-weight:700">Suggested fix (SwiftUI)</div>
        ${[220, 300, 180].map((width) => `<div class="bar" style="margin-top:12px;width:${width}px;background:#475569"></div>`).join('')}
      </div>
    </div>
  </div>
</div>`,
};

const wcagCover: Picture = {
  file: 'post-wcag-22-cover.webp',
  width: 1600,
  height: 900,
  html: `<div class="stage" style="background:linear-gradient(180deg,#e2e8f0,#fff)">
  <span ${chipStyle('#0f172a', '#fff', 'position:absolute;left:60px;top:50px')}>WCAG 2.2 · Level A and AA</span>
  ${phone(
    `<div style="padding:70px 28px 0"><div class="display" style="font-size:30px;font-weight:800">Sign in</div>
      <div style="margin-top:26px;font-size:16px;font-weight:700">Email</div><div style="margin-top:8px;height:54px;border-radius:12px;border:2px solid #0f766e;box-shadow:0 0 0 4px #99f6e4"></div>
      <div style="margin-top:18px;font-size:16px;font-weight:700">Password</div><div style="margin-top:8px;height:54px;border-radius:12px;border:2px solid #94a3b8"></div>
      <div style="margin-top:12px;font-size:15px;color:#0f766e;font-weight:700">Paste a one-time code</div>
      <div class="row" style="gap:10px;margin-top:22px"><div style="width:48px;height:48px;border-radius:12px;background:#e2e8f0"></div><div style="font-size:16px;color:#334155">Help</div></div>
      <div style="position:absolute;left:0;right:0;bottom:0;padding:18px 24px;background:#1e3a8a"><div style="height:54px;border-radius:12px;background:#fff;color:#1e3a8a;font-weight:800;display:flex;align-items:center;justify-content:center;font-size:18px">Continue</div></div></div>`,
    { left: 620, top: 60, width: 370 },
  )}
  ${[
    ['1', '2.4.11 Focus not obscured', 230, 250],
    ['2', '2.5.7 Dragging movements', 190, 420],
    ['3', '2.5.8 Target size', 230, 590],
    ['4', '3.2.6 Consistent help', 1060, 560],
    ['5', '3.3.7 Redundant entry', 1060, 230],
    ['6', '3.3.8 Accessible authentication', 1060, 390],
  ]
    .map(
      ([number, label, left, top]) =>
        `<div class="card row" style="position:absolute;left:${left}px;top:${top}px;gap:12px;padding:12px 18px;font-size:18px;font-weight:600"><span style="width:34px;height:34px;border-radius:50%;background:#0f766e;color:#fff;display:flex;align-items:center;justify-content:center;font-weight:800">${number}</span>${label}</div>`,
    )
    .join('')}
  <div class="grain"></div>
</div>`,
};

const focusScreen = (hidden: boolean) => `
<div style="padding:60px 26px 0"><div class="display" style="font-size:28px;font-weight:800">Checkout</div>
${['Name', 'Address', 'City']
  .map((label) => `<div style="margin-top:18px;font-size:16px;font-weight:700">${label}</div><div style="margin-top:8px;height:50px;border-radius:12px;border:2px solid #94a3b8"></div>`)
  .join('')}
<div style="margin-top:18px;font-size:16px;font-weight:700">Email</div>
<div style="margin-top:8px;height:50px;border-radius:12px;border:2px solid #0f766e;box-shadow:0 0 0 4px #5eead4;${hidden ? 'outline:4px dashed #dc2626;outline-offset:8px' : ''}"></div>
${hidden ? '' : '<div style="height:110px"></div>'}</div>
<div style="position:absolute;left:0;right:0;${hidden ? 'top:470px' : 'bottom:0'};padding:18px 24px;background:#1e3a8a;height:${hidden ? 400 : 96}px"><div style="height:56px;border-radius:12px;background:#fff;color:#1e3a8a;font-weight:800;display:flex;align-items:center;justify-content:center;font-size:18px">Continue</div></div>`;

const wcagFocus: Picture = {
  file: 'post-wcag-22-focus-obscured.webp',
  width: 1600,
  height: 1000,
  html: `<div class="stage" style="background:#f1f5f9">
  <div style="position:absolute;left:300px;top:40px;font-size:18px;letter-spacing:.16em;text-transform:uppercase;font-weight:800;color:#b91c1c">Before</div>
  <div style="position:absolute;left:960px;top:40px;font-size:18px;letter-spacing:.16em;text-transform:uppercase;font-weight:800;color:#0f766e">After</div>
  ${phone(focusScreen(true), { left: 210, top: 90, width: 420 })}
  ${phone(focusScreen(false), { left: 870, top: 90, width: 420 })}
</div>`,
};

const kiosksCover: Picture = {
  file: 'post-kiosks-cover.webp',
  width: 1600,
  height: 900,
  html: `<div class="stage" style="background:linear-gradient(180deg,#1f2937,#0b1220)">
  <div style="position:absolute;left:260px;top:-40px;width:1080px;height:560px;border-radius:26px;background:#111827;padding:22px;box-shadow:inset 0 2px 0 rgba(255,255,255,.12)">
    <div style="height:100%;border-radius:14px;background:linear-gradient(180deg,#f8fafc,#eef2ff);padding:80px 40px 0">
      <div class="row" style="justify-content:space-between"><div class="display" style="font-size:38px;font-weight:800">What do you need today?</div><div class="row" style="gap:8px"><span ${chipStyle('#1e3a8a', '#fff')}>English</span><span ${chipStyle('#e0e7ff', '#1e3a8a')}>Español</span><span ${chipStyle('#e0e7ff', '#1e3a8a')}>Tiếng Việt</span></div></div>
      <div style="display:grid;grid-template-columns:repeat(4,1fr);gap:18px;margin-top:30px">${[
        ['Building permit', '#2563eb'],
        ['Pay a fee', '#059669'],
        ['Vehicle registration', '#d97706'],
        ['Talk to a clerk', '#7c3aed'],
      ]
        .map(([label, color]) => `<div style="border-radius:16px;background:#fff;border:2px solid #c7d2fe;padding:22px;height:170px"><div style="width:44px;height:44px;border-radius:12px;background:${color}"></div><div class="display" style="font-size:22px;font-weight:700;margin-top:14px">${label}</div></div>`)
        .join('')}</div>
    </div>
  </div>
  <div style="position:absolute;left:420px;top:600px;width:460px;height:230px;border-radius:22px;background:linear-gradient(180deg,#374151,#1f2937);padding:22px;display:grid;grid-template-columns:repeat(4,1fr);gap:12px;box-shadow:0 30px 50px -20px #000">${['1', '2', '3', '↑', '4', '5', '6', '↓', '7', '8', '9', 'Enter']
    .map((key) => `<div style="border-radius:10px;background:linear-gradient(180deg,#4b5563,#374151);color:#f8fafc;font-size:${key === 'Enter' ? 16 : 24}px;font-weight:700;display:flex;align-items:center;justify-content:center;position:relative">${key}${key === '5' ? '<i style="position:absolute;bottom:8px;width:8px;height:8px;border-radius:50%;background:#e5e7eb"></i>' : ''}</div>`)
    .join('')}</div>
  <div style="position:absolute;left:960px;top:680px;width:90px;height:90px;border-radius:50%;background:radial-gradient(circle,#0b1220 30%,#6b7280 32%,#374151 60%);box-shadow:0 10px 20px -6px #000"></div>
  <div style="position:absolute;left:1070px;top:706px;color:#cbd5e1;font-size:20px">Audio</div>
  <div class="grain"></div>
</div>`,
};

const feeScreen = (language: string, labels: string[]) => `
<div style="width:440px;border-radius:18px;background:#fff;box-shadow:0 24px 50px -20px rgba(15,23,42,.45);overflow:hidden">
  <div style="background:#1e3a8a;color:#fff;padding:16px 22px;font-weight:700;font-size:18px">${language}</div>
  <div style="padding:22px"><div class="display" style="font-size:26px;font-weight:800">${labels[0]}</div>
  ${[
    [labels[1], '$185.00'],
    [labels[2], '$60.00'],
    [labels[3], '$4.00'],
  ]
    .map(([label, amount]) => `<div class="row" style="justify-content:space-between;gap:12px;padding:12px 0;border-bottom:1px solid #e2e8f0;font-size:17px"><span>${label}</span><b>${amount}</b></div>`)
    .join('')}
  <div style="margin-top:20px;height:56px;border-radius:12px;background:#059669;color:#fff;font-weight:700;font-size:18px;display:flex;align-items:center;justify-content:center;text-align:center;padding:0 10px">${labels[4]}</div></div>
</div>`;

const kiosksLanguages: Picture = {
  file: 'post-kiosks-languages.webp',
  width: 1600,
  height: 900,
  html: `<div class="stage row" style="background:linear-gradient(135deg,#e0e7ff,#c7d2fe);justify-content:center;gap:40px">
  ${feeScreen('English', ['Your fees', 'Residential permit', 'Plan review', 'Technology fee', 'Pay by card'])}
  ${feeScreen('Español', ['Sus cargos', 'Permiso residencial', 'Revisión de planos', 'Cargo por tecnología', 'Pagar con tarjeta'])}
  ${feeScreen('Tiếng Việt', ['Các khoản phí của bạn', 'Giấy phép nhà ở', 'Xét duyệt bản vẽ', 'Phí công nghệ', 'Thanh toán bằng thẻ'])}
</div>`,
};

const invoiceCover: Picture = {
  file: 'post-invoice-cover.webp',
  width: 1600,
  height: 900,
  html: `<div class="stage" style="background:radial-gradient(50rem 30rem at 85% 0%,#ddd6fe,transparent 60%),linear-gradient(160deg,#4c1d95,#1e1b4b)">
  <div class="card" style="position:absolute;left:120px;top:90px;width:1360px;height:720px;overflow:hidden">
    <div class="row" style="justify-content:space-between;padding:24px 30px;border-bottom:1px solid #e2e8f0"><div class="display" style="font-size:28px;font-weight:800">Reconciliation · carrier invoices</div><span ${chipStyle('#f5f3ff', '#5b21b6')}>Week of Sep 7</span></div>
    ${[
      ['Red River LTL', '$4,812.40', 'Matched', '#16a34a'],
      ['Caddo Haulers', '$1,190.00', 'Matched', '#16a34a'],
      ['Sabine Freight', '$2,048.75', 'Matched', '#16a34a'],
      ['Pecos Logistics', '$7,455.95', 'Review', '#b45309'],
      ['Gulf Coast Drayage', '$962.10', 'Matched', '#16a34a'],
      ['Guadalupe Cartage', '$5,611.20', 'Matched', '#16a34a'],
    ]
      .map(
        ([carrier, amount, status, color]) => `<div class="row" style="gap:16px;padding:18px 30px;border-bottom:1px solid #eef2f7;font-size:19px;${status === 'Review' ? 'background:#fffbeb' : ''}"><span style="width:260px;font-weight:600">${carrier}</span><span style="width:160px;text-align:right;font-variant-numeric:tabular-nums">${amount}</span><span class="chip" style="background:${color}1f;color:${color};width:130px;justify-content:center">${status}</span><span style="flex:1;color:#92400e;font-size:17px">${status === 'Review' ? 'Fuel surcharge 31% · contract line 4.2 allows 24%' : ''}</span></div>`,
      )
      .join('')}
  </div>
  <div class="grain"></div>
</div>`,
};

const invoiceRouting: Picture = {
  file: 'post-invoice-routing.webp',
  width: 1600,
  height: 900,
  html: `<div class="stage" style="background:#f5f3ff;padding:70px">
  <div class="row" style="gap:22px;margin-top:120px">
    ${['Invoice read', 'Matched to load', 'Priced from contract']
      .map((step, index) => `<div class="card" style="width:230px;padding:26px;border-top:10px solid ${['#a78bfa', '#8b5cf6', '#7c3aed'][index]}"><div class="display" style="font-size:22px;font-weight:800">${step}</div></div><div style="font-size:36px;color:#7c3aed">→</div>`)
      .join('')}
    <div class="card" style="width:250px;padding:26px;background:#4c1d95;color:#fff"><div class="display" style="font-size:24px;font-weight:800">Rule</div><div style="font-size:16px;margin-top:6px;color:#ddd6fe">Within tolerance and limits?</div></div>
    <div style="display:flex;flex-direction:column;gap:60px;margin-left:10px">
      <div class="row" style="gap:14px"><span style="font-size:30px;color:#16a34a">↗</span><div class="card" style="padding:20px 24px;border-left:8px solid #16a34a"><div class="display" style="font-size:20px;font-weight:800">Post to ledger</div></div></div>
      <div class="row" style="gap:14px"><span style="font-size:30px;color:#b45309">↘</span><div class="card" style="padding:20px 24px;border-left:8px solid #b45309"><div class="display" style="font-size:20px;font-weight:800">Review by a person</div></div></div>
    </div>
  </div>
  <div class="card row" style="position:absolute;left:70px;right:70px;bottom:70px;padding:22px 30px;gap:14px;font-size:19px;color:#475569"><span style="width:16px;height:16px;border-radius:4px;background:#7c3aed"></span>Every decision, who or what made it and why, is written to the log.</div>
</div>`,
};

const tokensCover: Picture = {
  file: 'post-tokens-cover.webp',
  width: 1600,
  height: 900,
  html: `<div class="stage" style="background:linear-gradient(135deg,#eef2ff,#e0f2fe)">
  <div class="card" style="position:absolute;left:70px;top:200px;width:470px;padding:30px;background:#0f172a;color:#e2e8f0;font-family:monospace;font-size:20px;line-height:1.7">
    <div style="color:#94a3b8">tokens.json</div>
    <div>"color": {</div><div>&nbsp;&nbsp;"action": { "primary": <span style="color:#93c5fd">"#1e3a8a"</span> },</div><div>&nbsp;&nbsp;"focus": { "ring": <span style="color:#5eead4">"#0d9488"</span> }</div><div>},</div><div>"size": { "target": { "min": <span style="color:#fcd34d">48</span> } }</div>
  </div>
  <svg width="1600" height="900" style="position:absolute;inset:0"><g fill="none" stroke="#6366f1" stroke-width="4" stroke-dasharray="10 10"><path d="M540 380 C700 380 700 200 860 200"/><path d="M540 430 C720 430 760 450 880 450"/><path d="M540 480 C700 480 700 700 860 700"/></g></svg>
  ${[
    ['iPhone', 870, 110, 220, 180],
    ['Android', 890, 360, 220, 180],
    ['Web portal', 870, 610, 420, 200],
  ]
    .map(
      ([label, left, top, width, height]) => `<div class="card" style="position:absolute;left:${left}px;top:${top}px;width:${width}px;height:${height}px;padding:20px"><div style="font-size:15px;color:#64748b;font-weight:700">${label}</div><div style="margin-top:18px;height:52px;border-radius:12px;background:#1e3a8a;color:#fff;font-weight:800;display:flex;align-items:center;justify-content:center;outline:4px solid #0d9488;outline-offset:4px">Continue</div></div>`,
    )
    .join('')}
  <div class="grain"></div>
</div>`,
};

const tokensContrast: Picture = {
  file: 'post-tokens-contrast-check.webp',
  width: 1600,
  height: 900,
  html: `<div class="stage" style="background:#0b1220;padding:70px;font-family:monospace;color:#e2e8f0;font-size:26px;line-height:1.9">
  <div style="color:#94a3b8">$ npm run tokens:build</div>
  <div>Checking 14 color pairs against WCAG 2.2 AA…</div>
  <div class="row" style="gap:24px"><span style="width:40px;height:40px;border-radius:8px;background:#0f172a;border:2px solid #f8fafc"></span>text.default on surface<span style="flex:1"></span>17.85 : 1 <span style="color:#4ade80;font-weight:700">PASS</span></div>
  <div class="row" style="gap:24px"><span style="width:40px;height:40px;border-radius:8px;background:#475569"></span>text.muted on surface<span style="flex:1"></span>4.76 : 1 <span style="color:#4ade80;font-weight:700">PASS</span></div>
  <div class="row" style="gap:24px;background:#450a0a;border-radius:10px;padding:0 16px"><span style="width:40px;height:40px;border-radius:8px;background:#a3a3a3"></span>text.subtle (proposed) on surface<span style="flex:1"></span>2.56 : 1 <span style="color:#f87171;font-weight:700">FAIL</span></div>
  <div style="color:#f87171;margin-top:20px">✖ Build stopped: 1 pair below 4.5 : 1. Fix the token, not the screen.</div>
</div>`,
};

const fedrampCover: Picture = {
  file: 'post-fedramp-cover.webp',
  width: 1600,
  height: 900,
  html: `<div class="stage" style="background:linear-gradient(160deg,#0f172a,#1e3a8a)">
  <div class="card" style="position:absolute;left:500px;top:90px;width:600px;padding:30px;text-align:center"><div style="font-size:16px;letter-spacing:.14em;text-transform:uppercase;color:#1e3a8a;font-weight:800">One question</div><div class="display" style="font-size:34px;font-weight:800;margin-top:8px">Who uses the system?</div></div>
  <svg width="1600" height="900" style="position:absolute;inset:0"><g fill="none" stroke="#93c5fd" stroke-width="5"><path d="M800 230 C800 330 450 330 450 430"/><path d="M800 230 C800 330 1150 330 1150 430"/></g></svg>
  <div class="card" style="position:absolute;left:190px;top:440px;width:520px;padding:30px"><div class="display" style="font-size:28px;font-weight:800">One agency's own operations</div><div style="margin-top:14px;font-size:20px;color:#475569">Agency ATO under the agency's own process</div><span ${chipStyle('#e0f2fe', '#075985', 'margin-top:18px')}>Out of FedRAMP's scope</span></div>
  <div class="card" style="position:absolute;left:890px;top:440px;width:520px;padding:30px"><div class="display" style="font-size:28px;font-weight:800">A shared cloud service</div><div style="margin-top:14px;font-size:20px;color:#475569">FedRAMP Certification, then each agency authorizes its use</div><span ${chipStyle('#dbeafe', '#1e3a8a', 'margin-top:18px')}>20x or Rev5 · Classes A–D</span></div>
  <div class="grain"></div>
</div>`,
};

const fedrampPaths: Picture = {
  file: 'post-fedramp-paths.webp',
  width: 1600,
  height: 900,
  html: `<div class="stage" style="background:#eff6ff;padding:70px">
  <div style="display:grid;grid-template-columns:220px 1fr 1fr;gap:20px;height:100%">
    <div></div>
    <div class="display" style="font-size:28px;font-weight:800;align-self:end">FedRAMP 20x</div>
    <div class="display" style="font-size:28px;font-weight:800;align-self:end">Rev5</div>
    <div class="display" style="font-size:22px;font-weight:800;align-self:center">Path</div>
    <div class="card" style="padding:28px;font-size:22px">Program Certification</div>
    <div class="card" style="padding:28px;font-size:22px">Agency Certification</div>
    <div class="display" style="font-size:22px;font-weight:800;align-self:center">Classes</div>
    <div class="card" style="padding:28px;font-size:22px">A, B and C today<div style="margin-top:10px;font-size:18px;color:#64748b">Class D planned for 2027</div></div>
    <div class="card" style="padding:28px;font-size:22px">B, C and D</div>
  </div>
</div>`,
};

export const POST_PICTURES: Picture[] = [
  auditCover,
  auditFinding,
  wcagCover,
  wcagFocus,
  kiosksCover,
  kiosksLanguages,
  invoiceCover,
  invoiceRouting,
  tokensCover,
  tokensContrast,
  fedrampCover,
  fedrampPaths,
];
