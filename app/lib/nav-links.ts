// What a menu link may point at, shared by the Studio's validation and the site's parsing.
// Relative imports only: the Studio build reads this file too.

/** A path on this site ("/contact", "/guides/a11y#start") or a full http(s) address. */
export const NAV_HREF_PATTERN = /^(\/(?!\/)[^\s]*|https?:\/\/[^\s]+)$/;

/** True for a link to another site, which the menus render as a plain anchor. */
export function isExternalHref(href: string): boolean {
  return /^https?:\/\//.test(href);
}
