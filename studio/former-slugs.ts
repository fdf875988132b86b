// What a publish does to a routed document's former slugs: kept apart from the publish action
// (studio/address-history.ts) so tests publishing through the Sanity stand-in apply the same rule
// without loading the Studio. Imports nothing.

function slugOf(document: unknown): string | undefined {
  if (typeof document !== 'object' || document === null || !('slug' in document)) return undefined;
  const { slug } = document;
  if (typeof slug !== 'object' || slug === null || !('current' in slug)) return undefined;
  return typeof slug.current === 'string' && slug.current !== '' ? slug.current : undefined;
}

function formerSlugsOf(document: unknown): string[] {
  if (typeof document !== 'object' || document === null || !('formerSlugs' in document)) return [];
  const { formerSlugs } = document;
  return Array.isArray(formerSlugs) ? formerSlugs.filter((slug): slug is string => typeof slug === 'string') : [];
}

/**
 * The former slugs a document has once its draft is published, or undefined when publishing
 * changes nothing about them. The published slug joins them when the draft renames the document;
 * the new slug leaves them (a document renamed back takes its address back); each appears once.
 */
export function formerSlugsOnPublish(published: unknown, draft: unknown): string[] | undefined {
  const before = slugOf(published);
  const after = slugOf(draft);
  if (!before || !after || before === after) return undefined;
  const kept = [...formerSlugsOf(published), ...formerSlugsOf(draft), before];
  return [...new Set(kept)].filter((slug) => slug !== after);
}
