import { SLOT_TAKEN } from '../_shared/booking-rules.ts';
import type { BookingRequest, StoredBooking } from './handler.ts';

type Row = { id: string; confirmation_sent_at: string | null };

function isRow(value: unknown): value is Row {
  return typeof value === 'object' && value !== null && 'id' in value && typeof value.id === 'string';
}

/**
 * The booking_requests table through Supabase's REST interface, with the service role key the
 * platform gives every function (row-level security keeps the table closed to the anon key).
 * The unique submission_key makes a repeated call find the row it stored before; the unique
 * index on slot_start for live bookings makes a second booking of a slot fail, however close
 * together the two arrive.
 */
export function createRestStore(supabaseUrl: string, serviceRoleKey: string, fetchImpl: typeof fetch = fetch) {
  const headers = {
    apikey: serviceRoleKey,
    Authorization: `Bearer ${serviceRoleKey}`,
    'Content-Type': 'application/json',
  };
  const table = `${supabaseUrl}/rest/v1/booking_requests`;
  const columns = 'select=id,confirmation_sent_at';

  function toStored(row: Row): StoredBooking {
    return { id: row.id, confirmationSentAt: row.confirmation_sent_at };
  }

  return {
    async saveBooking(booking: BookingRequest): Promise<StoredBooking | typeof SLOT_TAKEN> {
      const response = await fetchImpl(`${table}?${columns}`, {
        method: 'POST',
        headers: { ...headers, Prefer: 'return=representation' },
        body: JSON.stringify({
          submission_key: booking.submissionKey,
          customer_name: booking.customerName,
          customer_email: booking.customerEmail,
          customer_phone: booking.customerPhone,
          company: booking.company,
          booking_date: booking.isoDate,
          booking_time: booking.sqlTime,
          slot_start: booking.slotStart,
          meeting_type: booking.meetingType,
          description: booking.description,
        }),
      });
      if (response.ok) {
        const rows: unknown = await response.json();
        const row = Array.isArray(rows) ? rows[0] : undefined;
        if (isRow(row)) return toStored(row);
        throw new Error('booking_requests insert returned no row');
      }
      // 409: a unique key exists. The submission key: a repeat of a booking already stored; if
      // no row has that key, the slot: another live booking holds it.
      if (response.status !== 409)
        throw new Error(`booking_requests insert answered ${response.status}: ${await response.text()}`);
      const existing = await fetchImpl(
        `${table}?${columns}&submission_key=eq.${encodeURIComponent(booking.submissionKey)}`,
        { headers },
      );
      const rows: unknown = existing.ok ? await existing.json() : [];
      const row = Array.isArray(rows) ? rows[0] : undefined;
      if (isRow(row)) return toStored(row);
      if (existing.ok) return SLOT_TAKEN;
      throw new Error(`booking_requests lookup answered ${existing.status}`);
    },
    async confirmationsSentTo(email: string, since: Date): Promise<number> {
      const response = await fetchImpl(
        `${table}?select=id&customer_email=eq.${encodeURIComponent(email)}&confirmation_sent_at=gte.${encodeURIComponent(since.toISOString())}`,
        { headers },
      );
      if (!response.ok) throw new Error(`booking_requests count answered ${response.status}`);
      const rows: unknown = await response.json();
      return Array.isArray(rows) ? rows.length : 0;
    },
    async takenSlots(from: Date): Promise<string[]> {
      const response = await fetchImpl(
        `${table}?select=slot_start&status=in.(requested,confirmed)&slot_start=gte.${encodeURIComponent(from.toISOString())}`,
        { headers },
      );
      if (!response.ok) throw new Error(`booking_requests taken slots answered ${response.status}`);
      const rows: unknown = await response.json();
      if (!Array.isArray(rows)) throw new Error('booking_requests taken slots is not a list');
      return rows.flatMap((row: unknown) =>
        typeof row === 'object' && row !== null && 'slot_start' in row && typeof row.slot_start === 'string'
          ? [new Date(row.slot_start).toISOString()]
          : [],
      );
    },
    async markMailSent(submissionKey: string): Promise<void> {
      const column = 'confirmation_sent_at';
      const response = await fetchImpl(`${table}?submission_key=eq.${encodeURIComponent(submissionKey)}`, {
        method: 'PATCH',
        headers: { ...headers, Prefer: 'return=minimal' },
        body: JSON.stringify({ [column]: new Date().toISOString() }),
      });
      if (!response.ok) throw new Error(`booking_requests update answered ${response.status}`);
    },
  };
}
