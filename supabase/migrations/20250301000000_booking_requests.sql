-- Booking requests recorded by the send-booking-confirmation edge function.
create table if not exists public.booking_requests (
  id uuid primary key default gen_random_uuid(),
  created_at timestamptz not null default now(),
  customer_name text not null check (char_length(customer_name) between 1 and 120),
  customer_email text not null check (char_length(customer_email) between 3 and 254),
  customer_phone text not null check (char_length(customer_phone) between 7 and 30),
  company text not null default '' check (char_length(company) <= 120),
  -- As the visitor saw it, e.g. "March 5, 2025"; the time is US Central, e.g. "9:00 AM".
  booking_date text not null,
  booking_time text not null,
  meeting_type text not null check (meeting_type in ('phone', 'video')),
  description text not null default '' check (char_length(description) <= 3000),
  status text not null default 'requested' check (status in ('requested', 'confirmed', 'declined'))
);

create index if not exists booking_requests_created_at_idx on public.booking_requests (created_at desc);

-- Only the function (service role) writes and staff read through the dashboard; no policy grants
-- the public anon key anything.
alter table public.booking_requests enable row level security;
