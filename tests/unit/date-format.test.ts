import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { filesUnder } from '../support/files-under';

// ADR 0016: a page's first Intl formatter costs the browser its locale set-up, so no
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
    expect(built).toBe(0);
    expect(booking.formatBookingDay('2026-11-23')).toBe('Monday, November 23, 2026');
    expect(built).toBe(1);
    expect(booking.zonedMoment(new Date('2026-11-23T05:30:00Z'), 'America/Chicago').isoDate).toBe('2026-11-22');
    expect(booking.zonedMoment(new Date('2026-11-23T06:30:00Z'), 'America/Chicago').isoDate).toBe('2026-11-23');
    expect(built).toBe(2);
  });

  it("the zone's clock is read once per instant, and slot instants only for days inside the notice", async () => {
    let readings = 0;
    Intl.DateTimeFormat = class extends original {
      override formatToParts(date?: Date | number) {
        readings += 1;
        return super.formatToParts(date);
      }
    } as typeof original;
    vi.resetModules();
    const { isOpenDate } = await import('~/lib/booking/booking');
    const { seededAvailability } = await import('../support/booking-availability');
    const availability = seededAvailability();
    const now = new Date('2026-11-23T16:30:00Z');
    const days = Array.from({ length: 42 }, (_, i) => new Date(Date.UTC(2026, 10, 1 + i)).toISOString().slice(0, 10));
    const open = days.filter((day) => isOpenDate(availability, day, now));
    // Monday 23 November, 10:30 CST: today is inside the 12 hours' notice; Thanksgiving and the day after are closed.
    expect(open[0]).toBe('2026-11-24');
    expect(open).toHaveLength(12);
    // One reading of `now`, and two per slot on the three days the notice can reach (today and the next two).
    expect(readings).toBeLessThanOrEqual(1 + 3 * 5 * 2);
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
