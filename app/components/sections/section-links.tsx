import type { ContentLink as ContentLinkData } from '~/content/schemas/shared';
import { cn } from '~/lib/cn';
import { ContentLink } from './content-link';

/** The row of calls to action that closes a section. */
export function SectionLinks({
  links,
  tone = 'light',
  align = 'center',
  className,
}: {
  links: ContentLinkData[];
  tone?: 'light' | 'dark';
  align?: 'left' | 'center';
  className?: string;
}) {
  if (links.length === 0) return null;
  return (
    <div className={cn('mt-12 flex flex-wrap gap-3', align === 'center' && 'justify-center', className)}>
      {links.map((link) => (
        <ContentLink key={link.href + link.label} link={link} tone={tone} />
      ))}
    </div>
  );
}
