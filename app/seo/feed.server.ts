import { getContent } from '~/content/content.server';
import type { PostCard } from '~/content/schemas/post';
import { BLOG_FEED_PATH, BLOG_PATH, postPath } from '~/lib/document-paths';
import { pageSlugOfPath } from '~/lib/route-table';
import { SITE_LANGUAGE } from './meta';

// The blog's RSS 2.0 feed: the newest posts, each with its full address, its publish date in
// RFC 822 (as RSS asks), its dek, authors and categories. Scheduled posts join it on their date.

/** Posts a feed reader is given: the newest; older ones are on the site. */
const FEED_ITEMS = 20;

function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

const element = (name: string, text: string) => `<${name}>${escapeXml(text)}</${name}>`;

function item(origin: string, post: PostCard): string {
  const url = `${origin}${postPath(post.slug)}`;
  return [
    '    <item>',
    `      ${element('title', post.title)}`,
    `      ${element('link', url)}`,
    `      <guid isPermaLink="true">${escapeXml(url)}</guid>`,
    `      ${element('pubDate', new Date(post.publishedAt).toUTCString())}`,
    `      ${element('description', post.dek)}`,
    ...post.authors.map((author) => `      ${element('dc:creator', author.name)}`),
    ...post.categories.map((category) => `      ${element('category', category.title)}`),
    '    </item>',
  ].join('\n');
}

function feedXml(origin: string, channel: { title: string; description: string }, posts: readonly PostCard[]): string {
  const items = posts.slice(0, FEED_ITEMS);
  const newest = items[0];
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    '  <channel>',
    `    ${element('title', channel.title)}`,
    `    ${element('link', `${origin}${BLOG_PATH}`)}`,
    `    ${element('description', channel.description)}`,
    `    ${element('language', SITE_LANGUAGE.toLowerCase())}`,
    `    <atom:link href="${escapeXml(`${origin}${BLOG_FEED_PATH}`)}" rel="self" type="application/rss+xml"/>`,
    ...(newest ? [`    ${element('lastBuildDate', new Date(newest.publishedAt).toUTCString())}`] : []),
    ...items.map((post) => item(origin, post)),
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}

/** The feed of the site at `origin`, or null when the blog has no page document. */
export async function blogFeed(origin: string): Promise<string | null> {
  const content = getContent();
  const [page, settings, posts] = await Promise.all([
    content.page(pageSlugOfPath(BLOG_PATH) ?? ''),
    content.siteSettings(),
    content.posts(),
  ]);
  if (!page) return null;
  const company = settings?.companyName;
  return feedXml(
    origin,
    { title: company ? `${company} · ${page.seo.title}` : page.seo.title, description: page.seo.description },
    posts,
  );
}
