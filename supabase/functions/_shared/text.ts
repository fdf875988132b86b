// Text rules the site and the edge function share: plain TypeScript with no runtime API, so both
// runtimes (and the browser) run it.

/**
 * One line with no control characters: header values, subjects and names set in a line of a
 * mail, so a value cannot add lines or headers of its own.
 */
export function oneLine(value: string): string {
  // deno-lint-ignore no-control-regex
  return value.replace(/[\u0000-\u001F\u007F-\u009F\u2028\u2029]+/g, ' ').trim();
}

/** Text for HTML content or a quoted attribute value: &, <, >, " and ' as character references. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
