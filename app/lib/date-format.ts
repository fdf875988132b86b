/**
 * An en-US date formatter, built the first time it is used and then kept. The first Intl
 * formatter of a page costs the browser its locale set-up (ADR 0016 has the figures), so no
 * module builds one while it loads, only when a date is first formatted, which on most pages is
 * never.
 */
export function dateFormat(options: Intl.DateTimeFormatOptions): () => Intl.DateTimeFormat {
  let format: Intl.DateTimeFormat | undefined;
  return () => (format ??= new Intl.DateTimeFormat('en-US', options));
}
