-- Every mail of a booking change (to the prospect or the studio) is kept as a delivery of its own
-- before it is sent, on the leads' rows, so the same retrier, claims and counts cover it: the kind
-- `booking-mail` and the delivery `mail` (docs/decisions/0019).

alter table public.leads drop constraint if exists leads_kind_check;
alter table public.leads
  add constraint leads_kind_check
  check (kind in ('contact', 'service-request', 'audit-request', 'job-application', 'website-request', 'booking', 'booking-mail'));

alter table public.leads drop constraint if exists leads_delivery_check;
alter table public.leads
  add constraint leads_delivery_check
  check (delivery in ('mail-draft', 'booking', 'website-request', 'mail'));
