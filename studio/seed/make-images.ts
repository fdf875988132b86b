// Draws the bundled dataset's raster pictures for case studies, people and testimonials:
// designed HTML mock-ups (product screens, a kiosk, an audit report, abstract portraits, never a
// photo of a real person) rendered by Chromium at a fixed size and saved as WebP, so the bundled
// `/media` route serves and resizes rasters as Sanity's CDN does. Run after changing a design:
//   npx tsx studio/seed/make-images.ts
// Needs Chromium (PLAYWRIGHT_CHROMIUM_PATH, else /usr/bin/chromium). Output: studio/seed/images/work/.
// With an argument, only the pictures whose file name starts with it: `… make-images.ts post-`.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { chromium } from '@playwright/test';
import sharp from 'sharp';
import { POST_PICTURES } from './post-images';

const OUT_DIR = path.resolve('studio/seed/images/work');
const QUALITY = 78;

async function fontFace(family: string, file: string): Promise<string> {
  const bytes = await readFile(path.resolve('node_modules/@fontsource-variable', file));
  return `@font-face{font-family:'${family}';font-weight:100 900;src:url(data:font/woff2;base64,${bytes.toString('base64')}) format('woff2');}`;
}

const BASE_CSS = `
*{box-sizing:border-box;margin:0;padding:0}
body{font-family:Inter,sans-serif;color:#0f172a;-webkit-font-smoothing:antialiased;overflow:hidden}
.display{font-family:Jakarta,Inter,sans-serif}
.stage{position:relative;width:100vw;height:100vh;overflow:hidden}
.chip{display:inline-flex;align-items:center;gap:6px;border-radius:999px;padding:4px 12px;font-size:14px;font-weight:600}
.card{background:#fff;border-radius:18px;box-shadow:0 30px 60px -20px rgba(15,23,42,.45),0 8px 20px -8px rgba(15,23,42,.25)}
.row{display:flex;align-items:center}
.bar{height:12px;border-radius:6px;background:#e2e8f0}
.grain{position:absolute;inset:0;pointer-events:none;opacity:.18;mix-blend-mode:overlay;
 background-image:repeating-radial-gradient(circle at 17% 32%,rgba(255,255,255,.5) 0 1px,transparent 1px 3px),repeating-radial-gradient(circle at 71% 68%,rgba(0,0,0,.4) 0 1px,transparent 1px 4px)}
`;

interface Picture {
  file: string;
  width: number;
  height: number;
  html: string;
}

// ——— The kiosk app for a county permit office ———

const kioskScreen = (title: string, body: string) => `
<div style="position:absolute;inset:26px;border-radius:14px;background:linear-gradient(180deg,#f8fafc,#eef2ff);overflow:hidden">
  <div class="row" style="justify-content:space-between;padding:22px 28px;background:#1e3a8a;color:#fff">
    <div class="display" style="font-size:26px;font-weight:800">Brazos Valley County</div>
    <div class="row" style="gap:10px"><span class="chip" style="background:#fff;color:#1e3a8a">English</span><span class="chip" style="background:rgba(255,255,255,.15);color:#fff">Español</span><span class="chip" style="background:rgba(255,255,255,.15);color:#fff">Tiếng Việt</span></div>
  </div>
  <div style="padding:30px 34px">
    <div class="display" style="font-size:40px;font-weight:800;color:#0f172a">${title}</div>
    ${body}
  </div>
</div>`;

const kioskTile = (label: string, note: string, color: string) => `
<div style="border-radius:16px;background:#fff;border:2px solid #c7d2fe;padding:22px 22px;box-shadow:0 6px 16px -8px rgba(30,58,138,.35)">
  <div style="width:48px;height:48px;border-radius:12px;background:${color};margin-bottom:14px"></div>
  <div class="display" style="font-size:24px;font-weight:700">${label}</div>
  <div style="font-size:16px;color:#475569;margin-top:6px">${note}</div>
</div>`;

const kioskHome = kioskScreen(
  'What do you need today?',
  `<div style="display:grid;grid-template-columns:1fr 1fr;gap:18px;margin-top:26px">
    ${kioskTile('Building permit', 'New, renewal or inspection', '#2563eb')}
    ${kioskTile('Pay a fee or fine', 'Card, cash at the counter', '#059669')}
    ${kioskTile('Vehicle registration', 'Renew in under 4 minutes', '#d97706')}
    ${kioskTile('Talk to a clerk', 'Join the queue: 6 min', '#7c3aed')}
  </div>
  <div class="row" style="margin-top:22px;gap:12px;color:#334155;font-size:17px"><div style="width:26px;height:26px;border-radius:50%;border:3px solid #1e3a8a"></div>Touch, or use the keypad and headphone jack below the screen</div>`,
);

const kioskHero: Picture = {
  file: 'kiosk-hero.webp',
  width: 1600,
  height: 1000,
  html: `<div class="stage" style="background:radial-gradient(70rem 40rem at 70% 10%,#fde68a 0,#f59e0b00 60%),linear-gradient(180deg,#d6d3d1 0,#a8a29e 62%,#78716c 62.2%,#57534e 100%)">
  <div style="position:absolute;left:0;right:0;top:0;height:62%;background:repeating-linear-gradient(90deg,rgba(255,255,255,.06) 0 140px,rgba(0,0,0,.05) 140px 142px)"></div>
  <div style="position:absolute;left:-80px;top:120px;width:520px;height:460px;border-radius:8px;background:linear-gradient(135deg,#e0f2fe,#93c5fd);filter:blur(6px);opacity:.55"></div>
  <div style="position:absolute;left:120px;bottom:80px;width:260px;height:420px;border-radius:130px 130px 20px 20px;background:linear-gradient(180deg,#334155,#0f172a);filter:blur(14px);opacity:.35"></div>
  <div style="position:absolute;left:560px;top:70px;width:640px;height:880px;border-radius:36px;background:linear-gradient(180deg,#1f2937,#111827);box-shadow:0 60px 90px -30px rgba(0,0,0,.7),inset 0 2px 0 rgba(255,255,255,.15)">
    <div style="position:absolute;left:24px;right:24px;top:24px;height:700px;border-radius:20px;background:#0b1220;overflow:hidden">${kioskHome}</div>
    <div class="row" style="position:absolute;left:60px;right:60px;bottom:46px;justify-content:space-between">
      <div style="width:260px;height:70px;border-radius:12px;background:linear-gradient(180deg,#374151,#1f2937);box-shadow:inset 0 2px 4px rgba(0,0,0,.6)"></div>
      <div style="width:120px;height:70px;border-radius:12px;background:#0f172a;box-shadow:inset 0 2px 4px rgba(0,0,0,.6)"></div>
    </div>
  </div>
  <div style="position:absolute;left:660px;bottom:0;width:440px;height:60px;background:linear-gradient(180deg,#111827,#030712)"></div>
  <div class="grain"></div>
</div>`,
};

const kioskFlow: Picture = {
  file: 'kiosk-flow.webp',
  width: 1600,
  height: 900,
  html: `<div class="stage" style="background:linear-gradient(135deg,#1e3a8a,#0f172a)">
  ${[
    kioskScreen(
      'Building permit',
      `<div style="margin-top:22px;font-size:20px;color:#334155">Step 2 of 4 · Your property</div><div class="bar" style="margin-top:14px;height:10px;background:linear-gradient(90deg,#2563eb 50%,#e2e8f0 50%)"></div>
       <div style="margin-top:26px;border:3px solid #2563eb;border-radius:12px;padding:16px 18px;font-size:22px;background:#fff">1207 Old Mill Rd, Bryan TX</div>
       <div style="margin-top:14px;border:2px solid #cbd5e1;border-radius:12px;padding:16px 18px;font-size:22px;color:#64748b;background:#fff">Parcel number (optional)</div>
       <div style="margin-top:26px;border-radius:12px;background:#1e3a8a;color:#fff;text-align:center;padding:18px;font-size:22px;font-weight:700">Continue</div>`,
    ),
    kioskScreen(
      'Your fees',
      `<div style="margin-top:24px;background:#fff;border-radius:12px;padding:18px 20px;font-size:20px">${[
        ['Residential permit', '$185.00'],
        ['Plan review', '$60.00'],
        ['Technology fee', '$4.00'],
      ]
        .map(
          ([a, b]) =>
            `<div class="row" style="justify-content:space-between;padding:10px 0;border-bottom:1px solid #e2e8f0"><span>${a}</span><b>${b}</b></div>`,
        )
        .join('')}<div class="row" style="justify-content:space-between;padding-top:14px;font-size:24px"><b>Total</b><b>$249.00</b></div></div>
       <div style="margin-top:22px;border-radius:12px;background:#059669;color:#fff;text-align:center;padding:18px;font-size:22px;font-weight:700">Pay by card</div>`,
    ),
    kioskScreen(
      'All done',
      `<div style="margin:34px auto 0;width:120px;height:120px;border-radius:50%;background:#dcfce7;border:6px solid #16a34a"></div>
       <div style="text-align:center;margin-top:22px;font-size:22px;color:#334155">Permit BP-24-1187 is filed.<br/>We texted your receipt.</div>
       <div style="margin-top:26px;border-radius:12px;border:2px solid #1e3a8a;color:#1e3a8a;text-align:center;padding:16px;font-size:20px;font-weight:700">Print a copy</div>`,
    ),
  ]
    .map(
      (screen, index) =>
        `<div style="position:absolute;top:${90 + index * 30}px;left:${70 + index * 500}px;width:460px;height:700px;border-radius:28px;background:#111827;box-shadow:0 40px 70px -25px rgba(0,0,0,.8)">${screen}</div>`,
    )
    .join('')}
  <div class="grain"></div>
</div>`,
};

const queueChart: Picture = {
  file: 'kiosk-queue.webp',
  width: 1600,
  height: 900,
  html: `<div class="stage" style="background:#e2e8f0;padding:60px">
  <div class="card" style="height:100%;padding:44px 52px">
    <div class="row" style="justify-content:space-between"><div class="display" style="font-size:34px;font-weight:800">Permit counter · average wait</div><span class="chip" style="background:#dcfce7;color:#166534">−41% since launch</span></div>
    <div style="font-size:18px;color:#64748b;margin-top:6px">Minutes from arrival to service, weekly average, January–December</div>
    <div class="row" style="align-items:flex-end;gap:14px;height:520px;margin-top:40px;border-bottom:2px solid #cbd5e1;padding:0 10px">
      ${[34, 36, 33, 35, 37, 31, 26, 24, 22, 21, 20, 20]
        .map(
          (minutes, index) =>
            `<div style="flex:1;height:${minutes * 13}px;border-radius:10px 10px 0 0;background:${index < 6 ? '#94a3b8' : 'linear-gradient(180deg,#3b82f6,#1d4ed8)'}"></div>`,
        )
        .join('')}
    </div>
    <div class="row" style="gap:28px;margin-top:20px;font-size:18px;color:#334155"><span class="row" style="gap:8px"><i style="width:18px;height:18px;border-radius:4px;background:#94a3b8"></i>Before the kiosks</span><span class="row" style="gap:8px"><i style="width:18px;height:18px;border-radius:4px;background:#1d4ed8"></i>With the kiosks</span></div>
  </div>
</div>`,
};

// ——— The accessibility remediation of a patient portal ———

const issueRow = (severity: string, color: string, rule: string, where: string) =>
  `<div class="row" style="gap:14px;padding:14px 0;border-bottom:1px solid #e2e8f0;font-size:17px"><span class="chip" style="background:${color}1a;color:${color};min-width:96px;justify-content:center">${severity}</span><span style="flex:1;font-weight:600">${rule}</span><span style="color:#64748b">${where}</span></div>`;

const auditHero: Picture = {
  file: 'audit-hero.webp',
  width: 1600,
  height: 1000,
  html: `<div class="stage" style="background:radial-gradient(60rem 36rem at 20% 0%,#ccfbf1,transparent 60%),linear-gradient(160deg,#0f766e,#134e4a)">
  <div class="card" style="position:absolute;left:150px;top:110px;width:760px;height:980px;transform:rotate(-4deg);padding:56px">
    <div style="font-size:16px;letter-spacing:.14em;text-transform:uppercase;color:#0f766e;font-weight:700">Accessibility audit · WCAG 2.2 AA</div>
    <div class="display" style="font-size:44px;font-weight:800;margin-top:14px;line-height:1.1">Trinity Community Health patient portal</div>
    <div class="row" style="gap:18px;margin-top:34px">
      ${[
        ['212', 'failures found', '#dc2626'],
        ['38', 'critical', '#b45309'],
        ['61', 'screens tested', '#0f766e'],
      ]
        .map(
          ([n, l, c]) =>
            `<div style="flex:1;border-radius:14px;background:#f8fafc;padding:18px"><div class="display" style="font-size:40px;font-weight:800;color:${c}">${n}</div><div style="color:#475569;font-size:16px">${l}</div></div>`,
        )
        .join('')}
    </div>
    <div style="margin-top:28px">
      ${issueRow('Critical', '#dc2626', 'Form fields without labels', 'Book a visit')}
      ${issueRow('Critical', '#dc2626', 'Keyboard trap in date picker', 'Book a visit')}
      ${issueRow('Serious', '#b45309', 'Text contrast 2.9:1', 'Lab results')}
      ${issueRow('Serious', '#b45309', 'Status not announced', 'Messages')}
      ${issueRow('Moderate', '#2563eb', 'Heading levels skipped', 'Billing')}
    </div>
  </div>
  <div class="card" style="position:absolute;left:820px;top:190px;width:640px;height:640px;transform:rotate(3deg);padding:44px;background:#f0fdfa">
    <div class="display" style="font-size:30px;font-weight:800">Book a visit</div>
    ${['Patient name', 'Date of birth', 'Reason for visit']
      .map(
        (label, index) =>
          `<div style="margin-top:26px;font-size:18px;font-weight:700">${label}</div><div style="margin-top:8px;height:58px;border-radius:10px;background:#fff;border:2px solid ${index === 1 ? '#0f766e' : '#94a3b8'};${index === 1 ? 'box-shadow:0 0 0 5px #99f6e4' : ''}"></div>`,
      )
      .join('')}
    <div style="margin-top:30px;height:60px;border-radius:10px;background:#0f766e;color:#fff;font-size:20px;font-weight:700;display:flex;align-items:center;justify-content:center">Request appointment</div>
  </div>
  <div class="grain"></div>
</div>`,
};

const auditBurndown: Picture = {
  file: 'audit-burndown.webp',
  width: 1600,
  height: 900,
  html: `<div class="stage" style="background:#f0fdfa;padding:60px">
  <div class="card" style="height:100%;padding:44px 52px">
    <div class="row" style="justify-content:space-between"><div class="display" style="font-size:34px;font-weight:800">Open WCAG 2.2 AA failures by week</div><span class="chip" style="background:#ccfbf1;color:#115e59">212 → 0 in 10 weeks</span></div>
    <svg viewBox="0 0 1400 560" width="1400" height="560" style="margin-top:30px">
      <g stroke="#e2e8f0" stroke-width="2">${[0, 1, 2, 3, 4].map((line) => `<line x1="0" x2="1400" y1="${40 + line * 120}" y2="${40 + line * 120}"/>`).join('')}</g>
      <path d="M0 40 L140 70 L280 130 L420 210 L560 300 L700 360 L840 420 L980 470 L1120 500 L1260 515 L1400 520 L1400 560 L0 560Z" fill="#99f6e4" opacity=".6"/>
      <path d="M0 40 L140 70 L280 130 L420 210 L560 300 L700 360 L840 420 L980 470 L1120 500 L1260 515 L1400 520" fill="none" stroke="#0f766e" stroke-width="8" stroke-linejoin="round"/>
    </svg>
    <div class="row" style="justify-content:space-between;font-size:16px;color:#64748b;margin-top:8px"><span>Week 1</span><span>Week 5</span><span>Week 10</span></div>
  </div>
</div>`,
};

const auditBeforeAfter: Picture = {
  file: 'audit-focus.webp',
  width: 1600,
  height: 900,
  html: `<div class="stage" style="background:linear-gradient(135deg,#134e4a,#0f172a);padding:70px">
  <div class="row" style="gap:50px;height:100%">
    ${[
      ['Before', '#a1a1aa', '#d4d4d8', 'none', '#9ca3af'],
      ['After', '#0f172a', '#0f766e', '0 0 0 6px #5eead4', '#0f766e'],
    ]
      .map(
        ([label, text, border, ring, button]) => `<div class="card" style="flex:1;height:100%;padding:40px">
      <span class="chip" style="background:${label === 'After' ? '#ccfbf1' : '#f4f4f5'};color:${label === 'After' ? '#115e59' : '#52525b'}">${label}</span>
      <div class="display" style="font-size:30px;font-weight:800;margin-top:18px;color:${text}">Lab results</div>
      ${[0, 1, 2]
        .map(
          (row) =>
            `<div class="row" style="justify-content:space-between;margin-top:22px;padding:18px;border-radius:12px;border:2px solid ${row === 0 ? border : '#e5e7eb'};box-shadow:${row === 0 ? ring : 'none'};font-size:19px;color:${text}"><span>${['Lipid panel', 'A1C', 'CBC'][row]}</span><span>${['Normal', 'Review', 'Normal'][row]}</span></div>`,
        )
        .join('')}
      <div style="margin-top:28px;height:60px;border-radius:10px;background:${button};color:#fff;font-size:19px;font-weight:700;display:flex;align-items:center;justify-content:center">Download PDF</div>
    </div>`,
      )
      .join('')}
  </div>
</div>`,
};

// ——— AI invoice reconciliation for a freight carrier ———

const invoiceRow = (carrier: string, amount: string, status: string, color: string) =>
  `<div class="row" style="gap:16px;padding:15px 22px;border-bottom:1px solid #eef2f7;font-size:17px"><span style="width:150px;font-weight:600">${carrier}</span><span style="flex:1;color:#64748b">INV-${Math.abs(carrier.length * 7919) % 9000}</span><span style="width:120px;text-align:right;font-variant-numeric:tabular-nums">${amount}</span><span class="chip" style="background:${color}1f;color:${color};width:150px;justify-content:center">${status}</span></div>`;

const aiHero: Picture = {
  file: 'automation-hero.webp',
  width: 1600,
  height: 1000,
  html: `<div class="stage" style="background:radial-gradient(60rem 40rem at 90% 10%,#ddd6fe,transparent 60%),linear-gradient(160deg,#4c1d95,#1e1b4b)">
  <div class="card" style="position:absolute;left:110px;top:120px;width:1100px;height:760px;overflow:hidden">
    <div class="row" style="justify-content:space-between;padding:24px 30px;border-bottom:1px solid #e2e8f0"><div class="display" style="font-size:26px;font-weight:800">Carrier invoices · this week</div><div class="row" style="gap:10px"><span class="chip" style="background:#dcfce7;color:#166534">1,284 matched</span><span class="chip" style="background:#fef3c7;color:#92400e">17 to review</span></div></div>
    ${invoiceRow('Red River LTL', '$4,812.40', 'Matched', '#16a34a')}
    ${invoiceRow('Caddo Haulers', '$1,190.00', 'Matched', '#16a34a')}
    ${invoiceRow('Pecos Logistics', '$7,455.95', 'Rate differs', '#d97706')}
    ${invoiceRow('Gulf Coast Drayage', '$962.10', 'Matched', '#16a34a')}
    ${invoiceRow('Llano Express', '$3,300.00', 'Duplicate?', '#dc2626')}
    ${invoiceRow('Sabine Freight', '$2,048.75', 'Matched', '#16a34a')}
    ${invoiceRow('Guadalupe Cartage', '$5,611.20', 'Matched', '#16a34a')}
    ${invoiceRow('Neches Transport', '$876.40', 'Matched', '#16a34a')}
    ${invoiceRow('San Saba Lines', '$6,020.00', 'Matched', '#16a34a')}
  </div>
  <div class="card" style="position:absolute;right:80px;top:300px;width:520px;padding:30px;background:#faf5ff">
    <div class="row" style="gap:10px"><div style="width:38px;height:38px;border-radius:10px;background:linear-gradient(135deg,#8b5cf6,#6d28d9)"></div><div class="display" style="font-size:22px;font-weight:800">Suggested fix</div></div>
    <div style="margin-top:16px;font-size:18px;line-height:1.5;color:#334155">Pecos Logistics billed the 2023 lane rate for Dallas → El Paso. The contract on file says <b>$2.41/mile</b> from March 1.</div>
    <div class="row" style="gap:12px;margin-top:22px"><div style="flex:1;height:52px;border-radius:10px;background:#6d28d9;color:#fff;font-weight:700;display:flex;align-items:center;justify-content:center;font-size:18px">Request credit</div><div style="flex:1;height:52px;border-radius:10px;border:2px solid #6d28d9;color:#6d28d9;font-weight:700;display:flex;align-items:center;justify-content:center;font-size:18px">Send to a person</div></div>
  </div>
  <div class="grain"></div>
</div>`,
};

const aiPipeline: Picture = {
  file: 'automation-pipeline.webp',
  width: 1600,
  height: 900,
  html: `<div class="stage" style="background:#f5f3ff;padding:80px 70px">
  <div class="display" style="font-size:36px;font-weight:800">From inbox to ledger, with a person where it matters</div>
  <div class="row" style="gap:26px;margin-top:80px">
    ${[
      ['Invoice arrives', 'Email, portal or EDI', '#a78bfa'],
      ['Fields extracted', 'Carrier, lanes, charges', '#8b5cf6'],
      ['Matched to loads', 'Rates, contracts, PODs', '#7c3aed'],
      ['Exceptions to a person', '1 in 75 on average', '#6d28d9'],
      ['Posted to the ledger', 'Audit trail kept', '#4c1d95'],
    ]
      .map(
        ([title, note, color], index) =>
          `<div class="card" style="flex:1;padding:26px;min-height:330px;border-top:10px solid ${color}"><div class="display" style="font-size:48px;font-weight:800;color:${color}">${index + 1}</div><div class="display" style="font-size:24px;font-weight:800;margin-top:10px">${title}</div><div style="font-size:17px;color:#64748b;margin-top:8px">${note}</div></div>`,
      )
      .join('')}
  </div>
</div>`,
};

// ——— Abstract portraits: shapes and light, never a likeness ———

const PORTRAITS = [
  { file: 'person-maya.webp', sky: ['#fde68a', '#f59e0b'], skin: '#b45309', shirt: '#1e3a8a', hair: '#422006' },
  { file: 'person-daniel.webp', sky: ['#bae6fd', '#0284c7'], skin: '#7c2d12', shirt: '#334155', hair: '#1c1917' },
  { file: 'person-priya.webp', sky: ['#ddd6fe', '#7c3aed'], skin: '#a16207', shirt: '#0f766e', hair: '#0c0a09' },
  { file: 'person-sam.webp', sky: ['#bbf7d0', '#15803d'], skin: '#d6a77a', shirt: '#9a3412', hair: '#78350f' },
  { file: 'quote-elena.webp', sky: ['#fecdd3', '#e11d48'], skin: '#c68642', shirt: '#1f2937', hair: '#3f2a14' },
  { file: 'quote-marcus.webp', sky: ['#99f6e4', '#0f766e'], skin: '#5b3a29', shirt: '#312e81', hair: '#111827' },
  { file: 'quote-grace.webp', sky: ['#e9d5ff', '#9333ea'], skin: '#e0ac69', shirt: '#0e7490', hair: '#b45309' },
];

const portraits: Picture[] = PORTRAITS.map(({ file, sky, skin, shirt, hair }) => ({
  file,
  width: 640,
  height: 640,
  html: `<div class="stage" style="background:radial-gradient(circle at 30% 20%,${sky[0]},${sky[1]} 75%)">
  <div style="position:absolute;left:-60px;top:40px;width:300px;height:300px;border-radius:50%;background:#fff;opacity:.25;filter:blur(30px)"></div>
  <div style="position:absolute;left:110px;right:110px;bottom:-140px;height:380px;border-radius:210px 210px 0 0;background:linear-gradient(180deg,${shirt},#0f172a);filter:blur(1.5px)"></div>
  <div style="position:absolute;left:272px;top:318px;width:96px;height:110px;background:${skin};filter:brightness(.85) blur(1px)"></div>
  <div style="position:absolute;left:212px;top:118px;width:216px;height:256px;border-radius:48%;background:radial-gradient(circle at 40% 35%,${skin},color-mix(in srgb,${skin} 70%,#000));filter:blur(1.5px)"></div>
  <div style="position:absolute;left:200px;top:96px;width:240px;height:130px;border-radius:120px 120px 40px 40px;background:${hair};filter:blur(1.5px)"></div>
  <div class="grain"></div>
</div>`,
}));

const PICTURES: Picture[] = [
  kioskHero,
  kioskFlow,
  queueChart,
  auditHero,
  auditBurndown,
  auditBeforeAfter,
  aiHero,
  aiPipeline,
  ...portraits,
  ...POST_PICTURES,
];

async function main() {
  const fonts = `${await fontFace('Inter', 'inter/files/inter-latin-wght-normal.woff2')}${await fontFace('Jakarta', 'plus-jakarta-sans/files/plus-jakarta-sans-latin-wght-normal.woff2')}`;
  await mkdir(OUT_DIR, { recursive: true });
  const browser = await chromium.launch({
    executablePath: process.env.PLAYWRIGHT_CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
  });
  try {
    const only = process.argv[2] ?? '';
    for (const picture of PICTURES.filter(({ file }) => file.startsWith(only))) {
      const page = await browser.newPage({ viewport: { width: picture.width, height: picture.height } });
      await page.setContent(`<!doctype html><html><head><style>${fonts}${BASE_CSS}</style></head><body>${picture.html}</body></html>`);
      await page.evaluate(() => document.fonts.ready);
      const png = await page.screenshot({ type: 'png' });
      await page.close();
      const webp = await sharp(png).webp({ quality: QUALITY, effort: 6 }).toBuffer();
      await writeFile(path.join(OUT_DIR, picture.file), webp);
      console.log(`${picture.file}: ${picture.width}×${picture.height}, ${(webp.length / 1024).toFixed(1)} kB`);
    }
  } finally {
    await browser.close();
  }
}

await main();
