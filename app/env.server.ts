import { z } from 'zod';

const optional = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  SANITY_PROJECT_ID: optional,
  SANITY_DATASET: z.string().trim().min(1).default('production'),
  SANITY_API_VERSION: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'SANITY_API_VERSION must be a date such as 2025-02-19')
    .default('2025-02-19'),
  SANITY_READ_TOKEN: optional,
  SANITY_USE_CDN: z
    .enum(['true', 'false'])
    .default('true')
    .transform((value) => value === 'true'),
  SANITY_API_HOST: optional.pipe(z.url().optional()),
  // Subscribe to Sanity's Live Content API so published edits show at once (with SANITY_PROJECT_ID).
  SANITY_LIVE: z
    .enum(['true', 'false'])
    .default('true')
    .transform((value) => value === 'true'),
  // Turns on POST /api/sanity-webhook, signed with this secret in Sanity's webhook settings.
  SANITY_WEBHOOK_SECRET: optional,
  // Reads drafts in preview mode (a Viewer token); falls back to SANITY_READ_TOKEN.
  SANITY_PREVIEW_TOKEN: optional,
  // Where the Studio runs; preview pages may be framed by this origin only.
  SANITY_STUDIO_URL: optional.pipe(z.url().optional()),
  CONTENT_CACHE_TTL_SECONDS: z.coerce.number().int().min(0).default(60),
  CONTENT_DATASET_PATH: optional,
  SUPABASE_URL: optional.pipe(z.url().optional()),
  SUPABASE_ANON_KEY: optional,
  WEBSITE_REQUEST_ENDPOINT: optional.pipe(z.url().optional()),
  BOOKINGS_DIR: optional,
  SESSION_SECRET: optional,
  /** The site's public origin, e.g. https://www.example.com: canonical addresses, sitemap, social cards. */
  SITE_URL: optional.pipe(z.url().optional()),
});

export type Env = z.infer<typeof envSchema>;

let cached: Env | undefined;

/** The validated environment, read once. A bad value stops the server with a clear message. */
export function getEnv(): Env {
  if (!cached) {
    const result = envSchema.safeParse(process.env);
    if (!result.success) {
      throw new Error(`Invalid environment:\n${z.prettifyError(result.error)}`);
    }
    cached = result.data;
  }
  return cached;
}
