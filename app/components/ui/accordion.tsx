import { SpriteSvg } from '~/components/ui/icons/sprite-svg';
import type { ReactNode, SyntheticEvent } from 'react';
import { cn } from '~/lib/cn';
import { CARD_SURFACE } from './card';

/**
 * An accordion of native <details> elements: every answer is reachable without JavaScript,
 * summaries are keyboard buttons, and an open item closes again on a second press. Items
 * share a `name`, so the browser keeps one open at a time; the toggle handler does the same
 * for browsers that predate exclusive <details>.
 */
export function Accordion({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <div data-accordion="" className={cn('divide-y divide-ink-100', CARD_SURFACE, className)}>
      {children}
    </div>
  );
}

function closeOthers(event: SyntheticEvent<HTMLDetailsElement>) {
  const opened = event.currentTarget;
  if (!opened.open) return;
  opened
    .closest('[data-accordion]')
    ?.querySelectorAll('details')
    .forEach((item) => {
      if (item !== opened && item.open) item.open = false;
    });
}

export function AccordionItem({
  group,
  summary,
  children,
  id,
}: {
  /** Items with the same group name exclude each other. */
  group: string;
  summary: ReactNode;
  children: ReactNode;
  id?: string;
}) {
  return (
    <details name={group} id={id} onToggle={closeOthers} className="group">
      <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-card px-6 py-5 text-left text-base font-semibold text-ink-950 hover:bg-ink-50 sm:text-lg [&::-webkit-details-marker]:hidden">
        <span>{summary}</span>
        <SpriteSvg
          symbol="chevron-down"
          aria-hidden="true"
          className="size-5 shrink-0 text-brand-600 transition-transform duration-200 group-open:rotate-180"
        />
      </summary>
      <div className="px-6 pb-6 text-ink-700">{children}</div>
    </details>
  );
}
