// The address of a page's generated social card. Shared by the page's meta tags (server and
// browser) and the route that draws the card, so both agree on it.

export const SOCIAL_CARD_WIDTH = 1200;
export const SOCIAL_CARD_HEIGHT = 630;

/** Bump when the card's drawing changes, so caches that hold the old picture let it go. */
const CARD_DESIGN = 1;

/** FNV-1a, 32 bits: a short fingerprint of the words on a card (not a security measure). */
function fingerprint(text: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(36);
}

/** `/` → `index`, `/careers/designer` → `careers/designer`. */
function cardName(pathname: string): string {
  const trimmed = pathname.replace(/^\/+|\/+$/g, '');
  return trimmed === '' ? 'index' : trimmed;
}

/** The page path a card name stands for (the inverse of cardName). */
export function pagePathOfCard(name: string): string {
  return name === 'index' ? '/' : `/${name}`;
}

/** The card's words in its address: when they change, the address changes, so it can be cached for good. */
export function cardVersion(card: { title: string; description: string }): string {
  return fingerprint(`${CARD_DESIGN}\n${card.title}\n${card.description}`);
}

export function socialCardPath(pathname: string, card: { title: string; description: string }): string {
  return `/social/${cardName(pathname)}.png?v=${cardVersion(card)}`;
}
