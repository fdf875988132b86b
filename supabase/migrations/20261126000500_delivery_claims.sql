-- A delivery (the lead's own, the mail and the webhook notification) is claimed before it runs,
-- so several server instances sharing this table never run the same one at once: an instance
-- sets the column to the end of its lease with a conditional update that only one of them wins
-- (`... is null or ... < now()`), and clears it after the outcome is stored. A claim whose holder
-- was killed lapses when its lease has passed (docs/decisions/0023).

alter table public.leads
  add column if not exists claimed_until timestamptz,
  add column if not exists mail_claimed_until timestamptz,
  add column if not exists webhook_claimed_until timestamptz;
