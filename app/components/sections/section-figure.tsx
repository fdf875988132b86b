import { FallbackImage } from '~/components/ui/fallback-image';
import type { SiteImage } from '~/content/schemas';
import { cn } from '~/lib/cn';

/** An editor-chosen illustration beside a section's text, with its fallback file if it fails. */
export function SectionFigure({ image, className }: { image: SiteImage; className?: string }) {
  return (
    <div className={cn('overflow-hidden rounded-card bg-ink-50 shadow-lift ring-1 ring-ink-100', className)}>
      <FallbackImage
        src={image.src}
        fallbackSrc={image.fallbackSrc}
        alt={image.alt}
        width={640}
        height={480}
        loading="lazy"
        decoding="async"
        className="aspect-[4/3] h-auto w-full object-cover"
      />
    </div>
  );
}
