import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dedupeKey } from '~/leads/lead-dedupe';
import { createLeadService } from '~/leads/lead-service.server';
import { runLeadsCommand } from '~/leads/leads-command.server';
import { uploadResume } from '~/leads/resume.server';
import { createSupabaseLeadStore } from '~/leads/supabase-lead-store.server';
import type { LeadState } from '~/leads/lead-record';
import { type Alert, createAlarm } from '~/operations/alarm.server';
import { supabaseAlarmState } from '~/operations/alarm-state.server';
import { MAX_ROWS, startPostgrestStandIn } from '../support/postgrest-stand-in';
import { migrationFiles, postgresCluster, startSupabaseDatabase } from '../support/supabase-database';

// The migrations on a real PostgreSQL, with Supabase's roles, to prove row-level security keeps
// bookings and leads away from the public anon key. Debian's `postgresql` package provides the
// server (.ci/run installs it). Without it the file is skipped locally, never in CI.
const postgres = postgresCluster();
if (!postgres && process.env.CI) throw new Error('PostgreSQL is required in CI: apt-get install postgresql');
if (!postgres)
  console.warn('Skipping the migration tests: no PostgreSQL server binaries (apt-get install postgresql).');

describe.skipIf(!postgres)('supabase migrations on PostgreSQL', () => {
  let db: ReturnType<typeof startSupabaseDatabase>;

  beforeAll(() => {
    // After the first migration, a booking as the first version stored it (text date and time).
    const [first] = migrationFiles();
    db = startSupabaseDatabase((file, database) => {
      if (file !== first) return;
      expect(
        database.sql(`insert into public.booking_requests (customer_name, customer_email, customer_phone, booking_date, booking_time, meeting_type)
              values ('Ada', 'ada@example.com', '214 555 0100', 'March 5, 2025', '2:00 PM', 'video');`),
      ).toMatchObject({ ok: true });
    });
  }, 60_000);
  afterAll(() => db?.stop());

  it('gives stored bookings the instant their slot starts, read in Central time', () => {
    expect(
      db.sql(
        `select slot_start at time zone 'UTC' from public.booking_requests where customer_name = 'Ada' order by created_at limit 1;`,
      ).output,
    ).toBe('2025-03-05 20:00:00');
  });

  it('converts stored bookings to typed date and time columns', () => {
    expect(
      db.sql(`select booking_date, booking_time, submission_key = id::text from public.booking_requests;`).output,
    ).toBe('2025-03-05|14:00:00|t');
    expect(
      db.sql(
        `select data_type from information_schema.columns where table_name = 'booking_requests' and column_name in ('booking_date', 'booking_time') order by column_name;`,
      ).output,
    ).toBe('date\ntime without time zone');
  });

  it('lets the anon key neither read nor write bookings or leads', () => {
    for (const table of ['booking_requests', 'leads', 'lead_alarm']) {
      expect(db.sql(`select count(*) from public.${table};`, 'anon')).toMatchObject({
        ok: false,
        output: expect.stringContaining('permission denied'),
      });
      expect(db.sql(`select count(*) from public.${table};`, 'authenticated')).toMatchObject({ ok: false });
    }
    expect(
      db.sql(
        `insert into public.leads (key, kind, delivery, fields) values ('anon-lead-1', 'contact', 'mail-draft', '{}');`,
        'anon',
      ),
    ).toMatchObject({ ok: false, output: expect.stringContaining('permission denied') });
    expect(
      db.sql(
        `insert into public.booking_requests (submission_key, customer_name, customer_email, customer_phone, booking_date, booking_time, meeting_type)
         values ('anon-booking-1', 'Eve', 'eve@example.com', '214 555 0100', '2026-03-04', '09:00', 'phone');`,
        'anon',
      ),
    ).toMatchObject({ ok: false });
  });

  it('still hides the rows if a grant is added by mistake: row-level security has no policy for anon', () => {
    expect(db.sql(`grant select, insert on public.leads, public.booking_requests to anon;`)).toMatchObject({
      ok: true,
    });
    try {
      expect(db.sql(`select count(*) from public.booking_requests;`, 'anon')).toEqual({ ok: true, output: '0' });
      expect(
        db.sql(
          `insert into public.leads (key, kind, delivery, fields) values ('anon-lead-2', 'contact', 'mail-draft', '{}');`,
          'anon',
        ),
      ).toMatchObject({ ok: false, output: expect.stringContaining('row-level security') });
    } finally {
      db.sql(`revoke all on public.leads, public.booking_requests from anon;`);
    }
  });

  it('stores one booking per submission key and one live booking per slot, for the service role', () => {
    const insert = (key: string, date: string, time = '14:00') =>
      db.sql(
        `insert into public.booking_requests (submission_key, customer_name, customer_email, customer_phone, booking_date, booking_time, slot_start, meeting_type)
         values ('${key}', 'Ada', 'ada@example.com', '214 555 0100', '${date}', '${time}', ('${date} ${time}'::timestamp at time zone 'America/Chicago'), 'video');`,
        'service_role',
      );
    expect(insert('3f1c2a4e-9d7b-4c1e', '2026-03-04')).toMatchObject({ ok: true });
    expect(insert('3f1c2a4e-9d7b-4c1e', '2026-03-04', '15:00')).toMatchObject({
      ok: false,
      output: expect.stringContaining('booking_requests_submission_key_key'),
    });
    // Another visitor, the same slot: refused while the first booking is requested or confirmed.
    expect(insert('second-visitor-1', '2026-03-04')).toMatchObject({
      ok: false,
      output: expect.stringContaining('booking_requests_live_slot_key'),
    });
    db.sql(`update public.booking_requests set status = 'confirmed' where submission_key = '3f1c2a4e-9d7b-4c1e';`);
    expect(insert('second-visitor-2', '2026-03-04')).toMatchObject({ ok: false });
    // Declined or cancelled, the slot is free again.
    db.sql(`update public.booking_requests set status = 'cancelled' where submission_key = '3f1c2a4e-9d7b-4c1e';`);
    expect(insert('second-visitor-3', '2026-03-04')).toMatchObject({ ok: true });
    // The weekly times are the availability document's now: a Saturday is the function's to refuse.
    expect(insert('saturday-key-1', '2026-03-07')).toMatchObject({ ok: true });
    expect(
      db.sql(
        `insert into public.leads (key, kind, delivery, fields, state) values ('s:lead-key-1', 'contact', 'mail-draft', '{"name":"Ada"}', 'handed-to-visitor');
         select count(*) from public.leads;`,
        'service_role',
      ).output,
    ).toBe('1');
  });

  it('keeps leads in the leads table with the server-side key, once per submission; the anon key is refused', async () => {
    const rest = await startPostgrestStandIn(db, { serviceRole: 'service-key', anon: 'anon-key' });
    try {
      const delivered: string[] = [];
      let down = true;
      const service = () =>
        createLeadService({
          store: createSupabaseLeadStore(rest.url, 'service-key'),
          deliverers: {
            booking: async (lead) => {
              if (down) return { status: 'failed', reason: 'function unreachable' };
              delivered.push(lead.id);
              return { status: 'delivered' };
            },
          },
          baseDelayMs: 1,
          log: () => {},
        });
      const first = service();
      const input = {
        kind: 'booking' as const,
        delivery: 'booking' as const,
        fields: { customerName: 'Ada' },
        payload: { customerName: 'Ada' },
        submissionId: 'table-form-1',
      };
      expect(await first.accept(input)).toMatchObject({ status: 'stored', duplicate: false, state: 'pending' });
      expect(await first.accept(input)).toMatchObject({ status: 'stored', duplicate: true });
      expect(
        db.sql(`select state, attempts, last_reason from public.leads where fields->>'customerName' = 'Ada';`).output,
      ).toBe('pending|2|function unreachable');
      // What the alarm and the gauges read (still to go out), and readiness' question to the table.
      const table = createSupabaseLeadStore(rest.url, 'service-key');
      expect((await table.undelivered()).map((entry) => entry.lead.fields.customerName)).toEqual(['Ada']);
      await expect(table.probe()).resolves.toBeUndefined();
      await expect(createSupabaseLeadStore(rest.url, 'anon-key').probe()).rejects.toThrow(/leads table answered/);

      // Another process (a restart) reads the table, finds the pending lead and delivers it once.
      down = false;
      await new Promise((resolve) => setTimeout(resolve, 10));
      const second = service();
      expect(await second.retryDue()).toBe(1);
      expect(await second.accept(input)).toMatchObject({ duplicate: true, state: 'delivered' });
      expect(delivered).toHaveLength(1);
      expect(
        db.sql(`select count(*), min(state) from public.leads where fields->>'customerName' = 'Ada';`).output,
      ).toBe('1|delivered');
      expect(await table.undelivered()).toEqual([]);

      const anon = createLeadService({
        store: createSupabaseLeadStore(rest.url, 'anon-key'),
        deliverers: {},
        log: () => {},
      });
      expect(await anon.accept({ ...input, submissionId: 'anon-form-1' })).toMatchObject({ status: 'unstored' });
    } finally {
      await rest.close();
    }
  });
  it("keeps the alarm's memory in the lead_alarm table: instances checking at once send one alert, a restart none more, one all-clear", async () => {
    const rest = await startPostgrestStandIn(db, { serviceRole: 'service-key', anon: 'anon-key' });
    try {
      const start = Date.parse('2026-11-28T10:00:00Z');
      let now = start;
      let waiting: LeadState[] = [];
      const sent: string[] = [];
      const instance = () =>
        createAlarm({
          store: { undelivered: async () => waiting },
          afterMs: 15 * 60_000,
          repeatMs: 60 * 60_000,
          destinations: () => [
            {
              name: 'webhook',
              async send(alert: Alert) {
                sent.push(`${alert.event} ${alert.channel}`);
                return true;
              },
            },
          ],
          state: supabaseAlarmState(rest.url, 'service-key'),
          site: 'https://www.studio.example',
          now: () => new Date(now),
        });
      waiting = [
        {
          lead: {
            type: 'lead',
            id: randomUUID(),
            key: 's:alarm-1',
            kind: 'contact',
            delivery: 'mail-draft',
            receivedAt: new Date(start).toISOString(),
            fields: {},
            attachments: [],
            notify: ['mail'],
          },
          state: 'handed-to-visitor',
          attempts: 0,
          notifications: { mail: { state: 'pending', attempts: 3 } },
          status: 'new',
          notes: [],
        },
      ];
      now = start + 15 * 60_000;
      await Promise.all([instance(), instance(), instance()].map((alarm) => alarm.check()));
      expect(sent).toEqual(['leads.alert mail']);
      expect(db.sql(`select state->'channels'->'mail'->>'since', claimed_until from public.lead_alarm;`).output).toBe(
        `${new Date(now).toISOString()}|`,
      );
      // A restarted instance, the lead still waiting within the hour: nothing more.
      now = start + 30 * 60_000;
      await instance().check();
      expect(sent).toEqual(['leads.alert mail']);
      waiting = [];
      now = start + 40 * 60_000;
      await Promise.all([instance(), instance()].map((alarm) => alarm.check()));
      await instance().check();
      expect(sent).toEqual(['leads.alert mail', 'leads.all-clear mail']);
      // Only the server-side key reaches the row.
      await expect(supabaseAlarmState(rest.url, 'anon-key').load()).rejects.toThrow(/lead_alarm select answered 401/);
    } finally {
      await rest.close();
    }
  });

  it('delivers and notifies a due lead once from two instances retrying at the same time, and takes over a lapsed claim', async () => {
    const rest = await startPostgrestStandIn(db, { serviceRole: 'service-key', anon: 'anon-key' });
    try {
      const calls = new Map<string, number>();
      let down = true;
      const count = (what: string) => async (lead: { id: string }) => {
        await new Promise((resolve) => setTimeout(resolve, 10));
        if (down) return { status: 'failed' as const, reason: 'unreachable' };
        calls.set(`${what} ${lead.id}`, (calls.get(`${what} ${lead.id}`) ?? 0) + 1);
        return { status: 'delivered' as const };
      };
      const instance = () =>
        createLeadService({
          store: createSupabaseLeadStore(rest.url, 'service-key'),
          deliverers: { booking: count('booking') },
          notifiers: { mail: count('mail') },
          baseDelayMs: 0,
          log: () => {},
        });
      const [a, b] = [instance(), instance()];
      const input = (name: string) => ({
        kind: 'booking' as const,
        delivery: 'booking' as const,
        fields: { customerName: name },
        payload: { customerName: name },
        submissionId: `claim-form-${name}`,
      });
      const names = ['Claim Ada', 'Claim Grace'];
      const ids: string[] = [];
      for (const name of names) {
        const stored = await a.accept(input(name));
        if (stored.status === 'stored') ids.push(stored.lead.id);
      }
      await a.settle();
      down = false;
      for (let round = 0; round < 3; round += 1) await Promise.all([a.retryDue(), b.retryDue()]);
      expect([...calls.keys()].sort()).toEqual(ids.flatMap((id) => [`booking ${id}`, `mail ${id}`]).sort());
      expect([...calls.values()].every((n) => n === 1)).toBe(true);
      // Released after the outcome was stored.
      expect(
        db.sql(`select count(*) from public.leads where id in ('${ids.join("','")}')
                and claimed_until is null and mail_claimed_until is null and state = 'delivered';`).output,
      ).toBe(String(ids.length));

      // An instance killed mid-attempt: its claim holds until the lease passes, then another takes over.
      down = true;
      const late = await b.accept(input('Claim Killed'));
      await b.settle();
      if (late.status !== 'stored') throw new Error('not stored');
      down = false;
      db.sql(`update public.leads set claimed_until = now() + interval '1 minute' where id = '${late.lead.id}';`);
      await a.retryDue();
      expect(calls.get(`booking ${late.lead.id}`)).toBeUndefined();
      expect(calls.get(`mail ${late.lead.id}`)).toBe(1);
      db.sql(`update public.leads set claimed_until = now() - interval '1 second' where id = '${late.lead.id}';`);
      await Promise.all([a.retryDue(), b.retryDue()]);
      expect(calls.get(`booking ${late.lead.id}`)).toBe(1);
    } finally {
      await rest.close();
    }
  }, 120_000);

  it('keeps renewing the claim of a delivery slower than its lease, so a second instance gets nothing', async () => {
    const rest = await startPostgrestStandIn(db, { serviceRole: 'service-key', anon: 'anon-key' });
    try {
      const calls: string[] = [];
      const answers: (() => void)[] = [];
      // A lease of 3 s, renewed every second, judged by the database's clock; the delivery takes
      // as long as the test says, well past the lease.
      const instance = (name: string) =>
        createLeadService({
          store: createSupabaseLeadStore(rest.url, 'service-key'),
          deliverers: {
            booking: () => {
              calls.push(name);
              // Only the first instance's endpoint is slow: a second delivery would show at once.
              if (name !== 'a') return Promise.resolve({ status: 'delivered' as const });
              return new Promise((resolve) => answers.push(() => resolve({ status: 'delivered' as const })));
            },
          },
          baseDelayMs: 0,
          leaseMs: 3_000,
          log: () => {},
        });
      const [a, b] = [instance('a'), instance('b')];
      const accepted = a.accept({
        kind: 'booking' as const,
        delivery: 'booking' as const,
        fields: { customerName: 'Slow Endpoint' },
        payload: { customerName: 'Slow Endpoint' },
        submissionId: 'claim-form-slow-endpoint',
      });
      await expect.poll(() => calls.length, { timeout: 20_000 }).toBe(1);
      const claimedAt = Date.now();
      while (Date.now() - claimedAt < 6_000) {
        await new Promise((resolve) => setTimeout(resolve, 1_000));
        await b.retryDue();
      }
      expect(calls).toEqual(['a']);
      // Still held, past the first lease's end by far.
      expect(
        db.sql(`select count(*) from public.leads where fields->>'customerName' = 'Slow Endpoint'
                and claimed_until > now();`).output,
      ).toBe('1');
      for (const answer of answers) answer();
      expect(await accepted).toMatchObject({ status: 'stored', state: 'delivered' });
      await b.retryDue();
      expect(calls).toEqual(['a']);
      expect(
        db.sql(`select count(*) from public.leads where fields->>'customerName' = 'Slow Endpoint'
                and claimed_until is null and state = 'delivered';`).output,
      ).toBe('1');
    } finally {
      await rest.close();
    }
  }, 180_000);

  it('restarts over 5,000 leads as over 5: de-duplicates and retries through a stand-in that answers 1,000 rows at most', async () => {
    const rest = await startPostgrestStandIn(db, { serviceRole: 'service-key', anon: 'anon-key' });
    try {
      const base = Date.parse('2026-03-01T12:00:00Z');
      const past = new Date(base + 6_000 * 60_000).toISOString();
      const pendingMail = new Set([10, 2_500, 4_998]);
      const booking = {
        customerName: 'Zed Last',
        customerEmail: 'zed@example.com',
        customerPhone: '214 555 0199',
        company: '',
        date: 'March 9, 2026',
        time: '9:00 AM',
        meetingType: 'phone',
        description: '',
      };
      const rows = Array.from({ length: 5_000 }, (_, index) => {
        const last = index === 4_999;
        const fields = last ? booking : { name: `Lead ${index}`, email: `lead${index}@example.com`, message: 'Hello' };
        return {
          id: randomUUID(),
          key: dedupeKey(last ? 'booking' : 'contact', fields, `bulk-${index}`),
          kind: last ? 'booking' : 'contact',
          delivery: last ? 'booking' : 'mail-draft',
          received_at: new Date(base + index * 60_000).toISOString(),
          fields,
          payload: last ? booking : null,
          attachments: [],
          state: last ? 'pending' : 'handed-to-visitor',
          attempts: last ? 1 : 0,
          next_attempt_at: last ? past : null,
          notify: ['mail'],
          mail_state: pendingMail.has(index) ? 'pending' : 'delivered',
          mail_attempts: 1,
          mail_next_attempt_at: pendingMail.has(index) ? past : null,
          email: 'email' in fields ? fields.email : booking.customerEmail,
        };
      });
      const columns = Object.keys(rows[0] ?? {}).join(', ');
      expect(
        db.sql(`insert into public.leads (${columns})
                select ${columns} from json_populate_recordset(null::public.leads, $json$${JSON.stringify(rows)}$json$::json);`),
      ).toMatchObject({ ok: true });
      const total = Number(db.sql('select count(*) from public.leads;').output);

      // The stand-in answers like PostgREST: never more than 1,000 rows, the range in a header.
      const all = await fetch(`${rest.url}/rest/v1/leads?select=id`, {
        headers: { apikey: 'service-key', Prefer: 'count=exact' },
      });
      expect(((await all.json()) as unknown[]).length).toBe(MAX_ROWS);
      expect(all.headers.get('content-range')).toBe(`0-999/${total}`);

      const delivered: string[] = [];
      const told: string[] = [];
      const service = createLeadService({
        store: createSupabaseLeadStore(rest.url, 'service-key'),
        deliverers: {
          booking: async (lead) => (delivered.push(String(lead.fields.customerName)), { status: 'delivered' }),
        },
        notifiers: {
          mail: async (lead) => (
            told.push(String(lead.fields.name ?? lead.fields.customerName)),
            { status: 'delivered' }
          ),
        },
        now: () => new Date(base + 7_000 * 60_000),
        log: () => {},
      });
      const before = rest.requests();
      // The newest lead, submitted again after the restart, is the stored one.
      const again = await service.accept({
        kind: 'booking',
        delivery: 'booking',
        fields: booking,
        payload: booking,
        submissionId: 'bulk-4999',
      });
      expect(again).toMatchObject({
        status: 'stored',
        duplicate: true,
        lead: { fields: { customerName: 'Zed Last' } },
      });
      expect(Number(db.sql('select count(*) from public.leads;').output)).toBe(total);
      await service.settle();
      expect(await service.retryDue()).toBe(pendingMail.size);
      await service.settle();
      expect(delivered).toEqual(['Zed Last']);
      expect(told.sort()).toEqual(['Lead 10', 'Lead 2500', 'Lead 4998']);
      expect(await service.retryDue()).toBe(0);
      // By key and by query: a handful of requests (each delivery also claims and releases its row), not one per lead.
      expect(rest.requests() - before).toBeLessThan(60);

      // Staff page through every lead, 1,000 at a time.
      const places = { resumes: '/nonexistent', outbox: '/nonexistent', bookings: '/nonexistent' };
      const staff = async (...args: string[]) => {
        const out: string[] = [];
        const status = await runLeadsCommand(args, {
          store: createSupabaseLeadStore(rest.url, 'service-key'),
          service: () => service,
          places: { ...places, supabase: { url: rest.url, serviceRoleKey: 'service-key' } },
          out: (line) => out.push(line),
          err: (line) => out.push(line),
        });
        return { status, out: out.join('\n') };
      };
      const contacts = Number(
        db.sql(`select count(*) from public.leads where kind = 'contact' and state <> 'spam';`).output,
      );
      expect((await staff('list', '--kind', 'contact')).out).toMatch(new RegExp(`^${contacts} lead\\(s\\)`));
      expect((await staff('list', '--search', 'LEAD4321@example.com')).out).toMatch(/^1 lead\(s\)[^]*Lead 4321/);
      const last = rows[4_999]?.id.slice(0, 8) ?? '';
      expect((await staff('status', last, 'qualified')).status).toBe(0);
      expect((await staff('note', last, 'Wants a fleet app')).status).toBe(0);
      const shown = await staff('show', last);
      expect(shown.out).toContain('Status: qualified');
      expect(shown.out).toContain('Wants a fleet app');
      expect(shown.out).toContain('Booked for: March 9, 2026 at 9:00 AM Central time');
      expect((await staff('list', '--status', 'qualified')).out).toMatch(/^1 lead\(s\)[^]*Zed Last/);
      expect((await staff('export', '--csv', '--since', '2026-03-04')).out.split('\r\n').length).toBeGreaterThan(900);

      // A deletion request: the rows become tombstones and the résumé leaves Storage.
      const resume = await uploadResume(rest.url, 'service-key', {
        bytes: Buffer.from('%PDF-1.4\nZed Last, zed@example.com\n%%EOF'),
        type: { extension: 'pdf', contentType: 'application/pdf' },
      });
      await service.accept({
        kind: 'job-application',
        delivery: 'mail-draft',
        fields: { name: 'Zed Last', email: 'ZED@example.com', message: 'Hire me' },
        submissionId: 'zed-job',
        attachments: async () => [resume],
      });
      expect(rest.objects.has(resume.file)).toBe(true);
      const forgot = await staff('forget', 'zed@example.com');
      expect(forgot.out).toContain('Erased 2 lead(s)');
      expect(forgot.out).toContain(`storage:resumes/${resume.file}`);
      expect(rest.objects.has(resume.file)).toBe(false);
      const tables = db
        .sql(`select table_name from information_schema.tables where table_schema = 'public';`)
        .output.split('\n');
      for (const name of tables)
        expect(
          db.sql(
            `select count(*) from public.${name} t where t::text ilike '%zed@example.com%' or t::text ilike '%Zed Last%';`,
          ).output,
        ).toBe('0');
      expect(
        [...rest.objects.values()].some((object) => object.body.toString('latin1').includes('zed@example.com')),
      ).toBe(false);
      // The ids stay: counts and de-duplication hold.
      expect(Number(db.sql('select count(*) from public.leads;').output)).toBe(total + 1);
      expect(
        await service.accept({
          kind: 'booking',
          delivery: 'booking',
          fields: booking,
          payload: booking,
          submissionId: 'bulk-4999',
        }),
      ).toMatchObject({ duplicate: true });
      expect((await staff('show', last)).out).toMatch(/Erased: .* \(personal data removed\)/);
    } finally {
      await rest.close();
    }
  }, 120_000);
});
