import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { cn } from '~/lib/cn';

interface TabItem<Id extends string = string> {
  id: Id;
  label: string;
  icon?: ReactNode;
  content: ReactNode;
}

interface TabsProps<Id extends string> {
  /** Names the tab list for assistive technology. */
  label: string;
  items: readonly TabItem<Id>[];
  value: Id;
  onValueChange: (id: Id) => void;
  /** Stable id prefix, so panels can be linked to from elsewhere on the page. */
  idBase?: string;
  /** Heading level of the panel titles that only show without JavaScript. */
  headingLevel?: 2 | 3 | 4;
  variant?: 'pill' | 'underline';
  className?: string;
}

function tabPanelId(idBase: string, id: string) {
  return `${idBase}-${id}`;
}

/**
 * Tabs in the WAI-ARIA pattern: one tab stop (roving tabindex), arrow keys, Home and End move
 * and select. Every panel stays mounted, so a running demo keeps going in a hidden tab.
 *
 * Without JavaScript the tab list cannot work, so <NoScriptStyles /> (rendered once on the
 * page) hides it and shows every panel stacked under its own heading.
 */
export function Tabs<Id extends string>({
  label,
  items,
  value,
  onValueChange,
  idBase,
  headingLevel = 3,
  variant = 'pill',
  className,
}: TabsProps<Id>) {
  const generated = useId();
  const base = idBase ?? `tabs${generated.replace(/:/g, '')}`;
  const tabRefs = useRef(new Map<string, HTMLButtonElement>());
  const Heading = `h${headingLevel}` as const;

  function select(index: number) {
    const item = items[(index + items.length) % items.length];
    if (!item) return;
    onValueChange(item.id);
    tabRefs.current.get(item.id)?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowDown: index + 1,
      ArrowLeft: index - 1,
      ArrowUp: index - 1,
      Home: 0,
      End: items.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(target);
  }

  return (
    <div className={className}>
      <div
        role="tablist"
        aria-label={label}
        data-tabs-list=""
        className={cn(
          variant === 'pill'
            ? 'flex gap-1 rounded-2xl bg-ink-100 p-1.5'
            : // On phones every tab stays on screen as a two-column grid of chips; a scrolled strip
              // hid four of six with no hint. From 640 px they sit in one underlined row.
              'grid grid-cols-2 gap-2 sm:flex sm:flex-wrap sm:gap-1 sm:border-b sm:border-ink-200',
        )}
      >
        {items.map((item, index) => {
          const selected = item.id === value;
          return (
            <button
              key={item.id}
              ref={(node) => {
                if (node) tabRefs.current.set(item.id, node);
                else tabRefs.current.delete(item.id);
              }}
              type="button"
              role="tab"
              id={`${tabPanelId(base, item.id)}-tab`}
              aria-selected={selected}
              aria-controls={tabPanelId(base, item.id)}
              tabIndex={selected ? 0 : -1}
              onClick={() => onValueChange(item.id)}
              onKeyDown={(event) => onKeyDown(event, index)}
              className={cn(
                'inline-flex shrink-0 items-center gap-2 text-sm font-semibold whitespace-nowrap transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 [&_svg]:size-4',
                variant === 'pill'
                  ? cn(
                      // Pills share the row on narrow screens instead of scrolling out of view; there
                      // the icon sits centered above its label, which may wrap, rather than far from it.
                      'flex-1 shrink flex-col justify-center gap-1 rounded-xl px-3 py-2.5 text-center whitespace-normal sm:flex-none sm:flex-row sm:gap-2 sm:px-4',
                      selected
                        ? 'bg-white text-brand-700 shadow-card'
                        : 'text-ink-700 hover:bg-white/60 hover:text-ink-950',
                    )
                  : cn(
                      'justify-start rounded-xl border px-3 py-2.5 text-left whitespace-normal sm:-mb-px sm:rounded-none sm:border-0 sm:border-b-2 sm:px-4 sm:py-3 sm:whitespace-nowrap',
                      selected
                        ? 'border-brand-600 bg-brand-50 text-brand-700 sm:bg-transparent'
                        : 'border-ink-200 bg-white text-ink-700 hover:text-ink-950 sm:border-transparent sm:bg-transparent',
                    ),
              )}
            >
              {item.icon}
              {item.label}
            </button>
          );
        })}
      </div>
      {items.map((item) => (
        <div
          key={item.id}
          role="tabpanel"
          id={tabPanelId(base, item.id)}
          aria-labelledby={`${tabPanelId(base, item.id)}-tab`}
          hidden={item.id !== value}
          data-tab-panel=""
          // A panel that starts with text (not a control) needs to be reachable itself.
          tabIndex={0}
          className="mt-6 rounded-card focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand-600"
        >
          <Heading data-tab-heading="" className="mb-4 hidden text-2xl font-bold tracking-tight">
            {item.label}
          </Heading>
          {item.content}
        </div>
      ))}
    </div>
  );
}
