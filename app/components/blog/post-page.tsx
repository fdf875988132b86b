import { Container } from '~/components/ui/container';
import { SiteImage } from '~/components/ui/site-image';
import { SpriteSvg } from '~/components/ui/icons/sprite-svg';
import { CaseStudyCard } from '~/components/work/case-study-card';
import type { Post, PostCard as PostCardContent } from '~/content/schemas/post';
import { BLOG_PATH, categoryPath, pagePath } from '~/lib/document-paths';
import { readingTimeLabel, TABLE_OF_CONTENTS_MIN_HEADINGS, type OutlineHeading } from '~/lib/post-outline';
import { PostBody } from './post-body';
import { PostCard } from './post-card';
import { PostDate } from './post-meta';

/** Where an author is introduced: their card in the team section of a page, or none. */
function authorHref(author: Post['authors'][number]): string | undefined {
  return author.teamPage ? `${pagePath(author.teamPage)}#${author._id}` : undefined;
}

function Authors({ authors }: { authors: Post['authors'] }) {
  return (
    <ul className="flex flex-wrap gap-x-8 gap-y-4">
      {authors.map((author) => {
        const href = authorHref(author);
        return (
          <li key={author._id} className="flex items-center gap-3">
            {author.photo ? (
              <SiteImage
                image={{ ...author.photo, alt: '' }}
                sizes="3rem"
                aspect={1}
                className="size-12 rounded-full object-cover ring-2 ring-white/30"
              />
            ) : null}
            <span className="leading-tight">
              {href ? (
                <a href={href} className="font-bold text-white underline-offset-2 hover:underline">
                  {author.name}
                </a>
              ) : (
                <span className="font-bold text-white">{author.name}</span>
              )}
              <span className="block text-sm text-ink-300">{author.role}</span>
            </span>
          </li>
        );
      })}
    </ul>
  );
}

function TableOfContents({ headings }: { headings: readonly OutlineHeading[] }) {
  const sections = headings.filter((heading) => heading.level === 2);
  if (sections.length < TABLE_OF_CONTENTS_MIN_HEADINGS) return null;
  return (
    <nav
      aria-labelledby="post-contents-heading"
      className="rounded-card border border-ink-100 bg-ink-50 p-6"
      data-print="hide"
    >
      <h2 id="post-contents-heading" className="text-sm font-bold tracking-widest text-ink-700 uppercase">
        In this article
      </h2>
      <ol className="mt-3 list-decimal space-y-1.5 pl-5 marker:text-ink-500">
        {sections.map((heading) => (
          <li key={heading.id}>
            <a href={`#${heading.id}`} className="font-semibold text-brand-700 underline-offset-2 hover:underline">
              {heading.text}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}

/**
 * An article: its header (categories, title, dek, authors, dates, reading time) and cover, the
 * table of contents when it has three sections or more, the body, then the work and the posts it
 * relates to. Rendered on the server; the page's closing call to action follows it.
 */
export function PostPage({
  post,
  headings,
  related,
  now,
}: {
  post: Post;
  headings: readonly OutlineHeading[];
  related: readonly PostCardContent[];
  now: number;
}) {
  return (
    <>
      <article className="post-article">
        <header className="relative isolate overflow-hidden bg-ink-950 text-white">
          <div
            aria-hidden="true"
            className="absolute inset-0 -z-10 bg-[radial-gradient(60rem_30rem_at_80%_-10%,var(--color-brand-700),transparent_60%)]"
          />
          <Container className="max-w-4xl py-12 sm:py-16">
            <a
              href={BLOG_PATH}
              className="inline-flex items-center gap-2 text-sm font-semibold text-brand-100 hover:underline"
              data-print="hide"
            >
              <SpriteSvg symbol="arrow-left" aria-hidden="true" className="size-4" />
              All posts
            </a>
            <ul className="mt-6 flex flex-wrap gap-x-4 gap-y-1 text-sm font-bold tracking-widest uppercase">
              {post.categories.map((category) => (
                <li key={category.slug}>
                  <a href={categoryPath(category.slug)} className="text-sun-300 hover:underline">
                    {category.title}
                  </a>
                </li>
              ))}
            </ul>
            <h1 className="mt-3 text-4xl font-extrabold tracking-tight text-white sm:text-5xl">{post.title}</h1>
            <p className="mt-5 text-xl leading-relaxed text-ink-200">{post.dek}</p>
            <div className="mt-8">
              <Authors authors={post.authors} />
            </div>
            <p className="mt-6 flex flex-wrap gap-x-3 gap-y-1 text-sm text-ink-200">
              <span>
                Published <PostDate value={post.publishedAt} />
              </span>
              {post.updatedAt ? (
                <>
                  <span aria-hidden="true">·</span>
                  <span>
                    Updated <PostDate value={post.updatedAt} />
                  </span>
                </>
              ) : null}
              <span aria-hidden="true">·</span>
              <span>{readingTimeLabel(post.words)}</span>
            </p>
          </Container>
        </header>

        <Container className="max-w-4xl pt-10">
          <SiteImage
            image={post.coverImage}
            sizes="(min-width: 896px) 56rem, 100vw"
            priority
            className="w-full rounded-card shadow-lift"
          />
        </Container>

        <Container className="max-w-3xl py-12 sm:py-16">
          <TableOfContents headings={headings} />
          <div className="mt-10">
            <PostBody body={post.body} headings={headings} now={now} />
          </div>
        </Container>
      </article>

      {post.relatedCaseStudies.length > 0 ? (
        <section
          aria-labelledby="post-work-heading"
          className="border-t border-ink-100 py-14 sm:py-20"
          data-print="hide"
        >
          <Container>
            <h2 id="post-work-heading" className="text-3xl font-extrabold tracking-tight text-ink-950">
              Related work
            </h2>
            <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {post.relatedCaseStudies.map((caseStudy) => (
                <li key={caseStudy.slug}>
                  <CaseStudyCard caseStudy={caseStudy} />
                </li>
              ))}
            </ul>
          </Container>
        </section>
      ) : null}

      {related.length > 0 ? (
        <section aria-labelledby="post-related-heading" className="bg-ink-50 py-14 sm:py-20" data-print="hide">
          <Container>
            <h2 id="post-related-heading" className="text-3xl font-extrabold tracking-tight text-ink-950">
              More to read
            </h2>
            <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {related.map((card) => (
                <li key={card.slug}>
                  <PostCard post={card} />
                </li>
              ))}
            </ul>
          </Container>
        </section>
      ) : null}
    </>
  );
}
