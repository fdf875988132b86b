import { describe, expect, it } from 'vitest';
import { nextPulseDelay } from '~/components/layout/logo';
import { filterPositions } from '~/lib/careers';

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
