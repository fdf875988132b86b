import { isEditorPageSlug } from '~/content/coded-routes';
import { getContent } from '~/content/content.server';
import { caseStudyPath, categoryPath, pagePath, postPath } from '~/lib/document-paths';
import { PAGE_ROUTES } from '~/lib/route-table';

export interface SitemapUrl {
  path: string;
  lastmod?: string;
}

/**
 * Every public page: the content pages (those whose document exists and is not marked
 * "noindex"), the typed tools among them, the pages editors added at their own addresses, the
 * product pages, each open position's own page and each case study.
 * Form results, previews and API routes are never listed.
 */
export async function sitemapUrls(): Promise<SitemapUrl[]> {
  const [content, categories] = await Promise.all([getContent().sitemap(), getContent().categories()]);
  if (!content) return [];
  const pages = new Map(content.pages.map((page) => [page.slug, page]));
  const urls: SitemapUrl[] = [];
  for (const { path, page: slug } of PAGE_ROUTES) {
    const page = pages.get(slug);
    if (page && !page.noindex) urls.push({ path, lastmod: page.updatedAt });
  }
  // Pages editors published at addresses of their own.
  for (const page of content.pages) {
    if (isEditorPageSlug(page.slug) && !page.noindex) urls.push({ path: pagePath(page.slug), lastmod: page.updatedAt });
  }
  for (const product of content.products) {
    if (!product.noindex) urls.push({ path: `/products/${product.slug}`, lastmod: product.updatedAt });
  }
  for (const job of content.jobs) urls.push({ path: `/careers/${job.slug}`, lastmod: job.updatedAt });
  for (const caseStudy of content.caseStudies) {
    if (!caseStudy.noindex) urls.push({ path: caseStudyPath(caseStudy.slug), lastmod: caseStudy.updatedAt });
  }
  // Published posts only (a scheduled one joins on its date), each as last changed; a category
  // while it has a post, as of its newest post or its own last edit.
  const categoryChanged = new Map<string, string>();
  for (const post of content.posts) {
    const lastmod = latest(post.publishedAt, post.updatedAt, post.updatedAtSystem);
    if (!post.noindex) urls.push({ path: postPath(post.slug), lastmod });
    for (const slug of post.categories) categoryChanged.set(slug, latest(lastmod, categoryChanged.get(slug)));
  }
  for (const category of categories) {
    const newest = categoryChanged.get(category.slug);
    if (newest) urls.push({ path: categoryPath(category.slug), lastmod: latest(newest, category.updatedAt) });
  }
  return urls;
}

/** The latest of some timestamps, as written. */
function latest(first: string, ...others: (string | undefined)[]): string {
  return others.reduce<string>(
    (best, other) => (other !== undefined && Date.parse(other) > Date.parse(best) ? other : best),
    first,
  );
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

export function sitemapXml(origin: string, urls: SitemapUrl[]): string {
  const entries = urls.map(
    (url) =>
      `  <url>\n    <loc>${escapeXml(`${origin}${url.path}`)}</loc>${url.lastmod ? `\n    <lastmod>${url.lastmod}</lastmod>` : ''}\n  </url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</urlset>\n`;
}
