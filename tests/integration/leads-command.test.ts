import { spawnSync } from 'node:child_process';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runLeadsCommand } from '~/leads/leads-command.server';
import { createLeadService } from '~/leads/lead-service.server';
import { createFileLeadStore } from '~/leads/lead-store.server';
import { createMailNotifier } from '~/leads/notification.server';
import { createOutboxMailer } from '~/mail/mailer.server';

// `npm run leads` as staff run it: a real process over a real store.

let directory: string;
let spamId = '';

/** The real notifier, writing to the outbox of this store. */
function service() {
  return createLeadService({
    store: createFileLeadStore(directory),
    deliverers: {},
    notifiers: {
      mail: createMailNotifier({
        mailer: createOutboxMailer(path.join(directory, 'outbox')),
        studio: async () => ({ companyName: 'Bluebonnet Labs', enquiryEmail: 'hello@bluebonnetlabs.studio' }),
        from: (company) => `${company} <website@bluebonnetlabs.studio>`,
        readAttachment: () => Promise.reject(new Error('no files here')),
      }),
    },
    log: () => {},
  });
}

/** The command as staff run it, in this process; a fresh store each time, as a new run reads the file. */
async function leads(...args: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const status = await runLeadsCommand(args, {
    store: createFileLeadStore(directory),
    service,
    places: {
      resumes: path.join(directory, 'resumes'),
      outbox: path.join(directory, 'outbox'),
      bookings: path.join(directory, 'bookings'),
    },
    out: (line) => out.push(line),
    err: (line) => err.push(line),
  });
  return { status, out: out.join('\n'), err: err.join('\n') };
}

/** The same, as a real process through `npm run leads`'s entry point (tsx, without npx's own start). */
function leadsProcess(...args: string[]) {
  const result = spawnSync(path.resolve('node_modules/.bin/tsx'), ['app/leads/list-leads.server.ts', ...args], {
    encoding: 'utf8',
    env: { ...process.env, LEADS_DIR: directory, NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(32) },
  });
  return { status: result.status, out: result.stdout, err: result.stderr };
}

beforeAll(async () => {
  directory = await mkdtemp(path.join(tmpdir(), 'leads-command-'));
  // Stored as the site stores them (the e-mail to the studio is not the point here).
  const site = createLeadService({
    store: createFileLeadStore(directory),
    deliverers: {},
    notifiers: { mail: async () => ({ status: 'delivered' }) },
    log: () => {},
  });
  await site.accept({
    kind: 'contact',
    delivery: 'mail-draft',
    fields: { name: 'Jane Doe', email: 'jane@acme.example', company: 'Acme', message: 'Hi' },
    submissionId: 'form-1',
    meta: { source: { utmSource: 'linkedin', utmMedium: 'cpc', utmCampaign: 'fleet-apps', gclid: 'TEST123' } },
  });
  await site.accept({
    kind: 'contact',
    delivery: 'mail-draft',
    // A name that tries to forge a line of the listing with terminal escapes.
    fields: { name: 'Eve\u001b[2K\r2026-01-01 booking delivered', email: 'eve@example.com', message: 'x' },
    submissionId: 'form-2',
  });
  const spam = await site.accept({
    kind: 'contact',
    delivery: 'mail-draft',
    fields: { name: 'SEO Expert', email: 'seo@mailinator.com', message: 'Rank #1 http://a.example http://b.example' },
    submissionId: 'form-3',
    meta: { spam: { spam: true, reasons: ['links', 'disposable-domain'] } },
  });
  spamId = spam.status === 'stored' ? spam.lead.id : '';
}, 60_000);
afterAll(() => rm(directory, { recursive: true, force: true }));

describe('npm run leads', () => {
  it('lists real leads with their source, without spam, and with visitors’ control characters made visible', async () => {
    const { status, out } = await leads();
    expect(status).toBe(0);
    expect(out).toMatch(/^2 lead\(s\) in /);
    expect(out).toContain('Jane Doe <jane@acme.example>, Acme  from linkedin/cpc/fleet-apps');
    expect(out).not.toContain('\u001b');
    expect(out).toContain('Eve\\u001b[2K\\u000d2026-01-01 booking delivered');
    expect(out).not.toContain('SEO Expert');
  });

  it('lists spam on request, and releases a false positive, which then tells the studio', async () => {
    const spam = await leads('--spam');
    expect(spam.out).toMatch(/^1 spam lead\(s\)/);
    expect(spam.out).toContain('spam: links, disposable-domain');
    const released = await leads('release', spamId.slice(0, 8));
    expect(released.status).toBe(0);
    expect(released.out).toContain('handed-to-visitor');
    expect(released.out).toContain('told: mail delivered');
    expect(await readdir(path.join(directory, 'outbox'))).toEqual([`lead-notification_${spamId}.eml`]);
    expect((await leads('--spam')).out).toMatch(/^0 spam lead\(s\)/);
  });

  it('shows one lead with every field and its source', async () => {
    const id = /(\w{8}) +contact +handed-to-visitor +new +Jane Doe/.exec((await leads()).out)?.[1] ?? 'none';
    const { out } = await leads('show', id);
    expect(out).toContain('Company: Acme');
    expect(out).toContain('utm_campaign: fleet-apps');
    expect(out).toContain('gclid: TEST123');
  });

  it('refuses an unknown command or flag with its usage, instead of listing everything', async () => {
    for (const args of [
      ['--csv'],
      ['--kind=nope'],
      ['--colour'],
      ['frobnicate'],
      ['show'],
      ['status', 'x', 'maybe'],
      ['purge'],
    ]) {
      const { status, out, err } = await leads(...args);
      expect(status).toBe(2);
      expect(out).toBe('');
      expect(err).toContain('Usage: npm run leads');
    }
    expect(await leads('--help')).toMatchObject({ status: 0, out: expect.stringContaining('release ID') });
  });

  it('runs as a process: a listing exits 0, an unknown flag exits 2 with the usage', () => {
    expect(leadsProcess()).toMatchObject({ status: 0, out: expect.stringMatching(/^\d+ lead\(s\) in /) });
    expect(leadsProcess('--csv')).toMatchObject({ status: 2, out: '', err: expect.stringContaining('Usage:') });
  }, 60_000);
});
