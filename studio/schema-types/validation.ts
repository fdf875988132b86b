import type { SlugValidationContext } from 'sanity';

/** Internal paths ("/contact"), page anchors ("#services"), mail links and absolute https URLs. */
export const LINK_PATTERN = /^(\/[^\s]*|#[\w-]+|mailto:[^\s]+|https?:\/\/[^\s]+)$/;

/**
 * A slug must be unique within its document type (the default rule checks across all types,
 * which would stop a product and a page from sharing a slug such as "automation").
 */
export async function isUniqueWithinType(slug: string, context: SlugValidationContext) {
  const { document, getClient } = context;
  if (!document) return true;
  const id = document._id.replace(/^drafts\./, '');
  const client = getClient({ apiVersion: '2025-02-19' });
  const count = await client.fetch<number>(
    'count(*[_type == $type && slug.current == $slug && !(_id in [$draft, $published])])',
    { type: document._type, slug, draft: `drafts.${id}`, published: id },
  );
  return count === 0;
}
