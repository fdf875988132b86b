import { afterEach, describe, expect, it } from 'vitest';
import {
  CALL_DURATION_MINUTES,
  dayTimes,
  DEFAULT_MEETING_TYPE,
  formatBookingDate,
  isMeetingType,
  isValidIsoDate,
  MEETING_TYPES,
  openDates,
  openTimes,
  slotLabel,
  slotLabelWithOffset,
  slotProblem,
  slotStart,
  takenSlotKeys,
  zonedMoment,
  zoneGenericName,
} from '~/lib/booking/booking';
import { parseAvailability, wallTimeToInstant } from '../../supabase/functions/_shared/booking-rules';
import { seededAvailability, WEEKDAYS_CENTRAL } from '../support/booking-availability';

// Reference calendar (America/Chicago):
//   Sun 2025-03-09 DST starts 02:00 CST -> 03:00 CDT; Sun 2025-11-02 DST ends 02:00 CDT -> 01:00 CST.
const at = (iso: string) => new Date(iso);
const rules = WEEKDAYS_CENTRAL;
const code = (isoDate: string, time: string, now: Date, taken = new Set<string>()) =>
  slotProblem(rules, isoDate, time, now, taken)?.code ?? null;

describe('calendar days', () => {
  it.each(['2025-03-10', '2024-02-29', '2000-02-29', '2025-12-31', '0099-06-15'])('accepts %j', (value) => {
    expect(isValidIsoDate(value)).toBe(true);
  });

  it.each([
    '',
    '2025-02-30',
    '2025-02-29',
    '1900-02-29',
    '2025-13-01',
    '2025-3-10',
    '2025-03-10T00:00:00Z',
    ' 2025-03-10',
    'March 10, 2025',
  ])('rejects %j', (value) => {
    expect(isValidIsoDate(value)).toBe(false);
  });

  it('writes dates as the payload carries them', () => {
    expect(formatBookingDate('2025-03-05')).toBe('March 5, 2025');
  });
});

describe('meeting types', () => {
  it('offers phone (default) and video calls of 30 minutes', () => {
    expect(MEETING_TYPES.map((type) => type.value)).toEqual(['phone', 'video']);
    expect(DEFAULT_MEETING_TYPE).toBe('phone');
    expect(CALL_DURATION_MINUTES).toBe(30);
    expect(isMeetingType('Phone')).toBe(false);
  });
});

describe('wall-clock times and instants across both DST changes', () => {
  it('puts 9:00 AM at UTC-6 in winter and UTC-5 in summer', () => {
    expect(slotStart('2025-03-07', '9:00 AM', 'America/Chicago').toISOString()).toBe('2025-03-07T15:00:00.000Z');
    expect(slotStart('2025-03-10', '9:00 AM', 'America/Chicago').toISOString()).toBe('2025-03-10T14:00:00.000Z');
    expect(slotStart('2025-10-31', '9:00 AM', 'America/Chicago').toISOString()).toBe('2025-10-31T14:00:00.000Z');
    expect(slotStart('2025-11-03', '9:00 AM', 'America/Chicago').toISOString()).toBe('2025-11-03T15:00:00.000Z');
  });

  it('settles the hours around the changes themselves', () => {
    // 03:30 on the spring day exists only in CDT; 01:30 on the autumn day is read as the first.
    expect(wallTimeToInstant('2025-03-09', '03:30', 'America/Chicago').toISOString()).toBe('2025-03-09T08:30:00.000Z');
    expect(wallTimeToInstant('2025-03-09', '01:30', 'America/Chicago').toISOString()).toBe('2025-03-09T07:30:00.000Z');
    expect(wallTimeToInstant('2025-11-02', '03:00', 'America/Chicago').toISOString()).toBe('2025-11-02T09:00:00.000Z');
  });

  it('reads the wall clock and the offset of an instant', () => {
    expect(zonedMoment(at('2025-03-08T03:00:00Z'), 'America/Chicago')).toEqual({
      isoDate: '2025-03-07',
      secondOfDay: 21 * 3600,
      offsetMinutes: -360,
    });
    expect(zonedMoment(at('2025-07-04T05:00:00Z'), 'America/Chicago').offsetMinutes).toBe(-300);
    expect(zonedMoment(at('2025-07-04T05:00:00Z'), 'Asia/Kolkata').offsetMinutes).toBe(330);
  });

  it('names the zone correctly for the date: CST in winter, CDT in summer, with the UTC offset', () => {
    expect(slotLabel('2026-12-01', '10:00 AM', 'America/Chicago')).toBe('10:00 AM CST');
    expect(slotLabel('2027-07-14', '10:00 AM', 'America/Chicago')).toBe('10:00 AM CDT');
    expect(slotLabelWithOffset('2027-07-14', '10:00 AM', 'America/Chicago')).toBe('10:00 AM CDT (UTC\u221205:00)');
    expect(slotLabelWithOffset('2026-12-01', '10:00 AM', 'America/Chicago')).toBe('10:00 AM CST (UTC\u221206:00)');
    expect(zoneGenericName('America/Chicago')).toBe('Central Time');
  });

  describe('whatever the host time zone', () => {
    const original = process.env.TZ;
    afterEach(() => {
      if (original === undefined) delete process.env.TZ;
      else process.env.TZ = original;
    });

    it.each(['Pacific/Kiritimati', 'Pacific/Pago_Pago', 'Asia/Tokyo', 'UTC'])('in %s', (zone) => {
      process.env.TZ = zone;
      expect(slotStart('2025-03-10', '9:00 AM', 'America/Chicago').toISOString()).toBe('2025-03-10T14:00:00.000Z');
      expect(openDates(rules, at('2025-03-08T03:00:00Z'), new Set(), 1)).toEqual(['2025-03-10']);
    });
  });
});

describe('the booking rules', () => {
  // Tuesday 4 March 2025, 10:30 CST.
  const now = at('2025-03-04T16:30:00Z');

  it('offers the weekly times on open weekdays only', () => {
    expect(code('2025-03-06', '9:00 AM', now)).toBeNull();
    expect(code('2025-03-08', '9:00 AM', now)).toBe('day-off');
    expect(code('2025-03-06', '11:00 AM', now)).toBe('not-offered');
    expect(code('2025-03-06', '9:00', now)).toBe('not-offered');
    expect(code('2025-02-30', '9:00 AM', now)).toBe('invalid-date');
  });

  it('refuses the past and anything inside the minimum notice, to the minute', () => {
    expect(code('2025-03-03', '9:00 AM', now)).toBe('past-date');
    expect(code('2025-03-04', '9:00 AM', now)).toBe('past');
    // 12 hours' notice: tomorrow 9:00 CST is 22.5 hours away; 3:00 PM today is 4.5 hours away.
    expect(code('2025-03-04', '3:00 PM', now)).toBe('too-soon');
    expect(code('2025-03-05', '9:00 AM', now)).toBeNull();
    // 9:00 AM booked at 8:59 the day before: 24 h 1 min ahead; with 24 h 2 min of notice it is too soon.
    const strict = { ...rules, minimumNoticeHours: 24 + 2 / 60 };
    const eve = at('2025-03-04T14:59:00Z');
    expect(slotProblem(strict, '2025-03-05', '9:00 AM', eve)?.code).toBe('too-soon');
    expect(slotProblem({ ...rules, minimumNoticeHours: 24 }, '2025-03-05', '9:00 AM', eve)).toBeNull();
    // With no notice, a slot starting this very minute has begun.
    const none = { ...rules, minimumNoticeHours: 0 };
    expect(slotProblem(none, '2025-03-05', '9:00 AM', at('2025-03-05T14:59:00Z'))).toBeNull();
    expect(slotProblem(none, '2025-03-05', '9:00 AM', at('2025-03-05T15:00:00Z'))?.code).toBe('past');
  });

  it('counts notice in real hours across the spring change', () => {
    // Saturday 8 March 2025 21:00 CST; Monday 9:00 CDT is 35 hours later, not 36.
    const saturday = at('2025-03-09T03:00:00Z');
    expect(slotProblem({ ...rules, minimumNoticeHours: 35 }, '2025-03-10', '9:00 AM', saturday)).toBeNull();
    expect(slotProblem({ ...rules, minimumNoticeHours: 35.5 }, '2025-03-10', '9:00 AM', saturday)?.code).toBe(
      'too-soon',
    );
  });

  it('refuses days past the horizon', () => {
    expect(code('2025-05-02', '9:00 AM', now)).toBeNull(); // 59 days ahead
    expect(code('2025-05-05', '9:00 AM', now)).toBe('beyond-horizon'); // 62 days
    expect(code('2099-01-05', '9:00 AM', now)).toBe('beyond-horizon');
  });

  it('refuses closed dates, whatever the weekly times say', () => {
    const closed = { ...rules, closedDates: [{ date: '2025-03-06', label: 'Studio day' }] };
    expect(slotProblem(closed, '2025-03-06', '9:00 AM', now)).toEqual({
      code: 'closed',
      message: 'we are closed on that day (Studio day).',
    });
    expect(openDates(closed, now, new Set(), 2)).toEqual(['2025-03-05', '2025-03-07']);
  });

  it('refuses a taken slot and leaves it out of the open times', () => {
    const taken = takenSlotKeys(
      [slotStart('2025-03-06', '10:00 AM', 'America/Chicago').toISOString()],
      'America/Chicago',
    );
    expect(code('2025-03-06', '10:00 AM', now, taken)).toBe('taken');
    expect(openTimes(rules, '2025-03-06', now, taken)).toEqual(['9:00 AM', '1:00 PM', '2:00 PM', '3:00 PM']);
    // A day whose every time is taken is no longer offered.
    const all = takenSlotKeys(
      openTimes(rules, '2025-03-06', now).map((time) => slotStart('2025-03-06', time, 'America/Chicago').toISOString()),
      'America/Chicago',
    );
    expect(openDates(rules, now, all, 3)).toEqual(['2025-03-05', '2025-03-07', '2025-03-10']);
  });

  it('lists open days from today to the horizon, skipping today once it is too late', () => {
    const dates = openDates(rules, now);
    expect(dates[0]).toBe('2025-03-05');
    expect(dates.at(-1)).toBe('2025-05-02');
    expect(dates).toHaveLength(43);
  });
});

describe('the seeded availability document', () => {
  const seeded = seededAvailability();

  it('holds the defaults: Central time, 12 hours of notice, 60 days ahead', () => {
    expect(seeded).toMatchObject({ timeZone: 'America/Chicago', minimumNoticeHours: 12, horizonDays: 60 });
  });

  it('closes the US federal holidays and the day after Thanksgiving, 2026 to 2028', () => {
    const dates = new Map(seeded.closedDates.map((closed) => [closed.date, closed.label]));
    for (const [date, label] of [
      ['2026-11-26', 'Thanksgiving Day'],
      ['2026-11-27', 'Day after Thanksgiving'],
      ['2026-12-25', 'Christmas Day'],
      ['2027-01-01', "New Year's Day"],
      ['2027-07-05', 'Independence Day (observed)'],
      ['2027-11-26', 'Day after Thanksgiving'],
      ['2028-11-24', 'Day after Thanksgiving'],
      ['2028-12-25', 'Christmas Day'],
    ] as const) {
      expect(dates.get(date)).toBe(label);
    }
    expect(seeded.closedDates.length).toBeGreaterThanOrEqual(33);
  });

  it("shows the studio's whole day, seven times, and blocks 11:00 AM and 4:00 PM (as the specification shows)", () => {
    const monday = '2026-12-07';
    const sunday = at('2026-12-06T18:00:00Z');
    expect(dayTimes(seeded, monday)).toEqual([
      '9:00 AM',
      '10:00 AM',
      '11:00 AM',
      '1:00 PM',
      '2:00 PM',
      '3:00 PM',
      '4:00 PM',
    ]);
    expect(openTimes(seeded, monday, sunday)).toEqual(['9:00 AM', '10:00 AM', '1:00 PM', '2:00 PM', '3:00 PM']);
    expect(slotProblem(seeded, monday, '11:00 AM', sunday)?.code).toBe('not-offered');
    expect(slotProblem(seeded, monday, '4:00 PM', sunday)?.code).toBe('not-offered');
    // No day on a weekend or a closed date, blocked times or not.
    expect(dayTimes(seeded, '2026-12-05')).toEqual([]);
    expect(dayTimes(seeded, '2026-12-25')).toEqual([]);
  });

  it('offers neither Thanksgiving nor the day after when asked the day before (when the fault was found)', () => {
    const eve = at('2026-11-25T18:00:00Z');
    expect(slotProblem(seeded, '2026-11-26', '9:00 AM', eve)?.code).toBe('closed');
    expect(slotProblem(seeded, '2026-11-27', '9:00 AM', eve)?.code).toBe('closed');
    expect(openDates(seeded, eve, new Set(), 1)).toEqual(['2026-11-30']);
    expect(slotProblem(seeded, '2026-12-25', '9:00 AM', at('2026-12-01T18:00:00Z'))?.code).toBe('closed');
  });
});

describe('parseAvailability', () => {
  it('refuses a document the rules cannot trust', () => {
    const valid = { ...rules, closedDates: [{ date: '2025-12-25', label: 'Christmas Day' }] };
    expect(parseAvailability(valid)).toEqual(valid);
    expect(parseAvailability(null)).toBeNull();
    expect(parseAvailability({ ...valid, timeZone: 'Central' })).toBeNull();
    expect(parseAvailability({ ...valid, horizonDays: -1 })).toBeNull();
    expect(parseAvailability({ ...valid, minimumNoticeHours: '12' })).toBeNull();
    expect(parseAvailability({ ...valid, weeklySlots: { monday: ['9:00 AM'] } })).toBeNull();
    expect(parseAvailability({ ...valid, closedDates: [{ date: '2025-02-30', label: 'x' }] })).toBeNull();
    expect(parseAvailability({ ...valid, blockedTimes: ['11 AM'] })).toBeNull();
    expect(parseAvailability({ ...valid, blockedTimes: ['11:00'] })).toEqual({ ...valid, blockedTimes: ['11:00'] });
  });
});
