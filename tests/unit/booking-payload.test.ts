import { describe, expect, it } from 'vitest';
import { bookingPayloadOf } from '../../supabase/functions/_shared/booking-payload';

const kept = {
  customerName: 'Ada Lovelace',
  customerEmail: 'ada@example.com',
  customerPhone: '214 555 0100',
  company: '',
  date: 'March 5, 2025',
  time: '9:00 AM',
  meetingType: 'video',
  description: '',
  slotStart: '2025-03-05T15:00:00.000Z',
  siteOrigin: 'http://localhost:3000',
};

describe('bookingPayloadOf', () => {
  it('takes only the payload’s fields from what a booking lead keeps', () => {
    const { slotStart: _slot, siteOrigin: _origin, ...payload } = kept;
    expect(bookingPayloadOf(kept)).toEqual(payload);
  });

  it.each([
    ['a missing field', { ...kept, customerPhone: undefined }],
    ['a field that is not text', { ...kept, date: 20250305 }],
    ['an unknown kind of call', { ...kept, meetingType: 'in person' }],
    ['no object', 'Ada'],
    ['a list', [kept]],
  ])('is null for %s', (_case, value) => {
    expect(bookingPayloadOf(value)).toBeNull();
  });
});
