import { data, redirect } from '@remix-run/node';
import { BlogIndex, type BlogListing } from '~/components/blog/blog-index';
import { PostPage } from '~/components/blog/post-page';
import { PostsBand } from '~/components/blog/posts-band';
import type { RenderedSection } from '~/components/sections/rendered-page';
import { getContent, type Content } from '~/content/content.server';
import type { PostCard } from '~/content/schemas/post';
import type { Section } from '~/content/schemas/sections';
import { BLOG_PATH, blogListPath } from '~/lib/document-paths';
import { outline } from '~/lib/post-outline';
import { pageSlugOfPath } from '~/lib/route-table';
import { answerMissing } from '~/pages/addresses.server';
import { renderPage } from '~/pages/render-page.server';
import { renderStatic } from '~/render/server-html.server';
import { categorySeo, listPageSeo } from '~/seo/site-pages';

// Loaders of the blog: the list (/blog, its older pages, a category's pages) and an article. The
// words around the list and the call to action that closes an article are the `blog` page
// document's; posts and categories are their own documents. Everything renders on the server.

/** Posts on one page of a list. */
const POSTS_PER_PAGE = 12;

/** How many related posts an article suggests. */
const RELATED_POSTS = 3;

async function blogPage(content: Content) {
  const page = await content.page(pageSlugOfPath(BLOG_PATH) ?? '');
  if (!page) throw data(null, { status: 404 });
  return page;
}

/** A page number from the address: 2 and above; /page/1 is the list's own address. */
function pageNumber(value: string | undefined, base: string): number {
  if (value === undefined) return 1;
  if (value === '1') throw redirect(base, 301);
  if (!/^[1-9]\d{0,4}$/.test(value)) throw data(null, { status: 404 });
  return Number(value);
}

/** /blog, /blog/page/<n>, /blog/category/<slug> and /blog/category/<slug>/page/<n>. */
export async function loadBlogIndex(request: Request, params: { slug?: string; page?: string }) {
  const content = getContent(request);
  const [document, posts, categories] = await Promise.all([blogPage(content), content.posts(), content.categories()]);
  const category = params.slug === undefined ? undefined : categories.find(({ slug }) => slug === params.slug);
  if (params.slug !== undefined && !category) throw data(null, { status: 404 });
  const page = pageNumber(params.page, blogListPath(1, category?.slug));

  const listed = category ? posts.filter((post) => post.categories.some(({ slug }) => slug === category.slug)) : posts;
  const pageCount = Math.max(1, Math.ceil(listed.length / POSTS_PER_PAGE));
  if (page > pageCount) throw data(null, { status: 404 });
  const used = new Set(posts.flatMap((post) => post.categories.map(({ slug }) => slug)));
  const listing: BlogListing = {
    posts: listed.slice((page - 1) * POSTS_PER_PAGE, page * POSTS_PER_PAGE),
    categories: categories.filter(({ slug }) => used.has(slug)),
    category,
    page,
    pageCount,
    total: listed.length,
  };

  // A category's page is shared with its own words; the list's older pages say which page they are.
  const seo = category ? { ...document.seo, ...categorySeo(category), image: undefined } : document.seo;
  return {
    page: renderPage(document),
    list: renderStatic(<BlogIndex listing={listing} />),
    seo: listPageSeo(seo, page),
  };
}

/** Other posts to read after one: those sharing most of its categories first, then the newest. */
function relatedPosts(post: Pick<PostCard, 'slug' | 'categories'>, posts: readonly PostCard[]): PostCard[] {
  const own = new Set(post.categories.map(({ slug }) => slug));
  return posts
    .filter((other) => other.slug !== post.slug)
    .map((other, index) => ({ other, index, shared: other.categories.filter(({ slug }) => own.has(slug)).length }))
    .filter(({ shared }) => shared > 0)
    .sort((a, b) => b.shared - a.shared || a.index - b.index)
    .slice(0, RELATED_POSTS)
    .map(({ other }) => other);
}

/** The call to action that closes every article: the `blog` page's. */
function closingSections(sections: Section[]): Section[] {
  return sections.filter((section) => section._type === 'ctaSection').slice(0, 1);
}

/**
 * An article by its slug, or what its address became (a renamed post's new address, an editor's
 * redirect), or the 404 page (a scheduled post until its publish date).
 */
export async function loadPost(request: Request, slug: string) {
  const content = getContent(request);
  const [post, posts, document] = await Promise.all([content.post(slug), content.posts(), blogPage(content)]);
  if (!post) return answerMissing(request);
  const headings = outline(post.body.flatMap((part) => (part._type === 'block' ? [part] : [])));
  const closing: RenderedSection[] = renderPage(document, { sections: closingSections(document.sections) }).body
    .sections;
  return {
    // What the page's BlogPosting says (seo/structured-data.ts); the page itself is markup.
    post: {
      slug: post.slug,
      title: post.title,
      dek: post.dek,
      publishedAt: post.publishedAt,
      updatedAt: post.updatedAt,
      image: post.coverImage.asset.url,
      authors: post.authors.map((author) => ({ name: author.name, role: author.role })),
      categories: post.categories.map((category) => category.title),
      words: post.words,
    },
    seo: post.seo,
    html: renderStatic(
      <PostPage post={post} headings={headings} related={relatedPosts(post, posts)} now={Date.now()} />,
    ),
    closing,
  };
}

/** The band of posts a content page closes with: the newest on the home page, else those about its service. */
export async function postsBandFor(request: Request, pagePath: string): Promise<RenderedSection | undefined> {
  const content = getContent(request);
  if (pagePath === '/') {
    const newest = (await content.posts()).slice(0, 3);
    if (newest.length === 0) return undefined;
    return { key: 'from-the-blog', html: renderStatic(<PostsBand posts={newest} heading="Latest from the studio" />) };
  }
  // A service's page is the page its card links to: it lists the posts about that service.
  const services = await content.serviceLinks();
  const slugs = new Set(services.filter((service) => service.href === pagePath).map((service) => service.slug));
  if (slugs.size === 0) return undefined;
  const about = (await content.posts()).filter((post) => post.serviceSlugs.some((slug) => slugs.has(slug))).slice(0, 3);
  if (about.length === 0) return undefined;
  return { key: 'from-the-blog', html: renderStatic(<PostsBand posts={about} heading="Further reading" />) };
}

/** The posts that name a case study as related work, newest first. */
export async function postsAboutCaseStudy(request: Request, slug: string): Promise<PostCard[]> {
  return (await getContent(request).posts()).filter((post) => post.caseStudySlugs.includes(slug)).slice(0, 3);
}
