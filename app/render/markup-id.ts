/**
 * Server-rendered markup is sent once (ADR 0016): in the page's HTML, not again in the page's
 * hydration data. Each piece carries a short name, FNV-1a (32 bits) of its text in base 36, on its
 * <ServerHtml> element (`data-markup`); the first page load's data holds `MARKUP_REF` + that name
 * in its place, and the browser reads the markup back from the page (markup-once.server.ts).
 */
export const MARKUP_REF = 'markup-ref:';

export function markupId(html: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < html.length; index += 1) {
    hash ^= html.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(36);
}
