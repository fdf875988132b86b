import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { filesUnder } from '../support/files-under';

// Issue 12: a page's first Intl formatter costs the browser 15–40 ms of locale set-up, so no
// module builds one while it loads; the date helpers build theirs on first use, once.
describe('date formatters', () => {
  const original = Intl.DateTimeFormat;
  afterEach(() => {
    Intl.DateTimeFormat = original;
    vi.resetModules();
  });

  it('the booking and scan modules build none when they load, and each one once when first used', async () => {
    let built = 0;
    Intl.DateTimeFormat = class extends original {
      constructor(...args: ConstructorParameters<typeof original>) {
        super(...args);
        built += 1;
      }
    } as typeof original;
    vi.resetModules();
    const booking = await import('~/lib/booking/booking');
    const scan = await import('~/lib/demo/scan');
    expect(scan).toBeDefined();
    expect(built).toBe(0);

    expect(booking.formatBookingDate('2026-11-23')).toBe('November 23, 2026');
    expect(booking.formatBookingDate('2026-12-01')).toBe('December 1, 2026');
    expect(built).toBe(1);
    expect(booking.formatBookingDay('2026-11-23')).toBe('Monday, November 23, 2026');
    expect(booking.todayInCentral(new Date('2026-11-23T05:30:00Z'))).toBe('2026-11-22');
    expect(booking.todayInCentral(new Date('2026-11-23T06:30:00Z'))).toBe('2026-11-23');
    expect(built).toBe(3);
  });

  it('the Central clock is read once per instant, however many days and slots are checked', async () => {
    let readings = 0;
    Intl.DateTimeFormat = class extends original {
      override formatToParts(date?: Date | number) {
        readings += 1;
        return super.formatToParts(date);
      }
    } as typeof original;
    vi.resetModules();
    const { BOOKING_SLOTS, isBookableDate, isSlotAvailable } = await import('~/lib/booking/booking');
    const now = new Date('2026-11-23T16:30:00Z');
    const days = Array.from({ length: 42 }, (_, i) => new Date(Date.UTC(2026, 10, 1 + i)).toISOString().slice(0, 10));
    const open = days.filter(
      (day) => isBookableDate(day, now) && BOOKING_SLOTS.some((slot) => isSlotAvailable(day, slot.value, now)),
    );
    expect(open[0]).toBe('2026-11-23');
    expect(open).toHaveLength(15);
    expect(readings).toBe(1);
    // Another instant is read again.
    expect(isSlotAvailable('2026-11-23', '2:00 PM', new Date('2026-11-23T17:30:00Z'))).toBe(true);
    expect(readings).toBe(2);
  });

  it('no app module declares an Intl formatter at its top level', () => {
    const found = filesUnder('app')
      .filter((file) => /\.tsx?$/.test(file) && !file.endsWith('.server.ts') && !file.endsWith('date-format.ts'))
      .flatMap((file) =>
        readFileSync(file, 'utf8')
          .split('\n')
          .filter((line) => /^(export )?(const|let) \w+ = new Intl\./.test(line))
          .map((line) => `${file}: ${line.trim()}`),
      );
    expect(found).toEqual([]);
  });
});
