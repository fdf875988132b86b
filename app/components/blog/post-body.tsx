import { PortableText, type PortableTextComponents } from '@portabletext/react';
import { CaseStudyCard } from '~/components/work/case-study-card';
import { SiteImage } from '~/components/ui/site-image';
import type { PostBodyPart, PostLink } from '~/content/schemas/post';
import type { OutlineHeading } from '~/lib/post-outline';
import { CodeBlock } from './code-block';

function isLink(value: unknown): value is PostLink {
  return typeof value === 'object' && value !== null && '_type' in value && value._type === 'link';
}

/**
 * The components of an article's body. `ids` gives each heading block its id (the table of
 * contents links to them); `now` is the time the page is rendered for, so a link to a post still
 * scheduled is shown as plain text until that post is out.
 */
function bodyComponents(ids: ReadonlyMap<string, string>, now: number): PortableTextComponents {
  const components: PortableTextComponents = {
    block: {
      normal: ({ children }) => <p>{children}</p>,
      h2: ({ children, value }) => (
        <h2
          id={ids.get(value._key ?? '')}
          className="scroll-mt-24 pt-6 text-2xl font-extrabold tracking-tight text-ink-950 sm:text-3xl"
        >
          {children}
        </h2>
      ),
      h3: ({ children, value }) => (
        <h3 id={ids.get(value._key ?? '')} className="scroll-mt-24 pt-3 text-xl font-bold text-ink-950">
          {children}
        </h3>
      ),
    },
    list: {
      bullet: ({ children }) => <ul className="list-disc space-y-2 pl-6 marker:text-brand-600">{children}</ul>,
      number: ({ children }) => <ol className="list-decimal space-y-2 pl-6 marker:text-brand-600">{children}</ol>,
    },
    marks: {
      strong: ({ children }) => <strong className="font-semibold text-ink-950">{children}</strong>,
      em: ({ children }) => <em>{children}</em>,
      code: ({ children }) => (
        <code className="rounded bg-ink-100 px-1.5 py-0.5 font-mono text-[0.9em] text-ink-900">{children}</code>
      ),
      link: ({ children, value }) => {
        if (!isLink(value) || !value.href) return <>{children}</>;
        if (value.publishedAt && Date.parse(value.publishedAt) > now) return <>{children}</>;
        const external = /^https?:/.test(value.href);
        return (
          <a
            href={value.href}
            className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800"
            {...(external ? { rel: 'noopener noreferrer' } : {})}
          >
            {children}
          </a>
        );
      },
    },
    types: {
      postImage: ({ value }: { value: Extract<PostBodyPart, { _type: 'postImage' }> }) => (
        <figure className="my-2">
          <SiteImage
            image={value.image}
            sizes="(min-width: 768px) 46rem, 100vw"
            className="w-full rounded-card border border-ink-100 shadow-card"
          />
          {value.caption ? (
            <figcaption className="mt-3 text-sm leading-relaxed text-ink-600">{value.caption}</figcaption>
          ) : null}
        </figure>
      ),
      pullQuote: ({ value }: { value: Extract<PostBodyPart, { _type: 'pullQuote' }> }) => (
        <figure className="post-pull-quote my-4 border-l-4 border-sun-400 py-2 pl-6">
          <blockquote className="font-display text-2xl leading-snug font-bold tracking-tight text-ink-950 sm:text-3xl">
            <p>{value.text}</p>
          </blockquote>
          {value.attribution ? (
            <figcaption className="mt-3 text-sm font-semibold text-ink-600">{value.attribution}</figcaption>
          ) : null}
        </figure>
      ),
      callout: ({ value }: { value: Extract<PostBodyPart, { _type: 'callout' }> }) => (
        <aside
          aria-label={value.tone === 'warning' ? 'Warning' : 'Note'}
          className={
            value.tone === 'warning'
              ? 'rounded-xl border border-warning-700/30 bg-warning-50 p-5 text-ink-900'
              : 'rounded-xl border border-brand-200 bg-brand-50 p-5 text-ink-900'
          }
        >
          <p className={value.tone === 'warning' ? 'font-bold text-warning-700' : 'font-bold text-brand-800'}>
            {value.tone === 'warning' ? 'Warning' : 'Note'}
          </p>
          <div className="mt-1 space-y-3">
            <PortableText value={value.body} components={components} onMissingComponent={false} />
          </div>
        </aside>
      ),
      codeBlock: ({ value }: { value: Extract<PostBodyPart, { _type: 'codeBlock' }> }) => (
        <CodeBlock code={value.code} language={value.language} filename={value.filename} />
      ),
      caseStudyCard: ({ value }: { value: Extract<PostBodyPart, { _type: 'caseStudyCard' }> }) => (
        <div className="not-prose my-2 max-w-md">
          <CaseStudyCard caseStudy={value.caseStudy} headingLevel="h3" sizes="(min-width: 768px) 28rem, 100vw" />
        </div>
      ),
    },
  };
  return components;
}

/** An article's body with the site's typography, rendered on the server. */
export function PostBody({
  body,
  headings,
  now,
}: {
  body: PostBodyPart[];
  headings: readonly OutlineHeading[];
  now: number;
}) {
  const ids = new Map(headings.map((heading) => [heading.key, heading.id]));
  return (
    <div className="post-body space-y-5 text-lg leading-relaxed text-ink-800">
      <PortableText value={body} components={bodyComponents(ids, now)} onMissingComponent={false} />
    </div>
  );
}
