import type { MetaDescriptor } from '@remix-run/node';

/** Title and description tags from a document's search fields. */
export function pageMeta(seo: { title: string; description: string } | undefined): MetaDescriptor[] {
  if (!seo) return [{ title: 'Page Not Found' }];
  return [
    { title: seo.title },
    { name: 'description', content: seo.description },
    { property: 'og:title', content: seo.title },
    { property: 'og:description', content: seo.description },
  ];
}
