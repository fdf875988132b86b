interface Searchable {
  title: string;
  department: string;
  location: string;
}

/** The careers search: a case-insensitive substring of the title, department or location. */
export function filterPositions<T extends Searchable>(positions: T[], query: string): T[] {
  const needle = query.trim().toLowerCase();
  if (needle === '') return positions;
  return positions.filter((position) =>
    [position.title, position.department, position.location].some((field) => field.toLowerCase().includes(needle)),
  );
}

export type SalaryPeriod = 'HOUR' | 'DAY' | 'WEEK' | 'MONTH' | 'YEAR';

const PER: Record<SalaryPeriod, string> = {
  HOUR: 'an hour',
  DAY: 'a day',
  WEEK: 'a week',
  MONTH: 'a month',
  YEAR: 'a year',
};

/** "$90,000–$120,000 a year", or "$45 an hour" for a single figure. */
export function salaryText(salary: {
  minValue: number;
  maxValue?: number | undefined;
  unitText: SalaryPeriod;
}): string {
  const money = (value: number) => `$${value.toLocaleString('en-US', { maximumFractionDigits: 2 })}`;
  const range =
    salary.maxValue !== undefined && salary.maxValue !== salary.minValue
      ? `${money(salary.minValue)}–${money(salary.maxValue)}`
      : money(salary.minValue);
  return `${range} ${PER[salary.unitText]}`;
}

/** "2027-03-31" → "Open until March 31, 2027" (the date as written, in no time zone). */
export function openUntilText(date: string): string {
  const [year, month, day] = date.split('-').map(Number);
  const shown = new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, day ?? 1)).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
  return `Open until ${shown}`;
}
