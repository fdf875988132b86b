import { mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRetention, type PersonalDataPlaces } from '~/leads/lead-erasure.server';
import type { LeadRecord } from '~/leads/lead-record';
import { createLeadService, type LeadInput } from '~/leads/lead-service.server';
import { createFileLeadStore, LEADS_FILE, listLeads } from '~/leads/lead-store.server';
import { runLeadsCommand } from '~/leads/leads-command.server';
import { createMailNotifier } from '~/leads/notification.server';
import { readResume, saveResume } from '~/leads/resume.server';
import { createOutboxMailer } from '~/mail/mailer.server';

// The staff command over the JSONL store as staff use it: filters and columns per kind, status
// and notes, the CSV export, a deletion request and retention, each checked on the files.

let directory: string;
let places: PersonalDataPlaces;
const ids: Record<string, string> = {};
const DAY = 86_400_000;

/** Every file under a directory, recursively. */
async function everyFile(root: string): Promise<string[]> {
  const entries = await readdir(root, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

/** The files that hold `text` (any case), raw bytes read as Latin-1 so nothing is skipped. */
async function filesMentioning(root: string, text: string): Promise<string[]> {
  const hits: string[] = [];
  for (const file of await everyFile(root))
    if ((await readFile(file, 'latin1')).toLowerCase().includes(text.toLowerCase())) hits.push(file);
  return hits;
}

/** The site's service on this directory: the real mail notifier into the outbox, and a booking
 * deliverer that writes what the local gateway writes (a bookings.jsonl line and its message). */
function site(now: () => Date = () => new Date()) {
  return createLeadService({
    store: createFileLeadStore(directory),
    now,
    deliverers: {
      booking: async (lead: LeadRecord) => {
        const booking = lead.payload as Record<string, string>;
        const id = `b-${lead.id}`;
        await mkdir(places.bookings, { recursive: true });
        await writeFile(
          path.join(places.bookings, 'bookings.jsonl'),
          `${JSON.stringify({ id, receivedAt: lead.receivedAt, ...booking, submissionKey: lead.id, slotStart: '2026-12-03T16:00:00.000Z', status: 'requested' })}\n`,
          { flag: 'a' },
        );
        await writeFile(
          path.join(places.bookings, `2026-11-26T10-00-00-000Z-${id}.eml`),
          `To: ${booking.customerEmail}\r\nSubject: Your call is booked\r\n\r\nHi ${booking.customerName}`,
        );
        return { status: 'delivered' };
      },
    },
    notifiers: {
      mail: createMailNotifier({
        mailer: createOutboxMailer(places.outbox),
        studio: async () => ({ companyName: 'Bluebonnet Labs', enquiryEmail: 'hello@bluebonnetlabs.studio' }),
        from: (company) => `${company} <website@bluebonnetlabs.studio>`,
        readAttachment: (file) => readResume(file, { directory: places.resumes }),
      }),
    },
    log: () => {},
  });
}

async function leads(args: string[], now?: Date) {
  const out: string[] = [];
  const err: string[] = [];
  let written = '';
  const status = await runLeadsCommand(args, {
    store: createFileLeadStore(directory),
    service: () => site(),
    places,
    out: (line) => out.push(line),
    err: (line) => err.push(line),
    write: (text) => (written += text),
    ...(now ? { now: () => now } : {}),
  });
  return { status, out: out.join('\n'), err: err.join('\n'), written };
}

const BOOKING = {
  customerName: 'Bob Booker',
  customerEmail: 'Bob@Example.com',
  customerPhone: '+1 214 555 0100',
  company: '@Corp',
  date: 'December 3, 2026',
  time: '10:00 AM',
  meetingType: 'video',
  description: '-2+3 and a chat',
};

const INPUTS: Record<string, LeadInput> = {
  jane: {
    kind: 'contact',
    delivery: 'mail-draft',
    fields: {
      name: 'Jane Doe',
      email: 'jane@acme.example',
      company: 'Acme',
      message: '=HYPERLINK("http://x.example","click")',
    },
    submissionId: 'staff-1',
  },
  booking: { kind: 'booking', delivery: 'booking', fields: BOOKING, payload: BOOKING, submissionId: 'staff-2' },
  carol: {
    kind: 'audit-request',
    delivery: 'mail-draft',
    fields: {
      contactName: 'Carol Auditor',
      email: 'carol@apps.example',
      companyName: 'Apps Co',
      appName: 'Fleet',
      message: '\tTabbed, "quoted"\r\nline',
    },
    submissionId: 'staff-3',
    // Campaign parameters are kept as sent, untrimmed: a tab or a carriage return may lead.
    meta: { source: { utmCampaign: '\t=1+1', utmTerm: '\rterm' } },
  },
};

beforeAll(async () => {
  directory = await mkdtemp(path.join(tmpdir(), 'leads-staff-'));
  places = {
    resumes: path.join(directory, 'resumes'),
    outbox: path.join(directory, 'outbox'),
    bookings: path.join(directory, 'bookings'),
  };
  const service = site();
  for (const [name, input] of Object.entries(INPUTS)) {
    const result = await service.accept(input);
    if (result.status === 'stored') ids[name] = result.lead.id;
  }
  // Bob again, applying for a job with a résumé that carries his address.
  const application = await service.accept({
    kind: 'job-application',
    delivery: 'mail-draft',
    fields: {
      name: 'Bob Booker',
      email: 'bob@example.com',
      phone: '214 555 0100',
      jobTitle: 'Engineer',
      message: '+SUM(A1:A9)',
    },
    submissionId: 'staff-4',
    attachments: async () => [
      await saveResume(places.resumes, {
        bytes: Buffer.from('%PDF-1.4\nBob Booker, bob@example.com, Dallas\n%%EOF'),
        type: { extension: 'pdf', contentType: 'application/pdf' },
      }),
    ],
  });
  if (application.status === 'stored') ids.application = application.lead.id;
  await service.settle();
}, 60_000);
afterAll(() => rm(directory, { recursive: true, force: true }));

describe('npm run leads for staff (JSONL store)', () => {
  it('lists each kind with its own columns: a booking its slot, an audit request its contact name', async () => {
    const booking = await leads(['list', '--kind', 'booking']);
    expect(booking.out).toMatch(/^1 lead\(s\)/);
    expect(booking.out).toContain('Bob Booker <Bob@Example.com>, December 3, 2026 at 10:00 AM Central time, @Corp');
    const audit = await leads(['list', '--kind=audit-request']);
    expect(audit.out).toContain('Carol Auditor <carol@apps.example>, Fleet, Apps Co');
  });

  it('filters by search (any case, over name, e-mail, company and message), state and date', async () => {
    expect((await leads(['list', '--search', 'ACME'])).out).toMatch(/^1 lead\(s\)[^]*Jane Doe/);
    expect((await leads(['list', '--search', 'bob@EXAMPLE.com'])).out).toMatch(/^2 lead\(s\)/);
    expect((await leads(['list', '--search', 'tabbed'])).out).toMatch(/^1 lead\(s\)[^]*Carol/);
    expect((await leads(['list', '--state', 'delivered'])).out).toMatch(/^1 lead\(s\)[^]*booking/);
    expect((await leads(['list', '--since', '2000-01-01'])).out).toMatch(/^4 lead\(s\)/);
    expect((await leads(['list', '--since', '2999-01-01'])).out).toMatch(/^0 lead\(s\)/);
    expect((await leads(['list', '--since', '2000-01-01', '--before', '2000-02-01'])).out).toMatch(/^0 lead\(s\)/);
    expect((await leads(['list', '--before', '2999-01-01'])).out).toMatch(/^4 lead\(s\)/);
    expect(await leads(['list', '--since', 'last week'])).toMatchObject({
      status: 2,
      err: expect.stringContaining('--since'),
    });
  });

  it('keeps a status and notes with the lead, shown by list and show after a restart', async () => {
    const id = ids.jane?.slice(0, 8) ?? '';
    expect((await leads(['status', id, 'contacted'])).status).toBe(0);
    expect((await leads(['note', id, 'Called; wants a quote by Friday'])).status).toBe(0);
    const listed = await leads(['list', '--status', 'contacted']);
    expect(listed.out).toMatch(/^1 lead\(s\)/);
    expect(listed.out).toContain('contacted  Jane Doe');
    expect(listed.out).toContain('1 note(s), last: Called; wants a quote by Friday');
    const shown = await leads(['show', id]);
    expect(shown.out).toContain('Status: contacted');
    expect(shown.out).toMatch(/Note 20\d\d-[^:]+:\d\d:\d\d\.\d+Z: Called; wants a quote by Friday/);
    expect(shown.out).toContain('Company: Acme');
    expect(await leads(['status', id, 'maybe'])).toMatchObject({ status: 2 });
  });

  it('shows where a résumé is kept and where the delivery stands', async () => {
    const shown = await leads(['show', ids.application ?? '']);
    expect(shown.out).toMatch(
      new RegExp(`Résumé: ${places.resumes}/[a-f0-9-]{36}\\.pdf \\(application/pdf, \\d+ bytes\\)`),
    );
    expect(shown.out).toContain('Notified by mail: delivered, 1 attempt(s)');
    expect((await leads(['show', ids.booking ?? ''])).out).toContain('Delivery: booking: delivered, 1 attempt(s)');
  });

  it('exports CSV for spreadsheets: BOM, CRLF, one column per field, formulas neutralised', async () => {
    const { status, written } = await leads(['export', '--csv']);
    expect(status).toBe(0);
    expect(written.startsWith('\uFEFFLead id,Received,Kind,Delivery state,Status,Name,Email,')).toBe(true);
    const records = written.slice(1).split('\r\n');
    expect(records.at(-1)).toBe('');
    const header = records[0]?.split(',') ?? [];
    for (const column of ['Company', 'Message', 'Booked for', 'Contact name', 'App name', 'Résumé', 'Notes'])
      expect(header).toContain(column);
    // Every cell a spreadsheet would run as a formula starts with a quote mark instead.
    expect(written).toContain(`"'=HYPERLINK(""http://x.example"",""click"")"`);
    expect(written).toContain(",'@Corp,");
    expect(written).toContain("'-2+3 and a chat");
    expect(written).toContain("'+SUM(A1:A9)");
    expect(written).toContain(`"Tabbed, ""quoted""\r\nline"`);
    expect(written).toContain(",'\t=1+1,");
    expect(written).toContain(`"'\rterm"`);
    expect(written).not.toMatch(/(^|,)[=+\-@]/m);
    const bookings = await leads(['export', '--csv', '--kind', 'booking']);
    expect(bookings.written.split('\r\n')).toHaveLength(3);
    expect(await leads(['export'])).toMatchObject({ status: 2, err: expect.stringContaining('export needs --csv') });
  });

  it('forgets a person everywhere: the address is in no file afterwards, the ids stay as tombstones', async () => {
    expect(await filesMentioning(directory, 'bob@example.com')).not.toHaveLength(0);
    const { status, out } = await leads(['forget', 'BOB@example.com']);
    expect(status).toBe(0);
    expect(out).toContain(`Erased 2 lead(s)`);
    expect(out).toContain(ids.booking);
    expect(out).toContain(ids.application);
    expect(out).toContain('Bookings cleared: 1');
    expect(await filesMentioning(directory, 'bob@example.com')).toEqual([]);
    expect(await filesMentioning(directory, 'Bob Booker')).toEqual([]);
    expect(await filesMentioning(directory, '555 0100')).toEqual([]);
    expect(await readdir(places.resumes)).toEqual([]);
    // The slot stays held; the others are untouched.
    expect(await readFile(path.join(places.bookings, 'bookings.jsonl'), 'utf8')).toContain('2026-12-03T16:00:00.000Z');
    expect(await filesMentioning(directory, 'jane@acme.example')).not.toHaveLength(0);

    const shown = await leads(['show', ids.application ?? '']);
    expect(shown.out).toMatch(/Erased: .* \(personal data removed\)/);
    expect((await leads(['list'])).out).toMatch(/^4 lead\(s\)/);
    // The same submission again is still the stored (erased) lead: nothing is kept or sent again.
    const again = await site().accept(INPUTS.booking ?? ({} as LeadInput));
    expect(again).toMatchObject({ status: 'stored', duplicate: true });
    expect(await filesMentioning(directory, 'bob@example.com')).toEqual([]);
    expect((await leads(['forget', 'bob@example.com'])).out).toContain('Erased 0 lead(s)');
  });

  it('purges leads older than a number of days', async () => {
    const later = new Date(Date.now() + 40 * DAY);
    expect((await leads(['purge', '--older-than', '60'], later)).out).toContain('Erased 0 lead(s)');
    const { out } = await leads(['purge', '--older-than', '30'], later);
    expect(out).toContain('Erased 2 lead(s)');
    expect(await filesMentioning(directory, 'jane@acme.example')).toEqual([]);
    expect(await filesMentioning(directory, 'Called; wants a quote')).toEqual([]);
    expect(await leads(['purge', '--older-than', 'soon'])).toMatchObject({ status: 2 });
  });

  it('keeps the store private and compacts it: one line per lead after a rewrite, the same leads after a restart', async () => {
    expect((await stat(directory)).mode & 0o777).toBe(0o700);
    expect((await stat(path.join(directory, LEADS_FILE))).mode & 0o777).toBe(0o600);
    const lines = (await readFile(path.join(directory, LEADS_FILE), 'utf8')).trim().split('\n');
    expect(lines).toHaveLength(4);
    expect(lines.every((line) => line.startsWith('{"type":"snapshot"'))).toBe(true);
  });
});

describe('the JSONL store between compactions', () => {
  it('stays an append until it holds many more lines than leads, then rewrites itself with the same state', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'leads-compact-'));
    try {
      const store = createFileLeadStore(dir, { compactAfterExtraLines: 10 });
      const service = createLeadService({ store, deliverers: {}, log: () => {} });
      const stored = await service.accept({ ...(INPUTS.jane as LeadInput), submissionId: 'compact-1' });
      const key = stored.status === 'stored' ? stored.lead.key : '';
      const count = async () => (await readFile(path.join(dir, LEADS_FILE), 'utf8')).trim().split('\n').length;
      for (let index = 1; index <= 10; index += 1)
        await store.append({ type: 'note', key, at: new Date().toISOString(), text: `note ${index}` });
      expect(await count()).toBe(11);
      await store.append({ type: 'status', key, at: new Date().toISOString(), status: 'won' });
      expect(await count()).toBe(1);
      const [reloaded] = await listLeads(createFileLeadStore(dir));
      expect(reloaded).toMatchObject({ status: 'won', lead: { key, fields: { name: 'Jane Doe' } } });
      expect(reloaded?.notes.map((note) => note.text)).toEqual(
        Array.from({ length: 10 }, (_, index) => `note ${index + 1}`),
      );
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('retention', () => {
  it('erases leads past LEAD_RETENTION_DAYS once a day, on the background loop, by the injected clock', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'leads-retention-'));
    try {
      const store = createFileLeadStore(dir);
      const dirs = {
        resumes: path.join(dir, 'resumes'),
        outbox: path.join(dir, 'outbox'),
        bookings: path.join(dir, 'bookings'),
      };
      let clock = new Date('2026-01-01T12:00:00Z');
      const writer = createLeadService({ store, deliverers: {}, now: () => clock, log: () => {} });
      await writer.accept({ ...(INPUTS.jane as LeadInput), submissionId: 'old' });
      clock = new Date('2026-06-01T12:00:00Z');
      await writer.accept({ ...(INPUTS.carol as LeadInput), submissionId: 'newer' });

      const passes: number[] = [];
      const retention = createRetention({ store, places: dirs, days: 730, log: () => {} });
      const job = async (now: Date) => {
        const report = await retention(now);
        if (report) passes.push(report.leads.length);
      };
      const service = createLeadService({ store, deliverers: {}, now: () => clock, housekeeping: job, log: () => {} });
      const tick = async (at: string) => {
        clock = new Date(at);
        const before = passes.length;
        // A pass of the loop runs every few milliseconds; wait for one.
        for (let tries = 0; tries < 200 && passes.length === before; tries += 1)
          await new Promise((resolve) => setTimeout(resolve, 5));
      };
      service.start(2);
      await tick('2027-12-31T12:00:00Z');
      expect(passes).toEqual([0]);
      // Past 730 days for the first lead, but within the day of the last run: nothing runs.
      clock = new Date('2028-01-01T11:00:00Z');
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(passes).toEqual([0]);
      await tick('2028-01-01T12:00:01Z');
      expect(passes).toEqual([0, 1]);
      await tick('2028-06-02T12:00:00Z');
      await service.stop();
      expect(passes).toEqual([0, 1, 1]);
      const states = await listLeads(createFileLeadStore(dir));
      expect(states.map((entry) => Boolean(entry.erasedAt))).toEqual([true, true]);
      expect(await readFile(path.join(dir, LEADS_FILE), 'utf8')).not.toContain('jane@acme.example');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
