import { PortableText, type PortableTextComponents } from '@portabletext/react';
import type { PortableTextBlocks } from '~/content/schemas/shared';
import { cn } from '~/lib/cn';

const components: PortableTextComponents = {
  block: {
    normal: ({ children }) => <p>{children}</p>,
    h3: ({ children }) => <h3 className="pt-2 text-xl font-bold">{children}</h3>,
    blockquote: ({ children }) => (
      <blockquote className="border-l-4 border-brand-300 pl-4 text-ink-800 italic">{children}</blockquote>
    ),
  },
  list: {
    bullet: ({ children }) => <ul className="list-disc space-y-1.5 pl-5 marker:text-brand-600">{children}</ul>,
    number: ({ children }) => <ol className="list-decimal space-y-1.5 pl-5 marker:text-brand-600">{children}</ol>,
  },
  marks: {
    strong: ({ children }) => <strong className="font-semibold text-ink-950">{children}</strong>,
    link: ({ children, value }) => {
      const href = typeof value?.href === 'string' ? value.href : undefined;
      return (
        <a href={href} className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800">
          {children}
        </a>
      );
    },
  },
};

/** Editor-written rich text with the site's typography. */
export function PortableTextBody({ value, className }: { value: PortableTextBlocks; className?: string }) {
  return (
    <div className={cn('space-y-4 leading-relaxed', className)}>
      <PortableText value={value} components={components} onMissingComponent={false} />
    </div>
  );
}
