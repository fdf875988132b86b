import { SiteImage } from '~/components/ui/site-image';
import type { SiteImage as SiteImageContent } from '~/content/schemas/shared';
import { cn } from '~/lib/cn';

/** An editor-chosen picture beside a section's text, in a 4:3 frame around its hotspot. */
export function SectionFigure({ image, className }: { image: SiteImageContent; className?: string }) {
  return (
    <div className={cn('overflow-hidden rounded-card bg-ink-50 shadow-lift ring-1 ring-ink-100', className)}>
      <SiteImage
        image={image}
        aspect={4 / 3}
        // Half of the 72rem container beside the text on wide screens, the full width below.
        sizes="(min-width: 1024px) 34rem, calc(100vw - 2.5rem)"
        className="aspect-[4/3] h-auto w-full object-cover"
      />
    </div>
  );
}
