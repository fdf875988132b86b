import { SiteImage } from '~/components/ui/site-image';
import type { PostCard as PostCardContent } from '~/content/schemas/post';
import { postPath } from '~/lib/document-paths';
import { PostByline } from './post-meta';
import { Card } from '~/components/ui/card';

/**
 * A post in a list: cover, categories, title as the link (the whole card is its target), dek,
 * and who wrote it, when and how long it takes.
 */
export function PostCard({
  post,
  headingLevel: Heading = 'h3',
  sizes = '(min-width: 1024px) 24rem, (min-width: 640px) 50vw, 100vw',
  priority = false,
}: {
  post: PostCardContent;
  headingLevel?: 'h2' | 'h3';
  sizes?: string;
  priority?: boolean;
}) {
  return (
    <Card as="article" lift className="group relative flex h-full flex-col overflow-hidden">
      <SiteImage
        image={post.coverImage}
        sizes={sizes}
        aspect={16 / 9}
        priority={priority}
        className="aspect-video w-full object-cover"
      />
      <div className="flex flex-1 flex-col p-6">
        {post.categories.length > 0 ? (
          <p className="text-xs font-bold tracking-widest text-brand-700 uppercase">
            {post.categories.map((category) => category.title).join(' · ')}
          </p>
        ) : null}
        <Heading className="mt-2 text-xl font-bold tracking-tight text-ink-950">
          <a
            href={postPath(post.slug)}
            className="after:absolute after:inset-0 focus-visible:outline-none group-focus-within:underline hover:underline"
          >
            {post.title}
          </a>
        </Heading>
        <p className="mt-3 flex-1 leading-relaxed text-ink-700">{post.dek}</p>
        <PostByline
          authors={post.authors}
          publishedAt={post.publishedAt}
          words={post.words}
          className="mt-5 text-sm text-ink-600"
        />
      </div>
    </Card>
  );
}
