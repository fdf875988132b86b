import { PortableTextBody } from '~/components/sections/portable-text-body';
import { SiteImage } from '~/components/ui/site-image';
import type { StoryPart } from '~/content/schemas/case-study';

/** A story field of a case study: its paragraphs, with the pictures placed between them. */
export function StoryBody({ parts }: { parts: StoryPart[] }) {
  return (
    <div className="space-y-6 text-lg text-ink-800">
      {parts.map((part) =>
        'text' in part ? (
          <PortableTextBody key={part._key} value={part.text} />
        ) : (
          <SiteImage
            key={part._key}
            image={part.image}
            sizes="(min-width: 768px) 48rem, 100vw"
            className="w-full rounded-card shadow-card"
          />
        ),
      )}
    </div>
  );
}
