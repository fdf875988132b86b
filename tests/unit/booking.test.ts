import { afterEach, describe, expect, it } from 'vitest';

import {
  BOOKING_SLOTS,
  BOOKING_TIME_ZONE,
  CALL_DURATION_MINUTES,
  DEFAULT_MEETING_TYPE,
  MEETING_TYPES,
  formatBookingDate,
  isBookableDate,
  isMeetingType,
  isSlotAvailable,
  isValidIsoDate,
  isWeekend,
  nextBookableDates,
  todayInCentral,
} from '~/lib/booking/booking';

// Reference calendar (America/Chicago):
//   Fri 2025-03-07 CST (UTC-6), Sat 03-08, Sun 03-09 DST starts 02:00 -> CDT (UTC-5), Mon 03-10.
//   Sun 2025-11-02 DST ends 02:00 CDT -> 01:00 CST.
const at = (iso: string) => new Date(iso);

const INVALID_DATES = [
  '',
  '2025-02-30',
  '2025-02-29',
  '1900-02-29',
  '2025-04-31',
  '2025-13-01',
  '2025-00-10',
  '2025-03-00',
  '2025-03-32',
  '2025-3-10',
  '2025-03-1',
  '25-03-10',
  '20250310',
  '2025/03/10',
  '03/10/2025',
  '2025-03-10T00:00:00Z',
  ' 2025-03-10',
  '2025-03-10 ',
  '2025-03-10\n',
  '+2025-03-10',
  '２０２５-03-10',
  'abcd-ef-gh',
  'March 10, 2025',
];

describe('booking constants', () => {
  it('offers the seven SPEC.md slots in order, with 11:00 AM and 4:00 PM unavailable', () => {
    expect(BOOKING_SLOTS).toEqual([
      { value: '9:00 AM', available: true },
      { value: '10:00 AM', available: true },
      { value: '11:00 AM', available: false },
      { value: '1:00 PM', available: true },
      { value: '2:00 PM', available: true },
      { value: '3:00 PM', available: true },
      { value: '4:00 PM', available: false },
    ]);
  });

  it('offers phone (default) and video calls of 30 minutes in Central time', () => {
    expect(MEETING_TYPES).toEqual([
      { value: 'phone', label: 'Phone call' },
      { value: 'video', label: 'Video call' },
    ]);
    expect(DEFAULT_MEETING_TYPE).toBe('phone');
    expect(CALL_DURATION_MINUTES).toBe(30);
    expect(BOOKING_TIME_ZONE).toBe('America/Chicago');
  });

  it('recognises only the exact meeting type values', () => {
    expect(isMeetingType('phone')).toBe(true);
    expect(isMeetingType('video')).toBe(true);
    for (const value of ['', 'Phone', 'phone ', 'Phone call', 'email', 'in-person']) {
      expect(isMeetingType(value)).toBe(false);
    }
  });
});

describe('isValidIsoDate', () => {
  it.each(['2025-03-10', '2024-02-29', '2000-02-29', '2025-12-31', '2025-01-01', '0099-06-15'])(
    'accepts %j',
    (value) => {
      expect(isValidIsoDate(value)).toBe(true);
    },
  );

  it.each(INVALID_DATES)('rejects %j', (value) => {
    expect(isValidIsoDate(value)).toBe(false);
  });
});

describe('todayInCentral', () => {
  it('is still Friday in Chicago when UTC has reached Saturday', () => {
    expect(todayInCentral(at('2025-03-08T03:00:00Z'))).toBe('2025-03-07');
  });

  it('turns the day at Central midnight, not UTC midnight (CST, UTC-6)', () => {
    expect(todayInCentral(at('2025-03-08T05:59:59.999Z'))).toBe('2025-03-07');
    expect(todayInCentral(at('2025-03-08T06:00:00Z'))).toBe('2025-03-08');
  });

  it('turns the day an hour earlier in UTC under daylight saving time (CDT, UTC-5)', () => {
    expect(todayInCentral(at('2025-07-04T04:59:59Z'))).toBe('2025-07-03');
    expect(todayInCentral(at('2025-07-04T05:00:00Z'))).toBe('2025-07-04');
  });

  it('follows the DST switches', () => {
    // 01:59:59 CST, then the clock jumps to 03:00 CDT on the same day.
    expect(todayInCentral(at('2025-03-09T07:59:59Z'))).toBe('2025-03-09');
    expect(todayInCentral(at('2025-03-10T04:59:59Z'))).toBe('2025-03-09');
    expect(todayInCentral(at('2025-03-10T05:00:00Z'))).toBe('2025-03-10');
    // 01:30 happens twice on 2025-11-02; both are that Sunday.
    expect(todayInCentral(at('2025-11-02T06:30:00Z'))).toBe('2025-11-02');
    expect(todayInCentral(at('2025-11-02T07:30:00Z'))).toBe('2025-11-02');
    expect(todayInCentral(at('2025-11-03T05:59:59Z'))).toBe('2025-11-02');
    expect(todayInCentral(at('2025-11-03T06:00:00Z'))).toBe('2025-11-03');
  });

  it('crosses the year boundary in Central time', () => {
    expect(todayInCentral(at('2026-01-01T05:59:00Z'))).toBe('2025-12-31');
    expect(todayInCentral(at('2026-01-01T06:00:00Z'))).toBe('2026-01-01');
  });

  describe('whatever the host time zone', () => {
    const original = process.env.TZ;
    afterEach(() => {
      if (original === undefined) delete process.env.TZ;
      else process.env.TZ = original;
    });

    it.each(['Pacific/Kiritimati', 'Pacific/Pago_Pago', 'Asia/Tokyo', 'UTC'])('in %s', (zone) => {
      process.env.TZ = zone;
      expect(todayInCentral(at('2025-03-08T03:00:00Z'))).toBe('2025-03-07');
      expect(isWeekend('2025-03-08')).toBe(true);
      expect(isWeekend('2025-03-07')).toBe(false);
      expect(nextBookableDates(at('2025-03-08T03:00:00Z'), 1)).toEqual(['2025-03-10']);
      expect(formatBookingDate('2025-03-01')).toBe('March 1, 2025');
    });
  });
});

describe('isWeekend', () => {
  it.each([
    ['2025-03-07', false], // Friday
    ['2025-03-08', true], // Saturday
    ['2025-03-09', true], // Sunday
    ['2025-03-10', false], // Monday
    ['2024-02-29', false], // Thursday
    ['2000-01-01', true], // Saturday
    ['2025-12-27', true], // Saturday
    ['2026-01-04', true], // Sunday
    ['2026-01-05', false], // Monday
  ])('%s -> %s', (date, weekend) => {
    expect(isWeekend(date)).toBe(weekend);
  });

  it('does not call an invalid date a weekend day', () => {
    expect(isWeekend('2025-02-30')).toBe(false);
    expect(isWeekend('not a date')).toBe(false);
  });
});

describe('isBookableDate', () => {
  // Friday 21:00 CST; UTC is already Saturday.
  const fridayNight = at('2025-03-08T03:00:00Z');

  it('accepts today in Central time even though UTC has moved on', () => {
    expect(isBookableDate('2025-03-07', fridayNight)).toBe(true);
  });

  it('rejects the past', () => {
    expect(isBookableDate('2025-03-06', fridayNight)).toBe(false);
    expect(isBookableDate('2024-03-11', fridayNight)).toBe(false);
  });

  it('rejects Saturdays and Sundays', () => {
    expect(isBookableDate('2025-03-08', fridayNight)).toBe(false);
    expect(isBookableDate('2025-03-09', fridayNight)).toBe(false);
    expect(isBookableDate('2025-03-15', fridayNight)).toBe(false);
    expect(isBookableDate('2025-03-16', fridayNight)).toBe(false);
  });

  it('accepts future weekdays', () => {
    expect(isBookableDate('2025-03-10', fridayNight)).toBe(true);
    expect(isBookableDate('2025-03-14', fridayNight)).toBe(true);
    expect(isBookableDate('2026-01-02', fridayNight)).toBe(true);
  });

  it('makes yesterday unbookable at Central midnight', () => {
    expect(isBookableDate('2025-03-10', at('2025-03-11T04:59:59Z'))).toBe(true);
    expect(isBookableDate('2025-03-10', at('2025-03-11T05:00:00Z'))).toBe(false);
  });

  it.each(INVALID_DATES)('rejects the invalid date %j', (value) => {
    expect(isBookableDate(value, fridayNight)).toBe(false);
  });
});

describe('isSlotAvailable', () => {
  // Monday 2025-03-10 is the first weekday under CDT (UTC-5).
  const sundayNoon = at('2025-03-09T17:00:00Z');

  it('offers every available slot on a future weekday', () => {
    const offered = BOOKING_SLOTS.filter((slot) => isSlotAvailable('2025-03-10', slot.value, sundayNoon)).map(
      (slot) => slot.value,
    );
    expect(offered).toEqual(['9:00 AM', '10:00 AM', '1:00 PM', '2:00 PM', '3:00 PM']);
  });

  it('never offers the unavailable slots', () => {
    expect(isSlotAvailable('2025-03-10', '11:00 AM', sundayNoon)).toBe(false);
    expect(isSlotAvailable('2025-03-10', '4:00 PM', sundayNoon)).toBe(false);
  });

  it.each(['', '12:00 PM', '5:00 PM', '9:00AM', '09:00 AM', '9:00 am', ' 9:00 AM', '9:00', '9:30 AM'])(
    'rejects %j, which is not an offered slot',
    (slot) => {
      expect(isSlotAvailable('2025-03-10', slot, sundayNoon)).toBe(false);
    },
  );

  it('rejects slots on weekends, past dates and invalid dates', () => {
    expect(isSlotAvailable('2025-03-15', '9:00 AM', sundayNoon)).toBe(false);
    expect(isSlotAvailable('2025-03-09', '9:00 AM', sundayNoon)).toBe(false);
    expect(isSlotAvailable('2025-03-07', '9:00 AM', sundayNoon)).toBe(false);
    expect(isSlotAvailable('2025-02-30', '9:00 AM', sundayNoon)).toBe(false);
  });

  it('judges today by Central wall-clock time, not UTC (13:30 UTC is 8:30 CDT)', () => {
    const now = at('2025-03-10T13:30:00Z');
    expect(isSlotAvailable('2025-03-10', '9:00 AM', now)).toBe(true);
    expect(isSlotAvailable('2025-03-10', '3:00 PM', now)).toBe(true);
  });

  it('closes a slot the moment it starts (CDT)', () => {
    expect(isSlotAvailable('2025-03-10', '9:00 AM', at('2025-03-10T13:59:59.999Z'))).toBe(true);
    expect(isSlotAvailable('2025-03-10', '9:00 AM', at('2025-03-10T14:00:00Z'))).toBe(false);
    expect(isSlotAvailable('2025-03-10', '1:00 PM', at('2025-03-10T17:59:59Z'))).toBe(true);
    expect(isSlotAvailable('2025-03-10', '1:00 PM', at('2025-03-10T18:00:00Z'))).toBe(false);
  });

  it('closes a slot the moment it starts (CST, an hour later in UTC)', () => {
    expect(isSlotAvailable('2025-03-07', '9:00 AM', at('2025-03-07T14:59:59Z'))).toBe(true);
    expect(isSlotAvailable('2025-03-07', '9:00 AM', at('2025-03-07T15:00:00Z'))).toBe(false);
    expect(isSlotAvailable('2025-11-03', '3:00 PM', at('2025-11-03T20:59:59Z'))).toBe(true);
    expect(isSlotAvailable('2025-11-03', '3:00 PM', at('2025-11-03T21:00:00Z'))).toBe(false);
  });

  it('keeps later slots of today open and earlier ones closed', () => {
    // 10:30 CDT
    const now = at('2025-03-10T15:30:00Z');
    const offered = BOOKING_SLOTS.filter((slot) => isSlotAvailable('2025-03-10', slot.value, now));
    expect(offered.map((slot) => slot.value)).toEqual(['1:00 PM', '2:00 PM', '3:00 PM']);
  });

  it('does not let the time of day affect tomorrow', () => {
    // 23:30 CDT Monday; UTC is already Tuesday 04:30.
    const now = at('2025-03-11T04:30:00Z');
    expect(isSlotAvailable('2025-03-10', '3:00 PM', now)).toBe(false);
    expect(isSlotAvailable('2025-03-11', '9:00 AM', now)).toBe(true);
  });
});

describe('nextBookableDates', () => {
  it('skips a Friday with no slots left and the weekend', () => {
    expect(nextBookableDates(at('2025-03-08T03:00:00Z'), 3)).toEqual(['2025-03-10', '2025-03-11', '2025-03-12']);
  });

  it('includes today while its last available slot has not started', () => {
    expect(nextBookableDates(at('2025-03-07T20:59:59Z'), 3)).toEqual(['2025-03-07', '2025-03-10', '2025-03-11']);
  });

  it('drops today once its last available slot has started', () => {
    expect(nextBookableDates(at('2025-03-07T21:00:00Z'), 2)).toEqual(['2025-03-10', '2025-03-11']);
  });

  it('starts on Monday when asked on a weekend', () => {
    expect(nextBookableDates(at('2025-03-08T18:00:00Z'), 1)).toEqual(['2025-03-10']);
    expect(nextBookableDates(at('2025-03-09T23:00:00Z'), 1)).toEqual(['2025-03-10']);
  });

  it('runs across the weekend', () => {
    // 07:00 CDT Monday
    expect(nextBookableDates(at('2025-03-10T12:00:00Z'), 7)).toEqual([
      '2025-03-10',
      '2025-03-11',
      '2025-03-12',
      '2025-03-13',
      '2025-03-14',
      '2025-03-17',
      '2025-03-18',
    ]);
  });

  it('runs across month, leap day and year boundaries', () => {
    // 17:30 CST Wed 2024-02-28
    expect(nextBookableDates(at('2024-02-28T23:30:00Z'), 3)).toEqual(['2024-02-29', '2024-03-01', '2024-03-04']);
    // 17:00 CST Wed 2025-12-31
    expect(nextBookableDates(at('2025-12-31T23:00:00Z'), 3)).toEqual(['2026-01-01', '2026-01-02', '2026-01-05']);
  });

  it('returns nothing for a count of 0', () => {
    expect(nextBookableDates(at('2025-03-10T12:00:00Z'), 0)).toEqual([]);
  });

  it.each([-1, 1.5, Number.NaN, Number.POSITIVE_INFINITY])('rejects the count %s', (count) => {
    expect(() => nextBookableDates(at('2025-03-10T12:00:00Z'), count)).toThrow(RangeError);
  });
});

describe('formatBookingDate', () => {
  it.each([
    ['2025-03-05', 'March 5, 2025'],
    ['2025-01-01', 'January 1, 2025'],
    ['2024-02-29', 'February 29, 2024'],
    ['2025-10-10', 'October 10, 2025'],
    ['2025-12-31', 'December 31, 2025'],
    ['2026-06-09', 'June 9, 2026'],
  ])('%s -> %s', (date, formatted) => {
    expect(formatBookingDate(date)).toBe(formatted);
  });

  it.each(['2025-02-30', '2025-3-5', 'March 5, 2025', ''])('throws on %j', (value) => {
    expect(() => formatBookingDate(value)).toThrow(RangeError);
  });
});
