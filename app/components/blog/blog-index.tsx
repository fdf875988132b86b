import { Container } from '~/components/ui/container';
import type { Category } from '~/content/schemas/category';
import type { PostCard as PostCardContent } from '~/content/schemas/post';
import { BLOG_PATH, blogListPath, categoryPath } from '~/lib/document-paths';
import { cn } from '~/lib/cn';
import { PostCard } from './post-card';

export interface BlogListing {
  /** The posts on this page of the list, newest first. */
  posts: PostCardContent[];
  /** The categories that have a post, for the filter. */
  categories: Pick<Category, 'slug' | 'title'>[];
  /** The category the list is cut to, if any. */
  category?: Pick<Category, 'slug' | 'title' | 'description'>;
  page: number;
  pageCount: number;
  total: number;
}

const chip =
  'inline-flex min-h-11 items-center rounded-full px-4 text-sm font-semibold ring-1 ring-inset transition-colors';

/** The category links: plain links, so the filter works without JavaScript. */
function CategoryNav({ categories, current }: { categories: BlogListing['categories']; current?: string }) {
  return (
    <nav aria-label="Categories" data-print="hide">
      <ul className="flex flex-wrap gap-2">
        <li>
          <a
            href={BLOG_PATH}
            aria-current={current ? undefined : 'page'}
            className={cn(
              chip,
              current ? 'bg-white text-ink-800 ring-ink-200 hover:bg-ink-50' : 'bg-ink-950 text-white ring-ink-950',
            )}
          >
            All posts
          </a>
        </li>
        {categories.map((category) => (
          <li key={category.slug}>
            <a
              href={categoryPath(category.slug)}
              aria-current={current === category.slug ? 'page' : undefined}
              className={cn(
                chip,
                current === category.slug
                  ? 'bg-ink-950 text-white ring-ink-950'
                  : 'bg-white text-ink-800 ring-ink-200 hover:bg-ink-50',
              )}
            >
              {category.title}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** Newer and older pages, and every page by number: plain links. */
function Pagination({ page, pageCount, category }: { page: number; pageCount: number; category?: string }) {
  if (pageCount <= 1) return null;
  const link = 'inline-flex min-h-11 min-w-11 items-center justify-center rounded-lg px-3 font-semibold';
  return (
    <nav aria-label="Pages" className="mt-12 flex flex-wrap items-center justify-center gap-2" data-print="hide">
      {page > 1 ? (
        <a href={blogListPath(page - 1, category)} rel="prev" className={cn(link, 'text-brand-700 hover:bg-brand-50')}>
          Newer posts
        </a>
      ) : null}
      <ul className="flex flex-wrap gap-1">
        {Array.from({ length: pageCount }, (_, index) => index + 1).map((number) => (
          <li key={number}>
            <a
              href={blogListPath(number, category)}
              aria-current={number === page ? 'page' : undefined}
              aria-label={`Page ${number}`}
              className={cn(link, number === page ? 'bg-ink-950 text-white' : 'text-ink-800 hover:bg-ink-100')}
            >
              {number}
            </a>
          </li>
        ))}
      </ul>
      {page < pageCount ? (
        <a href={blogListPath(page + 1, category)} rel="next" className={cn(link, 'text-brand-700 hover:bg-brand-50')}>
          Older posts
        </a>
      ) : null}
    </nav>
  );
}

/** The list of posts on /blog, its older pages and its categories' pages. */
export function BlogIndex({ listing }: { listing: BlogListing }) {
  const { posts, categories, category, page, pageCount, total } = listing;
  return (
    <section aria-labelledby="blog-list-heading" className="bg-ink-50 py-14 sm:py-20">
      <Container>
        <CategoryNav categories={categories} current={category?.slug} />
        <div className="mt-10">
          <h2 id="blog-list-heading" className="text-3xl font-extrabold tracking-tight text-ink-950">
            {category ? category.title : 'All posts'}
            {page > 1 ? <span className="text-ink-600">, page {page}</span> : null}
          </h2>
          {category ? (
            <p className="mt-3 max-w-3xl text-lg leading-relaxed text-ink-700">{category.description}</p>
          ) : null}
          <p className="mt-3 text-sm font-semibold text-ink-700">
            {total === 1 ? '1 post' : `${total} posts`}
            {pageCount > 1 ? `, page ${page} of ${pageCount}` : ''}
          </p>
        </div>
        {posts.length > 0 ? (
          <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {posts.map((post, index) => (
              <li key={post.slug}>
                <PostCard post={post} priority={index === 0 && page === 1} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-8 text-ink-800">
            No post here yet.{' '}
            <a href={BLOG_PATH} className="font-semibold text-brand-700 underline underline-offset-2">
              Show all posts
            </a>
          </p>
        )}
        <Pagination page={page} pageCount={pageCount} category={category?.slug} />
      </Container>
    </section>
  );
}
