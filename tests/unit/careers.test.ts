import { describe, expect, it } from 'vitest';
import { nextPulseDelay } from '~/components/layout/logo';
import { filterPositions, openUntilText, salaryText } from '~/lib/careers';

const positions = [
  { title: 'UI/UX Designer', department: 'Design', location: 'Remote' },
  { title: 'Data Scientist', department: 'Engineering', location: 'Washington DC' },
  { title: 'Local Sales Rep', department: 'Sales', location: 'Dallas / Fort Worth' },
];

describe('filterPositions', () => {
  it.each([
    ['designer', ['UI/UX Designer']],
    ['ENGINEERING', ['Data Scientist']],
    ['fort worth', ['Local Sales Rep']],
    ['  sales ', ['Local Sales Rep']],
    ['', ['UI/UX Designer', 'Data Scientist', 'Local Sales Rep']],
    ['blockchain', []],
  ])('"%s" matches %j', (query, titles) => {
    expect(filterPositions(positions, query).map((position) => position.title)).toEqual(titles);
  });
});

describe('the logo pulse', () => {
  it('waits between 2 and 5 seconds', () => {
    expect(nextPulseDelay(() => 0)).toBe(2000);
    expect(nextPulseDelay(() => 0.5)).toBe(3500);
    expect(nextPulseDelay(() => 0.999999)).toBeCloseTo(5000, 0);
  });
});

describe('pay and closing date on a position', () => {
  it('writes a salary range or a single figure per period', () => {
    expect(salaryText({ minValue: 90000, maxValue: 120000, unitText: 'YEAR' })).toBe('$90,000–$120,000 a year');
    expect(salaryText({ minValue: 45, unitText: 'HOUR' })).toBe('$45 an hour');
    expect(salaryText({ minValue: 5000, maxValue: 5000, unitText: 'MONTH' })).toBe('$5,000 a month');
  });

  it('writes the closing date as given, whatever the server’s time zone', () => {
    expect(openUntilText('2027-03-31')).toBe('Open until March 31, 2027');
    expect(openUntilText('2027-01-01')).toBe('Open until January 1, 2027');
  });
});
