import { Container } from '~/components/ui/container';
import type { PostCard as PostCardContent } from '~/content/schemas/post';
import { BLOG_PATH } from '~/lib/document-paths';
import { PostCard } from './post-card';

/**
 * A band of posts on another page: the newest on the home page, those about a case study or a
 * service on its page. Nothing when there are none.
 */
export function PostsBand({
  posts,
  heading,
  id = 'from-the-blog',
}: {
  posts: readonly PostCardContent[];
  heading: string;
  id?: string;
}) {
  if (posts.length === 0) return null;
  return (
    <section aria-labelledby={`${id}-heading`} className="bg-ink-50 py-14 sm:py-20">
      <Container>
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div>
            <p className="text-sm font-bold tracking-widest text-brand-700 uppercase">From the blog</p>
            <h2 id={`${id}-heading`} className="mt-2 text-3xl font-extrabold tracking-tight text-ink-950">
              {heading}
            </h2>
          </div>
          <a href={BLOG_PATH} className="font-semibold text-brand-700 underline-offset-2 hover:underline">
            All posts
          </a>
        </div>
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {posts.map((post) => (
            <li key={post.slug}>
              <PostCard post={post} />
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
