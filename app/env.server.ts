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
  CONTENT_CACHE_TTL_SECONDS: z.coerce.number().int().min(0).default(60),
  CONTENT_DATASET_PATH: optional,
  SUPABASE_URL: optional.pipe(z.url().optional()),
  SUPABASE_ANON_KEY: optional,
  WEBSITE_REQUEST_ENDPOINT: optional.pipe(z.url().optional()),
  BOOKINGS_DIR: optional,
  SESSION_SECRET: optional,
  // The production server (server/): where it listens, whom it believes, what it accepts.
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: optional,
  TRUST_PROXY: z.string().trim().default('false').transform(parseTrustProxy),
  MAX_BODY_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(6 * 1024 * 1024),
  PAGE_CACHE_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(0)
    .default(64 * 1024 * 1024),
});

/**
 * Express's `trust proxy` setting from TRUST_PROXY: `false` (default: proxy headers are ignored),
 * `true` (believe any proxy), a number of proxy hops, or a comma list of addresses, subnets or
 * the names `loopback`, `linklocal`, `uniquelocal`.
 */
function parseTrustProxy(value: string): boolean | number | string {
  if (value === '' || value === 'false') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) return Number(value);
  return value;
}

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
