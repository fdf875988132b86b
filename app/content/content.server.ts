import { LRUCache } from 'lru-cache';
import path from 'node:path';
import { data } from '@remix-run/node';
import type { z } from 'zod';
import { getEnv } from '~/env.server';
import { contentChanged, contentChangesAt, onContentChange, SCHEDULED_CHANGE_REASON } from './content-version.server';
import { subscribeToLiveContent } from './live.server';
import { isPreviewRequest } from './preview-cookie.server';
import { previewSourceConfig, sanityConfigFromEnv } from './sanity-config.server';
import { ROUTED_TYPES } from '~/lib/document-paths';
import { containsPlaceholder, fillPlaceholdersDeep, namesOfferPlaceholder, type TierPrice } from '~/lib/website-offer';
import { splitBySchedule } from '~/lib/schedule';
import { requestedPerspective, resolvePerspective, type PreviewPerspective } from './preview-perspective.server';
import {
  CASE_STUDIES_QUERY,
  CASE_STUDY_QUERY,
  CATEGORIES_QUERY,
  POST_QUERY,
  POSTS_QUERY,
  SERVICE_LINKS_QUERY,
  JOB_POSITION_QUERY,
  JOB_POSITIONS_QUERY,
  PAGE_QUERY,
  PRODUCT_PAGE_QUERY,
  ROUTING_QUERY,
  SITE_SETTINGS_QUERY,
  BOOKING_AVAILABILITY_QUERY,
  SERVICE_REQUEST_OPTIONS_QUERY,
  SITEMAP_QUERY,
  TIER_PRICES_QUERY,
  WEBSITE_OFFER_QUERY,
} from './queries';
import { bookingAvailabilitySchema } from './schemas/booking-availability';
import { caseStudyCardSchema, caseStudySchema } from './schemas/case-study';
import { categorySchema } from './schemas/category';
import { jobPositionSchema } from './schemas/job-position';
import { pageSchema, previewPageSchema, type PageInProgress } from './schemas/page';
import { postCardSchema, postSchema } from './schemas/post';
import { tierPriceSchema } from './schemas/pricing-tier';
import { productPageSchema } from './schemas/product-page';
import { routingSchema } from './schemas/routing';
import { serviceLinkSchema, serviceOptionSchema } from './schemas/service';
import { siteSettingsSchema } from './schemas/site-settings';
import { sitemapSchema } from './schemas/sitemap';
import { websiteOfferSchema } from './schemas/website-offer';
import type { SanityClient } from '@sanity/client';
import {
  createBundledSource,
  createSanityClient,
  createSanitySource,
  type ContentSource,
  type QueryParams,
  type QueryResult,
} from './sources.server';
import { logger } from '../../server/logger.js';
import { metrics } from '../../server/metrics.js';

const DEFAULT_DATASET_PATH = path.resolve('studio/seed/production.ndjson');

/**
 * Query results kept at most: a key holds the query's parameters (a slug from the address), so
 * without a bound every made-up address would add one (docs/decisions/0023). The least recently
 * read go first.
 */
const CONTENT_CACHE_MAX_ENTRIES = 2_000;
const CONTENT_CACHE_MAX_BYTES = 16 * 1024 * 1024;

interface CacheEntry {
  /** The size the cache counts for this entry: its key and its last value as JSON. */
  bytes: number;
  /** The last good value, served while it is fresh, while it refreshes, and when Sanity fails. */
  value?: QueryResult;
  /** When the value stops being fresh. */
  freshUntil: number;
  /** Dropped by a content change: the next read waits for new data (the old one stays as fallback). */
  invalid: boolean;
  /** Counts content changes that named this entry; a fetch started before one cannot clear it. */
  generation: number;
  /** The fetch under way, shared by everyone who needs it, and the generation it started in. */
  pending?: Promise<QueryResult>;
  pendingGeneration?: number;
}

export interface ContentOptions {
  /** How long a query result is served before it is refreshed. 0 turns the cache off. */
  ttlMs: number;
  /**
   * Preview reads what an editor is still building: for `contentPage`, a page with only its title
   * and slug is a page (its empty parts become placeholders), where the public site answers 404
   * until it is complete.
   */
  preview?: boolean;
  /** Bounds of the result cache (defaults CONTENT_CACHE_MAX_ENTRIES and CONTENT_CACHE_MAX_BYTES). */
  maxEntries?: number;
  maxBytes?: number;
  /** After a failed refresh, how long the last good value is served before trying again. */
  retryAfterMs?: number;
  now?: () => number;
  onInvalid?: (queryName: string, error: z.ZodError) => void;
  /** Told once when Sanity starts failing (and the last good content is served) and once when it recovers. */
  onOutage?: (message: string, error?: unknown) => void;
  /** Told when a refresh after the time to live found different content. */
  onRefreshChanged?: (tags: string[]) => void;
  /** Shows posts before their publish date (preview: editors see a scheduled post as it will be). */
  showScheduled?: boolean;
}

/** Why a change signal came from this cache's own refresh, so it does not drop what it just stored. */
const TTL_REFRESH_REASON = 'ttl-refresh';

/** Thrown by a read when Sanity fails and there is no earlier value to fall back on. */
class ContentUnavailableError extends Error {
  constructor(cause: unknown) {
    super('Content is unavailable: the content source failed and nothing was cached yet', { cause });
    this.name = 'ContentUnavailableError';
  }
}

/**
 * The one read path to content. Every loader goes through this: a named query, run on the
 * configured source, cached, and parsed into a typed value or null.
 *
 * The cache serves a value until its time to live, then keeps serving it while one background
 * refresh runs (stale-while-revalidate), so no visitor waits for Sanity after the first read.
 * A failed refresh keeps the last good value (stale-if-error) and is retried a little later.
 * A content change (live event, webhook) drops the values it names: the next read waits for
 * fresh data, falling back to the old value only if Sanity fails.
 */
export function createContent(source: ContentSource, options: ContentOptions) {
  const now = options.now ?? Date.now;
  const retryAfterMs = options.retryAfterMs ?? 5_000;
  const onInvalid =
    options.onInvalid ??
    ((queryName, error) =>
      logger('content').error(
        { query: queryName, issues: error.issues },
        `${queryName} returned content the site cannot use`,
      ));
  const onOutage = options.onOutage ?? ((message) => logger('content').error(message));
  const cache = new LRUCache<string, CacheEntry>({
    max: options.maxEntries ?? CONTENT_CACHE_MAX_ENTRIES,
    maxSize: options.maxBytes ?? CONTENT_CACHE_MAX_BYTES,
    sizeCalculation: (entry) => Math.max(1, entry.bytes),
  });
  let failing = false;
  const fetches = metrics().contentFetches;

  function recordFailure(error: unknown) {
    fetches.inc({ source: source.name, outcome: 'failed' });
    if (failing) return;
    failing = true;
    const reason = error instanceof Error ? error.message : String(error);
    onOutage(`The content source is failing (${reason}); serving the last good content until it recovers.`, error);
  }

  function recordSuccess() {
    fetches.inc({ source: source.name, outcome: 'ok' });
    if (!failing) return;
    failing = false;
    onOutage('The content source answers again.');
  }

  /**
   * Fetches an entry, sharing a fetch already under way unless a change came after it started
   * (its answer may predate the change). `announce` is set for time-to-live refreshes, whose
   * findings go out as a content change; after a change, the change was already announced.
   */
  function load(
    key: string,
    entry: CacheEntry,
    query: string,
    params: QueryParams,
    announce: boolean,
  ): Promise<QueryResult> {
    if (entry.pending && entry.pendingGeneration === entry.generation) return entry.pending;
    const generation = entry.generation;
    const settle = (freshForMs: number) => {
      // A change that arrived meanwhile keeps the entry invalid: the next read fetches again.
      if (generation !== entry.generation) return;
      entry.freshUntil = now() + freshForMs;
      entry.invalid = false;
    };
    const pending: Promise<QueryResult> = source
      .fetchTagged(query, params)
      .then((fresh) => {
        const previous = entry.value;
        recordSuccess();
        // An answer from before a change never replaces one fetched after it.
        if (generation !== entry.generation && previous) return fresh;
        entry.value = fresh;
        // Counted again at its new size, unless it was pushed out meanwhile.
        entry.bytes = key.length + JSON.stringify(fresh.result ?? null).length;
        // (set() with the same value keeps the old size, hence delete first.)
        if (cache.peek(key) === entry) {
          cache.delete(key);
          cache.set(key, entry);
        }
        settle(options.ttlMs);
        if (announce && previous && JSON.stringify(previous.result) !== JSON.stringify(fresh.result)) {
          options.onRefreshChanged?.([...new Set([...previous.syncTags, ...fresh.syncTags])]);
        }
        return fresh;
      })
      .catch((error: unknown) => {
        recordFailure(error);
        if (!entry.value) throw new ContentUnavailableError(error);
        // Serve the last good value and try again soon, not on every request.
        settle(Math.min(retryAfterMs, options.ttlMs));
        return entry.value;
      })
      .finally(() => {
        if (entry.pending === pending) entry.pending = undefined;
      });
    entry.pending = pending;
    entry.pendingGeneration = generation;
    return pending;
  }

  async function fetchCached(query: string, params: QueryParams): Promise<unknown> {
    if (options.ttlMs <= 0) {
      return source.fetch(query, params).then(
        (result) => {
          fetches.inc({ source: source.name, outcome: 'ok' });
          return result;
        },
        (error: unknown) => {
          recordFailure(error);
          throw new ContentUnavailableError(error);
        },
      );
    }
    const key = `${query}\u0000${JSON.stringify(params)}`;
    let entry = cache.get(key);
    if (!entry) {
      entry = { bytes: key.length, freshUntil: 0, invalid: true, generation: 0 };
      cache.set(key, entry);
    }
    if (!entry.value || entry.invalid) return (await load(key, entry, query, params, false)).result;
    if (entry.freshUntil <= now()) {
      // Stale: answer now, refresh in the background. Failures are handled inside load().
      void load(key, entry, query, params, true);
    }
    return entry.value.result;
  }

  /** Drops the values a change names (by sync tag), or every value when the change names none. */
  function invalidate(tags?: string[]) {
    for (const entry of cache.values()) {
      const named = !tags || tags.length === 0 || !entry.value || entry.value.syncTags.length === 0;
      if (named || entry.value?.syncTags.some((tag) => tags?.includes(tag))) {
        entry.invalid = true;
        entry.generation += 1;
      }
    }
  }

  /** A read the visitor's page depends on: an outage with nothing cached is a 503, never a crash. */
  async function read(query: string, params: QueryParams): Promise<unknown> {
    try {
      return await fetchCached(query, params);
    } catch (error) {
      if (error instanceof ContentUnavailableError) {
        throw data('Our content is briefly unavailable. Please try again in a minute.', {
          status: 503,
          headers: { 'Retry-After': '30' },
        });
      }
      throw error;
    }
  }

  async function websiteOffer() {
    const raw = await read(WEBSITE_OFFER_QUERY, {});
    const result = websiteOfferSchema.safeParse(raw);
    if (result.success) return result.data;
    if (raw !== null && raw !== undefined) onInvalid('WEBSITE_OFFER_QUERY', result.error);
    return null;
  }

  /** Every priced tier by the name text writes its price with ({api-starter price}). */
  async function tierPrices(): Promise<TierPrice[]> {
    const raw = await read(TIER_PRICES_QUERY, {});
    if (!Array.isArray(raw)) return [];
    return raw.flatMap((item: unknown) => {
      const result = tierPriceSchema.safeParse(item);
      return result.success ? [result.data] : [];
    });
  }

  /**
   * Text carries prices as placeholders, the website offer's ({flat rate}) and the tiers'
   * ({api-starter price}); they are filled in from the offer and tier documents on every read, so a
   * price changed there shows everywhere at once. A placeholder without its document is left as
   * typed, and a missing offer is logged.
   */
  async function withPrices(raw: unknown): Promise<unknown> {
    if (!containsPlaceholder(raw)) return raw;
    const [offer, tiers] = await Promise.all([websiteOffer(), tierPrices()]);
    if (!offer && namesOfferPlaceholder(raw)) {
      logger('content').error('text names the website offer, but there is no valid "websiteOffer" document');
    }
    return fillPlaceholdersDeep(raw, offer, tiers);
  }

  async function one<T>(name: string, query: string, params: QueryParams, schema: z.ZodType<T>): Promise<T | null> {
    const raw = await withPrices(await read(query, params));
    if (raw === null || raw === undefined) return null;
    const result = schema.safeParse(raw);
    if (!result.success) {
      onInvalid(name, result.error);
      return null;
    }
    return result.data;
  }

  async function many<T>(name: string, query: string, params: QueryParams, schema: z.ZodType<T>): Promise<T[]> {
    const raw = await withPrices(await read(query, params));
    if (!Array.isArray(raw)) return [];
    // One broken document hides itself, not the whole list.
    return raw.flatMap((item: unknown) => {
      const result = schema.safeParse(item);
      if (result.success) return [result.data];
      onInvalid(name, result.error);
      return [];
    });
  }

  /**
   * Posts whose publish date has come, on the clock of the request; the earliest still to come is
   * announced to the content-version signal, so the caches let go of their lists at that moment.
   */
  function publishedNow<T extends { publishedAt: string }>(posts: T[]): T[] {
    if (options.showScheduled) return posts;
    const { published, nextAt } = splitBySchedule(posts, Date.now());
    if (nextAt !== undefined) contentChangesAt(nextAt);
    return published;
  }

  return {
    source: source.name,
    clearCache: () => invalidate(),
    invalidate,
    websiteOffer,
    siteSettings: () => one('SITE_SETTINGS_QUERY', SITE_SETTINGS_QUERY, {}, siteSettingsSchema),
    bookingAvailability: () =>
      one('BOOKING_AVAILABILITY_QUERY', BOOKING_AVAILABILITY_QUERY, {}, bookingAvailabilitySchema),
    serviceRequestOptions: () =>
      many('SERVICE_REQUEST_OPTIONS_QUERY', SERVICE_REQUEST_OPTIONS_QUERY, {}, serviceOptionSchema),
    jobPositions: () => many('JOB_POSITIONS_QUERY', JOB_POSITIONS_QUERY, {}, jobPositionSchema),
    jobPosition: (slug: string) => one('JOB_POSITION_QUERY', JOB_POSITION_QUERY, { slug }, jobPositionSchema),
    page: (slug: string) => one('PAGE_QUERY', PAGE_QUERY, { slug }, pageSchema),
    /**
     * A page as the content-page routes show it: the same as `page`, except that preview also
     * gives a page still being built (a title and a slug), with a null hero until it is complete.
     */
    contentPage: async (slug: string): Promise<PageInProgress | null> => {
      if (!options.preview) return one('PAGE_QUERY', PAGE_QUERY, { slug }, pageSchema);
      const page = await one('PAGE_QUERY', PAGE_QUERY, { slug }, previewPageSchema);
      // Until its search fields are written, the page is named by its title (and never indexed).
      return page && { ...page, seo: page.seo ?? { title: page.title, description: '', noindex: true } };
    },
    productPage: (slug: string) => one('PRODUCT_PAGE_QUERY', PRODUCT_PAGE_QUERY, { slug }, productPageSchema),
    caseStudies: () => many('CASE_STUDIES_QUERY', CASE_STUDIES_QUERY, {}, caseStudyCardSchema),
    caseStudy: (slug: string) => one('CASE_STUDY_QUERY', CASE_STUDY_QUERY, { slug }, caseStudySchema),
    sitemap: async () => {
      const sitemap = await one('SITEMAP_QUERY', SITEMAP_QUERY, {}, sitemapSchema);
      return sitemap && { ...sitemap, posts: publishedNow(sitemap.posts) };
    },
    /** Published posts, newest first (scheduled ones from their publish date on). */
    posts: async () => publishedNow(await many('POSTS_QUERY', POSTS_QUERY, {}, postCardSchema)),
    /** A published post by slug; a scheduled one is not found until its publish date. */
    post: async (slug: string) => {
      const post = await one('POST_QUERY', POST_QUERY, { slug }, postSchema);
      return post && publishedNow([post]).length > 0 ? post : null;
    },
    categories: () => many('CATEGORIES_QUERY', CATEGORIES_QUERY, {}, categorySchema),
    serviceLinks: () => many('SERVICE_LINKS_QUERY', SERVICE_LINKS_QUERY, {}, serviceLinkSchema),
    routing: async () => {
      const routing = await one('ROUTING_QUERY', ROUTING_QUERY, { routedTypes: [...ROUTED_TYPES] }, routingSchema);
      if (!routing) return routing;
      // A renamed post still to come keeps its old address a 404 until its publish date.
      const dated = routing.moved.flatMap((item) =>
        item.publishedAt ? [{ item, publishedAt: item.publishedAt }] : [],
      );
      const due = new Set(publishedNow(dated).map(({ item }) => item));
      return { ...routing, moved: routing.moved.filter((item) => !item.publishedAt || due.has(item)) };
    },
    /** An image file the site serves itself (the bundled dataset's), or null: Sanity's come from its CDN. */
    readAsset: async (projectId: string, dataset: string, fileName: string) =>
      (await source.readAsset?.(projectId, dataset, fileName)) ?? null,
  };
}

export type Content = ReturnType<typeof createContent>;

function sourceFromEnv(): ContentSource {
  const config = sanityConfigFromEnv();
  if (config) return createSanitySource(config);
  return createBundledSource(getEnv().CONTENT_DATASET_PATH ?? DEFAULT_DATASET_PATH);
}

let instance: Content | undefined;
let previewClient: SanityClient | undefined;
/** Per request: its preview content module and the perspective it reads (looked up once). */
const previewContents = new WeakMap<Request, Content>();
const previewPerspectives = new WeakMap<Request, Promise<PreviewPerspective>>();

/** The client preview reads with, shared by every preview request (each names its perspective). */
function previewClientFor(config: NonNullable<ReturnType<typeof previewSourceConfig>>) {
  previewClient ??= createSanityClient(config);
  return previewClient;
}

/**
 * The perspective a preview request reads (the one the Presentation tool asked for, drafts by
 * default) and what the preview bar says about it; undefined outside preview.
 */
export function previewPerspective(request: Request): Promise<PreviewPerspective> | undefined {
  const config = previewSourceConfig();
  if (!config || !isPreviewRequest(request)) return undefined;
  let resolved = previewPerspectives.get(request);
  if (!resolved) {
    resolved = resolvePerspective(requestedPerspective(request), previewClientFor(config));
    previewPerspectives.set(request, resolved);
  }
  return resolved;
}

/**
 * Preview reads through its own content module with no cache at all: editors must see every
 * keystroke, and drafts or a release must never land in the cache visitors are served from.
 * One per request, since each request names its perspective.
 */
function previewContent(request: Request): Content | undefined {
  const config = previewSourceConfig();
  const perspective = previewPerspective(request);
  if (!config || !perspective) return undefined;
  let content = previewContents.get(request);
  if (!content) {
    const source = createSanitySource(config, {
      client: previewClientFor(config),
      perspectiveOf: async () => (await perspective).perspective,
    });
    content = createContent(source, { ttlMs: 0, preview: true, showScheduled: true });
    previewContents.set(request, content);
  }
  return content;
}

/**
 * The content module for this server process, built from the environment on first use. Pass the
 * request: one carrying the preview cookie reads the perspective it asks for instead.
 */
export function getContent(request?: Request): Content {
  if (request && isPreviewRequest(request)) {
    const preview = previewContent(request);
    if (preview) return preview;
  }
  if (!instance) {
    const content = createContent(sourceFromEnv(), {
      ttlMs: getEnv().CONTENT_CACHE_TTL_SECONDS * 1000,
      // The page cache and everything else keyed on content learn of it through the one signal.
      onRefreshChanged: (tags) => contentChanged(TTL_REFRESH_REASON, tags),
    });
    onContentChange(({ reason, tags }) => {
      // A scheduled post coming out changes no query's result: the lists are cut by the clock.
      if (reason !== TTL_REFRESH_REASON && reason !== SCHEDULED_CHANGE_REASON) content.invalidate(tags);
    });
    const config = sanityConfigFromEnv();
    // Published edits arrive as live events; the webhook route is the other way in.
    if (config && getEnv().SANITY_LIVE) subscribeToLiveContent(createSanityClient(config));
    instance = content;
  }
  return instance;
}
