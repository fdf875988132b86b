import { cn } from '~/lib/cn';
import { HeadingText } from './heading-text';

interface SectionHeadingProps {
  eyebrow?: string;
  heading: string;
  intro?: string;
  align?: 'left' | 'center';
  tone?: 'light' | 'dark';
  id?: string;
}

export function SectionHeading({ eyebrow, heading, intro, align = 'center', tone = 'light', id }: SectionHeadingProps) {
  const dark = tone === 'dark';
  return (
    <div className={cn('max-w-2xl', align === 'center' && 'mx-auto text-center')}>
      {eyebrow ? (
        <p
          className={cn('text-sm font-bold tracking-widest uppercase', dark ? 'text-brand-200' : 'text-(--accent-ink)')}
        >
          {eyebrow}
        </p>
      ) : null}
      <h2 id={id} className={cn('mt-3 text-3xl font-extrabold tracking-tight sm:text-4xl', dark && 'text-white')}>
        <HeadingText>{heading}</HeadingText>
      </h2>
      {intro ? (
        <p className={cn('mt-4 text-lg leading-relaxed', dark ? 'text-ink-200' : 'text-ink-600')}>{intro}</p>
      ) : null}
    </div>
  );
}
