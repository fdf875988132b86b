import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLeadService } from '~/leads/lead-service.server';
import { createSupabaseLeadStore } from '~/leads/supabase-lead-store.server';
import { findPostgresBin, startPostgres } from '../support/postgres';
import { startPostgrestStandIn } from '../support/postgrest-stand-in';

// The migrations on a real PostgreSQL, with Supabase's roles, to prove row-level security keeps
// bookings and leads away from the public anon key. Debian's `postgresql` package provides the
// server (.ci/run installs it). Without it the file is skipped locally, never in CI.
const bin = findPostgresBin();
if (!bin && process.env.CI) throw new Error('PostgreSQL is required in CI: apt-get install postgresql');
if (!bin) console.warn('Skipping the migration tests: no PostgreSQL server binaries (apt-get install postgresql).');

const MIGRATIONS = path.resolve('supabase/migrations');
const files = readdirSync(MIGRATIONS)
  .filter((name) => name.endsWith('.sql'))
  .sort();

// What a Supabase project has before any migration: the API roles, and default privileges that
// give them every new table (row-level security is what stands between anon and the rows).
const SUPABASE_ROLES = `
  create role anon nologin;
  create role authenticated nologin;
  create role service_role nologin bypassrls;
  grant usage on schema public to anon, authenticated, service_role;
  alter default privileges in schema public grant all on tables to anon, authenticated, service_role;
`;

describe.skipIf(!bin)('supabase migrations on PostgreSQL', () => {
  let db: ReturnType<typeof startPostgres>;
  const apply = (file: string) => {
    const result = db.sql(readFileSync(path.join(MIGRATIONS, file), 'utf8'));
    if (!result.ok) throw new Error(`${file}: ${result.output}`);
  };

  beforeAll(() => {
    db = startPostgres(bin ?? '');
    expect(db.sql(SUPABASE_ROLES)).toMatchObject({ ok: true });
    // The first migration, with a booking as the first version stored it (text date and time).
    const [first, ...rest] = files;
    apply(first ?? '');
    expect(
      db.sql(`insert into public.booking_requests (customer_name, customer_email, customer_phone, booking_date, booking_time, meeting_type)
              values ('Ada', 'ada@example.com', '214 555 0100', 'March 5, 2025', '2:00 PM', 'video');`),
    ).toMatchObject({ ok: true });
    for (const file of rest) apply(file);
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
    for (const table of ['booking_requests', 'leads']) {
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
});
