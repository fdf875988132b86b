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
