import type { HTMLAttributes } from 'react';
import { cn } from '~/lib/cn';

/** The surface every card of the site is drawn on: rounded, a hairline border, white, a soft shadow. */
export const CARD_SURFACE = 'rounded-card border border-ink-100 bg-white shadow-card';

/** A card that is one link's target rises on hover. */
const LIFT = 'transition-shadow hover:shadow-lift';

/**
 * A card: its content on the site's one card surface. `as` names the element where the card is
 * more than a box (a list item, an article, a figure); a class given replaces the surface's own
 * for what it sets (a tinted card's `bg-brand-50`).
 */
export function Card({
  as: Element = 'div',
  lift = false,
  className,
  ...props
}: HTMLAttributes<HTMLElement> & { as?: 'div' | 'section' | 'article' | 'li' | 'figure'; lift?: boolean }) {
  return <Element className={cn(CARD_SURFACE, lift && LIFT, className)} {...props} />;
}
