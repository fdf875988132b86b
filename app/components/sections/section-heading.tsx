import { cn } from '~/lib/cn';

interface SectionHeadingProps {
  eyebrow?: string;
  heading: string;
  intro?: string;
  align?: 'left' | 'center';
  id?: string;
}

export function SectionHeading({ eyebrow, heading, intro, align = 'center', id }: SectionHeadingProps) {
  return (
    <div className={cn('max-w-2xl', align === 'center' && 'mx-auto text-center')}>
      {eyebrow ? <p className="text-sm font-bold tracking-widest text-brand-700 uppercase">{eyebrow}</p> : null}
      <h2 id={id} className="mt-3 text-3xl font-extrabold tracking-tight sm:text-4xl">
        {heading}
      </h2>
      {intro ? <p className="mt-4 text-lg leading-relaxed text-ink-600">{intro}</p> : null}
    </div>
  );
}
