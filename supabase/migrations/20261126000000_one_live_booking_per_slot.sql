-- One live booking per slot. A booking holds its slot while it is requested or confirmed; the
-- database refuses a second one, so two requests arriving together cannot both win
-- (docs/decisions/0019).

-- The instant the call starts. Rows stored before kept a date and a time in US Central time,
-- the only zone offered until then; the zone is now the availability document's.
alter table public.booking_requests add column if not exists slot_start timestamptz;
update public.booking_requests
  set slot_start = (booking_date + booking_time) at time zone 'America/Chicago'
  where slot_start is null;
alter table public.booking_requests alter column slot_start set not null;

-- A cancelled booking frees its slot.
alter table public.booking_requests drop constraint if exists booking_requests_status_check;
alter table public.booking_requests
  add constraint booking_requests_status_check check (status in ('requested', 'confirmed', 'declined', 'cancelled'));

-- Which days and times are offered is the availability document's to say now (it may open a
-- Saturday); the function checks it.
alter table public.booking_requests drop constraint if exists booking_requests_weekday_check;

-- Slots booked twice before this migration: the earliest booking keeps the slot, and the later
-- ones are declined (the studio answers them), so the index below can be built.
update public.booking_requests later
  set status = 'declined'
  where later.status in ('requested', 'confirmed')
    and exists (
      select 1 from public.booking_requests earlier
      where earlier.slot_start = later.slot_start
        and earlier.status in ('requested', 'confirmed')
        and (earlier.created_at, earlier.id) < (later.created_at, later.id)
    );

create unique index if not exists booking_requests_live_slot_key
  on public.booking_requests (slot_start)
  where status in ('requested', 'confirmed');

-- How many confirmations went to one address lately (at most three a day are sent).
create index if not exists booking_requests_confirmations_idx
  on public.booking_requests (customer_email, confirmation_sent_at)
  where confirmation_sent_at is not null;
