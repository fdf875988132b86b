import type { ClientPerspective, SanityClient } from '@sanity/client';
import { perspectiveCookieName, urlSearchParamPreviewPerspective } from '@sanity/preview-url-secret/constants';
import { z } from 'zod';
import { logger } from '../../server/logger.js';
import { PREVIEW_HOURS, cookieAttributes, cookieValue } from './preview-cookie.server';

// Which version of the content preview reads: the perspective the Presentation tool asks for.
// The Studio sends it as `sanity-preview-perspective` on the URL it opens (the enable URL, and a
// page URL when it reloads the frame): `drafts`, `published`, or a release stack such as
// `rSpring,drafts` (that release's versions over drafts over published). The enable route keeps
// it in a cookie for the pages the editor opens next; a page URL that names one replaces it.

/**
 * The layers preview reads, first found wins, over the published documents: release ids and
 * `drafts`. `[]` is published content only, `['drafts']` the drafts perspective.
 */
type PerspectiveLayers = readonly string[];

export const DRAFTS_LAYERS: PerspectiveLayers = ['drafts'];

/** A release id as the Studio makes them (`rA1b2C3d4`) or an API client names them. */
const LAYER_PATTERN = /^[A-Za-z0-9][\w-]{0,63}$/;
/** More releases than any stack an editor can select: a longer value is not from the Studio. */
const MAX_LAYERS = 16;

/**
 * The layers a perspective value names, or undefined for anything else (`raw`, which shows every
 * version side by side, a malformed id, an endless list). Empty entries are dropped: the Studio
 * joins an unset scheduled draft into the list as an empty string (`,rSpring,drafts`).
 */
export function parsePerspective(value: string | null | undefined): PerspectiveLayers | undefined {
  if (!value) return undefined;
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '')
    .map((entry) => (entry === 'previewDrafts' ? 'drafts' : entry));
  if (entries.length === 0 || entries.length > MAX_LAYERS) return undefined;
  if (entries.some((entry) => entry === 'raw' || !LAYER_PATTERN.test(entry))) return undefined;
  // Published content is always the last layer: naming it adds nothing.
  return [...new Set(entries.filter((entry) => entry !== 'published'))];
}

/** The layers as the Studio and the API write them: `published`, `drafts`, `rSpring,drafts`. */
function encodePerspective(layers: PerspectiveLayers): string {
  return layers.length === 0 ? 'published' : layers.join(',');
}

/** The perspective @sanity/client sends for these layers. */
export function clientPerspective(layers: PerspectiveLayers): ClientPerspective {
  if (layers.length === 0) return 'published';
  if (layers.length === 1 && layers[0] === 'drafts') return 'drafts';
  return [...layers];
}

function decoded(value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  try {
    return decodeURIComponent(value);
  } catch {
    return undefined;
  }
}

/** The perspective a page URL names, if it names a valid one. */
function perspectiveInUrl(request: Request): PerspectiveLayers | undefined {
  return parsePerspective(new URL(request.url).searchParams.get(urlSearchParamPreviewPerspective));
}

/** The perspective a preview request asks for: its URL's, else its cookie's, else drafts. */
export function requestedPerspective(request: Request): PerspectiveLayers {
  return (
    perspectiveInUrl(request) ?? parsePerspective(decoded(cookieValue(request, perspectiveCookieName))) ?? DRAFTS_LAYERS
  );
}

/** The Set-Cookie value that keeps a perspective for the pages opened next, as long as preview lasts. */
export function perspectiveCookie(layers: PerspectiveLayers): string {
  return `${perspectiveCookieName}=${encodeURIComponent(encodePerspective(layers))}; ${cookieAttributes(PREVIEW_HOURS * 3_600)}`;
}

export function clearedPerspectiveCookie(): string {
  return `${perspectiveCookieName}=; ${cookieAttributes(0)}`;
}

/**
 * A Set-Cookie value when a preview page's URL names a perspective other than the cookie's, so a
 * frame the Studio reloaded with a new perspective keeps it while the editor clicks on.
 */
export function perspectiveCookieUpdate(request: Request): string | undefined {
  const named = perspectiveInUrl(request);
  if (!named) return undefined;
  const kept = parsePerspective(decoded(cookieValue(request, perspectiveCookieName)));
  return kept && encodePerspective(kept) === encodePerspective(named) ? undefined : perspectiveCookie(named);
}

/** The releases found, as the preview bar names them: by title, else by id. */
const releasesSchema = z
  .array(
    z
      .object({ id: z.string(), title: z.string().nullish() })
      .transform(({ id, title }) => ({ id, title: title?.trim() ? title : id })),
  )
  .catch([]);
type ReleaseName = z.infer<typeof releasesSchema>[number];

/** The perspective preview reads with, and what the preview bar says about it. */
export interface PreviewPerspective {
  layers: PerspectiveLayers;
  perspective: ClientPerspective;
  /** "drafts shown", "published content only", `release “Spring pricing” over drafts`. */
  label: string;
}

// Releases are documents `_.releases.<id>` of type `system.release`, readable in the raw
// perspective with a token. A release that was published or archived has no versions to show.
const RELEASES_QUERY = `*[_type == "system.release" && _id in $ids && !(state in ["archived", "published"])]{ "id": name, "title": metadata.title }`;

const quoted = (release: ReleaseName) => `“${release.title}”`;

function listed(items: string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

function describe(layers: PerspectiveLayers, releases: ReleaseName[], missing: string[]): string {
  const drafts = layers.includes('drafts');
  if (releases.length === 0 && missing.length === 0) return drafts ? 'drafts shown' : 'published content only';
  const parts: string[] = [];
  if (releases.length > 0) {
    parts.push(
      `${releases.length === 1 ? 'release' : 'releases'} ${listed(releases.map(quoted))} ${drafts ? 'over drafts' : 'over published content'}`,
    );
  } else {
    parts.push(drafts ? 'drafts shown' : 'published content only');
  }
  if (missing.length > 0) {
    parts.push(`(${listed(missing)}: no such active release)`);
  }
  return parts.join(' ');
}

/**
 * Resolves the layers a request asks for against the releases that exist: a release that is
 * unknown, published or archived is left out (and named in the label), so a stale perspective in
 * a cookie previews drafts rather than failing. Without releases there is nothing to look up.
 */
export async function resolvePerspective(
  layers: PerspectiveLayers,
  client: Pick<SanityClient, 'fetch'>,
): Promise<PreviewPerspective> {
  const releaseIds = layers.filter((layer) => layer !== 'drafts');
  if (releaseIds.length === 0) {
    return { layers, perspective: clientPerspective(layers), label: describe(layers, [], []) };
  }
  let found: ReleaseName[];
  try {
    const result: unknown = await client.fetch(
      RELEASES_QUERY,
      { ids: releaseIds.map((id) => `_.releases.${id}`) },
      // Titles for the bar: plain text, never stega-encoded.
      { perspective: 'raw', stega: false },
    );
    found = releasesSchema.parse(result);
  } catch (error) {
    // The page's own reads will fail the same way and say so; the bar keeps the ids.
    logger('preview').error(
      { reason: error instanceof Error ? error.message : String(error) },
      'could not look up the releases',
    );
    return { layers, perspective: clientPerspective(layers), label: `releases ${listed(releaseIds)}` };
  }
  const known = layers.filter((layer) => layer === 'drafts' || found.some((release) => release.id === layer));
  const releases = known.flatMap((layer) => found.filter((release) => release.id === layer));
  const missing = releaseIds.filter((id) => !found.some((release) => release.id === id));
  return { layers: known, perspective: clientPerspective(known), label: describe(known, releases, missing) };
}
