-- The lead store asks the table for what it needs (a key, a page, the due rows) instead of
-- reading it whole; staff keep a status and notes with each lead; an erased lead stays as a
-- tombstone without personal data (docs/decisions/0022).

alter table public.leads
  -- Where the studio stands with the enquiry (the staff command sets it).
  add column if not exists status text not null default 'new'
    check (status in ('new', 'contacted', 'qualified', 'won', 'lost')),
  add column if not exists notes jsonb not null default '[]'::jsonb,
  -- Set when the person's data was erased (a deletion request or the retention period).
  add column if not exists erased_at timestamptz,
  -- The visitor's address, lower-cased: what a deletion request names.
  add column if not exists email text,
  -- The de-duplication key: the part of `key` before the `@` of a submission without an id.
  add column if not exists dedupe_key text generated always as (split_part(key, '@', 1)) stored;

update public.leads
   set email = lower(trim(coalesce(nullif(fields ->> 'email', ''), fields ->> 'customerEmail')))
 where email is null and erased_at is null;

-- Rows stored before the store wrote the first attempt's time are due at once, as they were.
update public.leads set next_attempt_at = received_at where state = 'pending' and next_attempt_at is null;
update public.leads set mail_next_attempt_at = received_at where mail_state = 'pending' and mail_next_attempt_at is null;
update public.leads set webhook_next_attempt_at = received_at
 where webhook_state = 'pending' and webhook_next_attempt_at is null;

-- Pages of the list, oldest first (and the retention job's "received before").
create index if not exists leads_received_idx on public.leads (received_at, id);
create index if not exists leads_kind_received_idx on public.leads (kind, received_at);
create index if not exists leads_status_received_idx on public.leads (status, received_at);
-- The latest lead of a submission, for de-duplication.
create index if not exists leads_dedupe_idx on public.leads (dedupe_key, received_at desc);
-- A deletion request.
create index if not exists leads_email_idx on public.leads (email) where email is not null;
