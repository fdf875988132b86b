-- Bookings become idempotent and typed, their e-mails are tracked, and every lead the
-- site takes has a table of its own. Neither table is open to the public anon key.

-- Typed date and time, converted from the text the first version stored ("March 5, 2025", "9:00 AM").
alter table public.booking_requests
  alter column booking_date type date using to_date(booking_date, 'FMMonth FMDD, YYYY'),
  alter column booking_time type time using to_timestamp(booking_time, 'FMHH12:MI AM')::time;

-- The site's lead id: a repeated call (a retry, a double submit) finds the row it stored before.
alter table public.booking_requests add column if not exists submission_key text;
update public.booking_requests set submission_key = id::text where submission_key is null;
alter table public.booking_requests
  alter column submission_key set not null,
  add constraint booking_requests_submission_key_key unique (submission_key),
  add constraint booking_requests_submission_key_check check (submission_key ~ '^[A-Za-z0-9-]{8,64}$'),
  -- Calls are offered Monday to Friday only.
  -- NOT VALID: rows the first version accepted on a weekend stay; every new row is checked.
  add constraint booking_requests_weekday_check check (extract(isodow from booking_date) between 1 and 5) not valid;

-- When each e-mail went out; null means it is still to be sent (the function retries it).
alter table public.booking_requests
  add column if not exists confirmation_sent_at timestamptz,
  add column if not exists notice_sent_at timestamptz;

-- Every enquiry the site takes (contact, service and audit requests, job applications, website
-- requests, bookings), written with the server-side key before anything else happens.
create table if not exists public.leads (
  id uuid primary key default gen_random_uuid(),
  -- The idempotency key: the same submission is one row.
  key text not null unique check (char_length(key) between 8 and 200),
  kind text not null check (kind in ('contact', 'service-request', 'audit-request', 'job-application', 'website-request', 'booking')),
  delivery text not null check (delivery in ('mail-draft', 'booking', 'website-request')),
  received_at timestamptz not null default now(),
  fields jsonb not null,
  payload jsonb,
  attachments jsonb not null default '[]'::jsonb,
  state text not null default 'pending' check (state in ('handed-to-visitor', 'pending', 'delivered', 'refused', 'gave-up')),
  attempts integer not null default 0 check (attempts >= 0),
  last_reason text,
  next_attempt_at timestamptz
);

create index if not exists leads_due_idx on public.leads (next_attempt_at) where state = 'pending';

-- Row-level security with no policy: only the service role (which bypasses it) reads or writes.
alter table public.leads enable row level security;
alter table public.booking_requests enable row level security;
revoke all on public.leads from anon, authenticated;
revoke all on public.booking_requests from anon, authenticated;

-- Résumés: a private Storage bucket written with the service role key (Supabase projects have the
-- storage schema; a plain PostgreSQL, as in the repository's tests, has none and skips this).
do $$
begin
  if exists (select 1 from information_schema.tables where table_schema = 'storage' and table_name = 'buckets') then
    insert into storage.buckets (id, name, public) values ('resumes', 'resumes', false) on conflict (id) do nothing;
  end if;
end
$$;
