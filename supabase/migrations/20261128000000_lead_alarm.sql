-- The alarm's memory when the leads are kept here (docs/operating.md, "The alarm"): one row whose
-- `state` says which channels are failing since when and when each destination last took an
-- alert, so every instance of the site sees what any of them sent, and whose `claimed_until` is a
-- claim each check takes with a conditional update (as a lead's delivery is claimed), so of
-- several instances checking at the same moment only one sends.

create table if not exists public.lead_alarm (
  id text primary key check (id = 'alarm'),
  state jsonb not null default '{"channels": {}}'::jsonb,
  claimed_until timestamptz
);

insert into public.lead_alarm (id) values ('alarm') on conflict (id) do nothing;

-- Only the site's server-side key reads or writes it.
alter table public.lead_alarm enable row level security;
revoke all on public.lead_alarm from anon, authenticated;
grant select, insert, update on public.lead_alarm to service_role;
