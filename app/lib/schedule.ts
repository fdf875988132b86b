// Scheduled publishing: a post is out from its publish date on. Pure, so the rule is tested with
// any clock; the content module applies it on the clock of each request.

/**
 * The items whose publish date has come at `now`, in their order, and the earliest publish date
 * still to come (when the next one comes out). A date that cannot be read keeps the item out.
 */
export function splitBySchedule<T extends { publishedAt: string }>(
  items: readonly T[],
  now: number,
): { published: T[]; nextAt: number | undefined } {
  const published: T[] = [];
  let nextAt: number | undefined;
  for (const item of items) {
    const at = Date.parse(item.publishedAt);
    if (Number.isNaN(at)) continue;
    if (at <= now) published.push(item);
    else if (nextAt === undefined || at < nextAt) nextAt = at;
  }
  return { published, nextAt };
}
