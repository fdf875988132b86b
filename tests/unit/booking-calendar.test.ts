import { DateLib, formatDay as pickerDay, labelDayButton as pickerLabel } from 'react-day-picker';
import { describe, expect, it } from 'vitest';
import { formatDay, getWeek, labelDayButton } from '~/components/forms/booking-calendar';

// Every local calendar day of 2020–2032: leap years, years starting on each weekday, and the
// daylight-saving changes of the machine's zone.
const days: Date[] = [];
for (
  let date = new Date(2020, 0, 1);
  date.getFullYear() < 2033;
  date = new Date(date.getFullYear(), date.getMonth(), date.getDate() + 1)
) {
  days.push(date);
}
const dateFns = new DateLib();

describe("the date picker's day labels and week numbers", () => {
  it('name each day as the picker does, for today and the selected day too', () => {
    for (const date of days) {
      for (const modifiers of [false, true].flatMap((today) =>
        [false, true].map((selected) => ({ today, selected })),
      )) {
        expect(labelDayButton(date, modifiers)).toBe(pickerLabel(date, modifiers));
      }
    }
    expect(labelDayButton(new Date(2026, 10, 23), { today: true })).toBe('Today, Monday, November 23rd, 2026');
    expect(labelDayButton(new Date(2026, 10, 11), {})).toBe('Wednesday, November 11th, 2026');
  });

  it('number each week as date-fns does (weeks from Sunday, week 1 holds January 1st)', () => {
    for (const date of days) expect(getWeek(date), date.toDateString()).toBe(dateFns.getWeek(date));
    expect(getWeek(new Date(2026, 11, 27))).toBe(1);
  });

  it('shows the day of the month on each button', () => {
    for (const date of days) expect(formatDay(date)).toBe(pickerDay(date));
    expect(formatDay(new Date(2026, 10, 3))).toBe('3');
  });
});
