import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { z } from 'zod';
import { logger } from '../server/logger.js';

const optional = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

const envSchema = z
  .object({
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
    // Server-side only: writes the leads table. Never sent to the browser.
    SUPABASE_SERVICE_ROLE_KEY: optional,
    WEBSITE_REQUEST_ENDPOINT: optional.pipe(z.url().optional()),
    BOOKINGS_DIR: optional,
    LEADS_DIR: optional,
    SESSION_SECRET: optional.pipe(
      z.string().min(32, 'SESSION_SECRET must be at least 32 characters (e.g. openssl rand -hex 32)').optional(),
    ),
    FORM_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(0).default(10),
    FORM_RATE_LIMIT_PER_HOUR: z.coerce.number().int().min(0).default(50),
    // With Supabase the limit is counted in the database; past this wait, the instance counts the post itself.
    FORM_RATE_LIMIT_TIMEOUT_MS: z.coerce.number().int().min(100).max(10_000).default(2000),
    LEAD_RETRY_BASE_SECONDS: z.coerce.number().positive().max(86_400).default(30),
    LEAD_RETRY_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(50).default(8),
    // Leads older than this lose their personal data (a daily pass of the running server).
    LEAD_RETENTION_DAYS: z.coerce.number().int().min(1).max(36_500).default(730),
    // The e-mail API (Resend's REST interface) that tells the studio of every lead; unset, each
    // message is written to LEADS_DIR/outbox/ as an .eml file instead.
    RESEND_API_KEY: optional,
    RESEND_API_URL: optional.pipe(z.url().optional()),
    // The account's rate limit (the API's default is 2 a second): sends are paced to stay under it.
    RESEND_PER_SECOND: z.coerce.number().positive().max(1000).default(2),
    /** The address the site's e-mails come from, e.g. hello@example.com (a verified sender of the API). */
    MAIL_FROM: optional.pipe(z.email('MAIL_FROM must be an e-mail address such as hello@example.com').optional()),
    // Optional: every lead is also posted as JSON to this address, signed with the secret.
    LEADS_WEBHOOK_URL: optional.pipe(z.url().optional()),
    LEADS_WEBHOOK_SECRET: optional.pipe(
      z.string().min(16, 'LEADS_WEBHOOK_SECRET must be at least 16 characters').optional(),
    ),
    /** The site's public origin, e.g. https://www.example.com: canonical addresses, sitemap, social cards. */
    SITE_URL: optional.pipe(z.url().optional()),
    // The production server (server/): where it listens, whom it believes, what it accepts.
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: optional,
    TRUST_PROXY: z.string().trim().default('false').transform(parseTrustProxy),
    MAX_BODY_BYTES: z.coerce
      .number()
      .int()
      .min(1024)
      .default(6 * 1024 * 1024),
    // How long a visitor waits for a page render before getting its last good copy or a 503.
    RENDER_DEADLINE_MS: z.coerce.number().int().min(100).max(60_000).default(5000),
    PAGE_CACHE_MAX_BYTES: z.coerce
      .number()
      .int()
      .min(0)
      .default(64 * 1024 * 1024),
    // What the operator sees (docs/operating.md, "Watching it run"). The logger reads LOG_LEVEL
    // and LOG_FORMAT itself (server/logger.js), before this check runs; here a wrong value is named.
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    LOG_FORMAT: z.enum(['json', 'pretty']).default('json'),
    // /metrics answers only with this bearer token; unset (and no METRICS_PORT), there is no /metrics.
    METRICS_TOKEN: optional.pipe(z.string().min(16, 'METRICS_TOKEN must be at least 16 characters').optional()),
    // Serve /metrics on this port of 127.0.0.1 instead of the site's port.
    METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
    // /healthz fails when the event loop's delay (99th percentile over ~10 s) is over this.
    HEALTH_MAX_EVENT_LOOP_DELAY_MS: z.coerce.number().int().min(10).max(60_000).default(1000),
    // The alarm: a lead undelivered on a channel for this long (or given up) alerts the operator.
    ALERT_AFTER_MINUTES: z.coerce.number().positive().max(10_080).default(15),
    // While it lasts, an alert is repeated at most this often (per failing channel and destination).
    ALERT_REPEAT_MINUTES: z.coerce.number().positive().max(10_080).default(60),
    ALERT_WEBHOOK_URL: optional.pipe(z.url().optional()),
    ALERT_WEBHOOK_SECRET: optional.pipe(
      z.string().min(16, 'ALERT_WEBHOOK_SECRET must be at least 16 characters').optional(),
    ),
    ALERT_EMAIL: optional.pipe(z.email('ALERT_EMAIL must be an e-mail address such as ops@example.com').optional()),
  })
  .superRefine((env, context) => {
    // Half an e-mail configuration would silently fall back to the outbox; say so at start.
    if (env.RESEND_API_KEY && !(env.RESEND_API_URL && env.MAIL_FROM))
      context.addIssue({
        code: 'custom',
        path: ['RESEND_API_KEY'],
        message: 'RESEND_API_KEY needs RESEND_API_URL (the API base address) and MAIL_FROM (the sender)',
      });
    if (env.ALERT_WEBHOOK_URL && !env.ALERT_WEBHOOK_SECRET)
      context.addIssue({
        code: 'custom',
        path: ['ALERT_WEBHOOK_SECRET'],
        message: 'ALERT_WEBHOOK_URL needs ALERT_WEBHOOK_SECRET (the receiver checks the signature with it)',
      });
    if (env.LEADS_WEBHOOK_URL && !env.LEADS_WEBHOOK_SECRET)
      context.addIssue({
        code: 'custom',
        path: ['LEADS_WEBHOOK_SECRET'],
        message: 'LEADS_WEBHOOK_URL needs LEADS_WEBHOOK_SECRET (the receiver checks the signature with it)',
      });
    // A public fallback secret would let anyone forge the thank-you cookie on a live site.
    if (env.NODE_ENV === 'production' && !env.SESSION_SECRET)
      context.addIssue({
        code: 'custom',
        path: ['SESSION_SECRET'],
        message: 'SESSION_SECRET is required in production (e.g. openssl rand -hex 32)',
      });
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

/** Every problem on one line: `NAME: what is wrong; NAME: ...`. */
function describeIssues(error: z.ZodError): string {
  return error.issues
    .map((issue) => `${issue.path.map(String).join('.') || 'environment'}: ${issue.message}`)
    .join('; ');
}

/** The validated environment, read once. */
export function getEnv(): Env {
  if (!cached) {
    const result = envSchema.safeParse(process.env);
    if (!result.success) throw new Error(`Invalid environment: ${describeIssues(result.error)}`);
    cached = result.data;
  }
  return cached;
}

let processSecret: string | undefined;

/**
 * The key that signs cookies and tokens: SESSION_SECRET, or where it may be unset (development,
 * tests) a random key that lives as long as the process, so what it signed ends with a restart.
 */
export function signingSecret(): string {
  const secret = getEnv().SESSION_SECRET;
  if (secret) return secret;
  processSecret ??= randomBytes(32).toString('hex');
  return processSecret;
}

/**
 * The site's public origin, for canonical addresses, the sitemap, social cards, links in mails and
 * a lead's source. Production sets SITE_URL (behind a proxy the request's own host may be an
 * internal one); without it, in development and tests, the request's origin is used.
 */
export function siteOrigin(request: Request): string {
  const configured = getEnv().SITE_URL;
  return configured ? new URL(configured).origin : new URL(request.url).origin;
}

const DEFAULT_LEADS_DIR = '.data/leads';

/** LEADS_DIR: the lead store, kept résumés and the mail outbox. */
export function leadsDirectory(): string {
  return path.resolve(getEnv().LEADS_DIR ?? DEFAULT_LEADS_DIR);
}

/** Forgets the environment read so far (tests change variables between cases). */
export function resetEnv() {
  cached = undefined;
}

/**
 * Called when the server starts: a bad environment stops the process with one clear line and a
 * non-zero exit, instead of a server that answers 500 on every page.
 */
export function validateEnvAtStart({
  exit = (code: number) => process.exit(code),
  log = (line: string) => logger('server').fatal(line),
}: { exit?: (code: number) => void; log?: (line: string) => void } = {}): boolean {
  const result = envSchema.safeParse(process.env);
  if (result.success) return true;
  log(`Refusing to start: invalid environment: ${describeIssues(result.error)}`);
  exit(1);
  return false;
}

/**
 * Supabase as the server reaches it with its service-role key (the lead store, Storage, the
 * shared form limits), or undefined when SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY are not both set.
 */
export function supabaseServer(): { url: string; serviceRoleKey: string } | undefined {
  const env = getEnv();
  return env.SUPABASE_URL && env.SUPABASE_SERVICE_ROLE_KEY
    ? { url: env.SUPABASE_URL, serviceRoleKey: env.SUPABASE_SERVICE_ROLE_KEY }
    : undefined;
}
