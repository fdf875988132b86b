const PLACEHOLDER_ORIGIN = 'http://same-origin.invalid';

/**
 * The one check for every redirect target the site takes from a request: a path on this site,
 * or the fallback. The candidate is resolved the way a browser resolves a Location header (the
 * URL parser drops tabs and line breaks, reads backslashes as slashes, keeps `%2F` as data), so a
 * value that a browser would send elsewhere ("/\t/evil.example", "/\\evil.example",
 * "https:evil.example") is refused by what it becomes, not by how it is spelled.
 */
export function sameOriginPath(candidate: string | null | undefined, fallback = '/'): string {
  if (!candidate) return fallback;
  let url: URL;
  try {
    url = new URL(candidate, `${PLACEHOLDER_ORIGIN}/`);
  } catch {
    return fallback;
  }
  if (url.origin !== PLACEHOLDER_ORIGIN) return fallback;
  const target = `${url.pathname}${url.search}${url.hash}`;
  // The serialised path is what the browser will request; it must not start a new authority.
  return target.startsWith('/') && !target.startsWith('//') ? target : fallback;
}
