import type { ReactNode } from 'react';
import { Container } from '~/components/ui/container';
import type { Section } from '~/content/schemas/sections';
import { cn } from '~/lib/cn';
import { SectionHeading } from './section-heading';

export type SectionTone = 'light' | 'tinted' | 'dark';

const TONES: Record<SectionTone, string> = {
  light: 'band-light bg-white',
  tinted: 'band-tinted bg-ink-50',
  dark: 'relative isolate overflow-hidden bg-ink-950 text-ink-200',
};

/** The band every page-builder section sits in: its anchor, its heading, its background. */
export function SectionShell({
  section,
  tone = 'light',
  align = 'center',
  heading = true,
  className,
  children,
}: {
  section: Pick<Section, '_key' | 'anchor' | 'eyebrow' | 'heading' | 'intro'>;
  tone?: SectionTone;
  align?: 'left' | 'center';
  /** Off when the section lays its heading out itself (it must still use headingId(section)). */
  heading?: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section
      id={section.anchor}
      aria-labelledby={headingId(section)}
      className={cn('py-20 sm:py-24', TONES[tone], className)}
    >
      {tone === 'dark' ? (
        <div
          aria-hidden="true"
          className="absolute inset-0 -z-10 bg-[radial-gradient(50rem_26rem_at_85%_0%,var(--color-brand-800),transparent_65%)]"
        />
      ) : null}
      <Container>
        {heading ? (
          <SectionHeading
            id={headingId(section)}
            eyebrow={section.eyebrow}
            heading={section.heading}
            intro={section.intro}
            align={align}
            tone={tone === 'dark' ? 'dark' : 'light'}
          />
        ) : null}
        {children}
      </Container>
    </section>
  );
}

export function headingId(section: Pick<Section, '_key'>) {
  return `section-${section._key}-heading`;
}
