import { getEnv } from '~/env.server';
import type { SanitySourceConfig } from './sources.server';

/** The Sanity connection the environment describes, or undefined to serve the bundled dataset. */
export function sanityConfigFromEnv(): SanitySourceConfig | undefined {
  const env = getEnv();
  if (!env.SANITY_PROJECT_ID) return undefined;
  return {
    projectId: env.SANITY_PROJECT_ID,
    dataset: env.SANITY_DATASET,
    apiVersion: env.SANITY_API_VERSION,
    token: env.SANITY_READ_TOKEN,
    useCdn: env.SANITY_USE_CDN,
    apiHost: env.SANITY_API_HOST,
  };
}

/** Where the Studio runs when SANITY_STUDIO_URL is unset: `sanity dev`'s address. */
const DEFAULT_STUDIO_URL = 'http://localhost:3333';

export function studioUrl(): string {
  return getEnv().SANITY_STUDIO_URL ?? DEFAULT_STUDIO_URL;
}

/**
 * The Sanity connection preview mode reads with: a token that may read drafts and releases, and
 * stega-encoded strings so visual editing can find each string's field. Each preview request
 * names the perspective it reads (drafts unless the Presentation tool asks for another). Undefined when the site
 * has no Sanity project or no token (then preview mode cannot be turned on).
 */
export function previewSourceConfig(): SanitySourceConfig | undefined {
  const config = sanityConfigFromEnv();
  const token = getEnv().SANITY_PREVIEW_TOKEN ?? getEnv().SANITY_READ_TOKEN;
  if (!config || !token) return undefined;
  return { ...config, token, useCdn: false, perspective: 'drafts', stegaStudioUrl: studioUrl() };
}

/**
 * The origin a configured Sanity project's images are served from, as the image URL builder
 * derives it (the API host with `api.` turned into `cdn.`; another host, such as a local
 * stand-in, serves them itself), or undefined for the bundled dataset, whose images the site serves.
 */
export function sanityImageOrigin(): string | undefined {
  const config = sanityConfigFromEnv();
  if (!config) return undefined;
  return new URL((config.apiHost ?? 'https://api.sanity.io').replace(/^https:\/\/api\./, 'https://cdn.')).origin;
}
