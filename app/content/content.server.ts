import path from 'node:path';
import type { z } from 'zod';
import { getEnv } from '~/env.server';
import { onContentChange } from './content-version.server';
import {
  JOB_POSITION_QUERY,
  JOB_POSITIONS_QUERY,
  PAGE_QUERY,
  PRODUCT_PAGE_QUERY,
  SITE_SETTINGS_QUERY,
  SITEMAP_QUERY,
} from './queries';
import { jobPositionSchema, pageSchema, productPageSchema, siteSettingsSchema, sitemapSchema } from './schemas';
import { createBundledSource, createSanitySource, type ContentSource, type QueryParams } from './sources.server';

export const DEFAULT_DATASET_PATH = path.resolve('studio/seed/production.ndjson');

interface CacheEntry {
  expires: number;
  value: Promise<unknown>;
}

export interface ContentOptions {
  /** How long a query result is reused. 0 turns the cache off. */
  ttlMs: number;
  now?: () => number;
  onInvalid?: (queryName: string, error: z.ZodError) => void;
}

/**
 * The one read path to content. Every loader goes through this: a named query, run on the
 * configured source, cached for a while, and parsed into a typed value or null.
 */
export function createContent(source: ContentSource, options: ContentOptions) {
  const now = options.now ?? Date.now;
  const onInvalid =
    options.onInvalid ??
    ((queryName, error) => console.error(`[content] ${queryName} returned content the site cannot use`, error.issues));
  const cache = new Map<string, CacheEntry>();

  function fetchCached(query: string, params: QueryParams): Promise<unknown> {
    if (options.ttlMs <= 0) return source.fetch(query, params);
    const key = `${query}\u0000${JSON.stringify(params)}`;
    const hit = cache.get(key);
    if (hit && hit.expires > now()) return hit.value;
    // The promise is cached, so simultaneous requests share one query.
    const value = source.fetch(query, params);
    cache.set(key, { expires: now() + options.ttlMs, value });
    value.catch(() => cache.delete(key));
    return value;
  }

  async function one<T>(name: string, query: string, params: QueryParams, schema: z.ZodType<T>): Promise<T | null> {
    const raw = await fetchCached(query, params);
    if (raw === null || raw === undefined) return null;
    const result = schema.safeParse(raw);
    if (!result.success) {
      onInvalid(name, result.error);
      return null;
    }
    return result.data;
  }

  async function many<T>(name: string, query: string, params: QueryParams, schema: z.ZodType<T>): Promise<T[]> {
    const raw = await fetchCached(query, params);
    if (!Array.isArray(raw)) return [];
    // One broken document hides itself, not the whole list.
    return raw.flatMap((item: unknown) => {
      const result = schema.safeParse(item);
      if (result.success) return [result.data];
      onInvalid(name, result.error);
      return [];
    });
  }

  return {
    source: source.name,
    clearCache: () => cache.clear(),
    siteSettings: () => one('SITE_SETTINGS_QUERY', SITE_SETTINGS_QUERY, {}, siteSettingsSchema),
    jobPositions: () => many('JOB_POSITIONS_QUERY', JOB_POSITIONS_QUERY, {}, jobPositionSchema),
    jobPosition: (slug: string) => one('JOB_POSITION_QUERY', JOB_POSITION_QUERY, { slug }, jobPositionSchema),
    page: (slug: string) => one('PAGE_QUERY', PAGE_QUERY, { slug }, pageSchema),
    productPage: (slug: string) => one('PRODUCT_PAGE_QUERY', PRODUCT_PAGE_QUERY, { slug }, productPageSchema),
    sitemap: () => one('SITEMAP_QUERY', SITEMAP_QUERY, {}, sitemapSchema),
  };
}

export type Content = ReturnType<typeof createContent>;

export function sourceFromEnv(): ContentSource {
  const env = getEnv();
  if (env.SANITY_PROJECT_ID) {
    return createSanitySource({
      projectId: env.SANITY_PROJECT_ID,
      dataset: env.SANITY_DATASET,
      apiVersion: env.SANITY_API_VERSION,
      token: env.SANITY_READ_TOKEN,
      useCdn: env.SANITY_USE_CDN,
      apiHost: env.SANITY_API_HOST,
    });
  }
  return createBundledSource(env.CONTENT_DATASET_PATH ?? DEFAULT_DATASET_PATH);
}

let instance: Content | undefined;

/** The content module for this server process, built from the environment on first use. */
export function getContent(): Content {
  if (!instance) {
    const content = createContent(sourceFromEnv(), { ttlMs: getEnv().CONTENT_CACHE_TTL_SECONDS * 1000 });
    onContentChange(() => content.clearCache());
    instance = content;
  }
  return instance;
}
