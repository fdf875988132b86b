-- The form rate limit every instance of the site shares (docs/decisions/0023): one counter per
-- client key and fixed window, raised by a single upsert so concurrent posts to different
-- instances never lose a hit.

create table if not exists public.form_rate_limits (
  -- A keyed hash of the client's address: the site never sends the address itself.
  key text not null check (length(key) <= 200),
  -- The window's length (a minute and an hour both start on the hour, so it is part of the key).
  window_seconds integer not null check (window_seconds between 1 and 86400),
  -- Windows start on multiples of their length since the epoch, read on the database's clock.
  window_start timestamptz not null,
  -- When the count stops mattering; rows past it are deleted by the function.
  expires_at timestamptz not null,
  hits integer not null default 1,
  primary key (key, window_seconds, window_start)
);

-- Finds ended windows without reading the live ones.
create index if not exists form_rate_limits_expires_idx on public.form_rate_limits (expires_at);

-- Only the site's server-side key counts; the public keys neither read nor call anything here.
alter table public.form_rate_limits enable row level security;
revoke all on public.form_rate_limits from anon, authenticated;
grant select, insert, update, delete on public.form_rate_limits to service_role;

-- Counts one post of `client_key` in the current window of `window_seconds` and returns the
-- window's count including it (1 for the first). Called through the REST interface as
-- `POST /rest/v1/rpc/hit_form_rate_limit`.
create or replace function public.hit_form_rate_limit(client_key text, window_seconds integer)
returns integer
language plpgsql
volatile
security invoker
set search_path = ''
as $$
declare
  -- Parameters are qualified with the function's name: the table has a column of the same name.
  length_seconds constant integer := hit_form_rate_limit.window_seconds;
  started timestamptz;
  counted integer;
begin
  if client_key is null or length(client_key) > 200 or length_seconds is null or length_seconds not between 1 and 86400 then
    raise exception 'hit_form_rate_limit: a key of at most 200 characters and a window of 1 to 86400 seconds'
      using errcode = '22023';
  end if;
  started := to_timestamp(floor(extract(epoch from now()) / length_seconds) * length_seconds);

  insert into public.form_rate_limits as counter (key, window_seconds, window_start, expires_at, hits)
  values (client_key, length_seconds, started, started + make_interval(secs => length_seconds), 1)
  on conflict on constraint form_rate_limits_pkey do update set hits = counter.hits + 1
  returning counter.hits into counted;

  -- Ended windows count for nothing. Each call removes a few, so a flood of addresses that never
  -- return cannot pile up rows; rows another call is removing are skipped rather than waited for.
  delete from public.form_rate_limits
   where ctid in (
     select ctid from public.form_rate_limits
      where expires_at < now()
      limit 100
        for update skip locked
   );

  return counted;
end;
$$;

-- PostgreSQL lets everyone execute a new function, and Supabase also grants it to its API roles.
revoke all on function public.hit_form_rate_limit(text, integer) from public, anon, authenticated;
grant execute on function public.hit_form_rate_limit(text, integer) to service_role;
