-- Every lead tells the studio (an e-mail, and a webhook where one is configured), each as a
-- delivery of its own with its state on the lead's row; leads keep where the visitor came from
-- and the spam verdict, and spam is a state of its own (docs/decisions/0017).

alter table public.leads
  add column if not exists source jsonb not null default '{}'::jsonb,
  add column if not exists spam jsonb,
  -- The channels that tell the studio of this lead; rows from before had none.
  add column if not exists notify text[] not null default '{}',
  add column if not exists mail_state text check (mail_state in ('pending', 'delivered', 'refused', 'gave-up')),
  add column if not exists mail_attempts integer not null default 0 check (mail_attempts >= 0),
  add column if not exists mail_last_reason text,
  add column if not exists mail_next_attempt_at timestamptz,
  add column if not exists webhook_state text check (webhook_state in ('pending', 'delivered', 'refused', 'gave-up')),
  add column if not exists webhook_attempts integer not null default 0 check (webhook_attempts >= 0),
  add column if not exists webhook_last_reason text,
  add column if not exists webhook_next_attempt_at timestamptz;

alter table public.leads drop constraint if exists leads_state_check;
alter table public.leads
  add constraint leads_state_check
  check (state in ('handed-to-visitor', 'pending', 'delivered', 'refused', 'gave-up', 'spam'));

-- The retrier asks for notifications that are due, as it does for deliveries.
create index if not exists leads_mail_due_idx on public.leads (mail_next_attempt_at) where mail_state = 'pending';
create index if not exists leads_webhook_due_idx on public.leads (webhook_next_attempt_at) where webhook_state = 'pending';
