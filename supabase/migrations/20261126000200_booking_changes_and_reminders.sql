-- Bookings change after they are made: the prospect cancels or moves the call, the studio
-- confirms or declines it, and a reminder goes out a day before a confirmed call
-- (docs/decisions/0019). The site makes these changes with the service role key.

-- The calendar invite's SEQUENCE: grows with every change the prospect is sent (a new time,
-- a cancellation), so calendars replace the event rather than add one.
alter table public.booking_requests
  add column if not exists sequence integer not null default 0 check (sequence >= 0),
  -- When the reminder was sent; at most one per booking.
  add column if not exists reminded_at timestamptz;

-- The reminder pass asks for confirmed calls starting soon that have had no reminder.
create index if not exists booking_requests_reminder_due_idx
  on public.booking_requests (slot_start)
  where status = 'confirmed' and reminded_at is null;

-- The studio is told of every booking by the site's notifier, not by the function: the column
-- that recorded the function's own notice has nothing to record.
alter table public.booking_requests drop column if exists notice_sent_at;
