import { parseFeed } from '@rowanmanning/feed-parser';
import { expect, inject, it } from 'vitest';
import { getByRole, only, Visitor, type HttpPage } from '../support/http-page';

// The blog as a visitor without JavaScript and a feed reader get it from the production server.

const base = inject('siteUrl');
const visitor = new Visitor(base);

function navLink(page: HttpPage, menu: 'Main' | 'Mobile', name: string): Element {
  // The mobile menu is closed (hidden) until opened: its links are still in the page.
  const nav = only(getByRole(page.document, 'navigation', { name: menu, includeHidden: true }), `${menu} menu`);
  return only(getByRole(nav, 'link', { name, includeHidden: true }), `${name} in the ${menu} menu`);
}

it("the header's Blog opens /blog; /automation stays in the mobile menu and on /services", async () => {
  const home = await visitor.goto('/');
  expect(navLink(home, 'Main', 'Blog').getAttribute('href')).toBe('/blog');
  expect(navLink(home, 'Mobile', 'Automation').getAttribute('href')).toBe('/automation');
  const services = await visitor.goto('/services');
  expect(services.document.querySelector('main a[href="/automation"]')).not.toBeNull();

  const blog = await home.click(navLink(home, 'Main', 'Blog'));
  expect(blog.status).toBe(200);
  expect(blog.url.pathname).toBe('/blog');
});

it('announces the feed on the blog pages, and the feed reads as RSS with absolute links', async () => {
  const feedUrl = `${base}/blog/feed.xml`;
  for (const path of ['/blog', '/blog/category/design', '/blog/lessons-from-the-county-permit-kiosks']) {
    const page = await visitor.goto(path);
    expect(page.status, path).toBe(200);
    const link = only([...page.document.head.querySelectorAll('link[rel="alternate"]')], `feed link on ${path}`);
    expect(link.getAttribute('type')).toBe('application/rss+xml');
    expect(link.getAttribute('href')).toBe(feedUrl);
  }
  const response = await visitor.fetch('/blog/feed.xml');
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('application/rss+xml; charset=utf-8');
  const feed = parseFeed(await response.text());
  expect(feed.items.length).toBeGreaterThanOrEqual(6);
  for (const item of feed.items) {
    expect(item.url).toMatch(new RegExp(`^${base}/blog/[a-z0-9-]+$`));
    expect(item.published).toBeInstanceOf(Date);
    expect(item.description?.length).toBeGreaterThan(40);
  }
});

it('filters by category and pages without JavaScript, and an article arrives with its code already colored', async () => {
  const blog = await visitor.goto('/blog');
  const categories = only(getByRole(blog.document, 'navigation', { name: 'Categories' }), 'categories');
  const government = await blog.click(only(getByRole(categories, 'link', { name: 'Government' }), 'Government'));
  expect(government.url.pathname).toBe('/blog/category/government');
  const titles = getByRole(government.document, 'article').map((card) => card.querySelector('h3')?.textContent?.trim());
  expect(titles).toEqual([
    'Seven lessons from the county permit kiosks',
    'FedRAMP in 2026: a plain guide for small vendors',
  ]);

  const article = await visitor.goto('/blog/when-ai-invoice-matching-needs-a-person');
  const code = article.document.querySelector('pre code.language-python');
  expect(code?.querySelector('span.token')).not.toBeNull();
  expect(article.document.querySelectorAll('main time[datetime]').length).toBeGreaterThan(0);

  // A post's address is a document's: an unknown one is the site's 404 page.
  expect((await visitor.goto('/blog/no-such-post')).status).toBe(404);
  expect((await visitor.goto('/blog/page/9')).status).toBe(404);
});
