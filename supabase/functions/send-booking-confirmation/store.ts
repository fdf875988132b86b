import type { BookingRequest } from './handler.ts';

/**
 * Saves bookings in the booking_requests table through Supabase's REST interface, with the
 * service role key the platform gives every function (row level security keeps the table closed
 * to the public anon key).
 */
export function createRestStore(supabaseUrl: string, serviceRoleKey: string) {
  return {
    async saveBooking(booking: BookingRequest): Promise<void> {
      const response = await fetch(`${supabaseUrl}/rest/v1/booking_requests`, {
        method: 'POST',
        headers: {
          apikey: serviceRoleKey,
          Authorization: `Bearer ${serviceRoleKey}`,
          'Content-Type': 'application/json',
          Prefer: 'return=minimal',
        },
        body: JSON.stringify({
          customer_name: booking.customerName,
          customer_email: booking.customerEmail,
          customer_phone: booking.customerPhone,
          company: booking.company,
          booking_date: booking.date,
          booking_time: booking.time,
          meeting_type: booking.meetingType,
          description: booking.description,
        }),
      });
      if (!response.ok)
        throw new Error(`booking_requests insert answered ${response.status}: ${await response.text()}`);
    },
  };
}
