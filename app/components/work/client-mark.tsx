import { SiteImage } from '~/components/ui/site-image';
import type { CaseStudyCard } from '~/content/schemas/case-study';
import { cn } from '~/lib/cn';

/**
 * The client of a case study by its logo, named by its alternative text (the client's name, so
 * the name is announced once and is never an editor's stale alt), or by its name in words when
 * the case study has no logo. Where the name is written beside it anyway, the logo is
 * `decorative` (alt="") so the name is not announced twice.
 */
export function ClientMark({
  client,
  decorative = false,
  className,
}: {
  client: Pick<CaseStudyCard['client'], 'name' | 'logo'>;
  decorative?: boolean;
  className?: string;
}) {
  if (!client.logo) return decorative ? null : <span className={className}>{client.name}</span>;
  return (
    <SiteImage
      image={{ ...client.logo, alt: decorative ? '' : client.name }}
      sizes="10rem"
      className={cn('h-8 w-auto shrink-0', className)}
    />
  );
}
