import { data } from '@remix-run/node';
import { decodeSignatureHeader, isValidSignature, SIGNATURE_HEADER_NAME } from '@sanity/webhook';
import { getEnv } from '~/env.server';
import { contentChanged } from './content-version.server';

// Sanity's webhook bodies are small (we ask for a `{_id, _type}` projection); anything far
// larger is not from Sanity and is refused before it is read whole.
const MAX_WEBHOOK_BYTES = 256 * 1024;

/** How old a signature may be: Sanity signs each call when it sends it. */
const WEBHOOK_TOLERANCE_MS = 5 * 60_000;
const MAX_REMEMBERED = 10_000;

// Signatures accepted within the tolerance: a replay of one of them is refused. Older ones are
// refused by their timestamp, so nothing older needs remembering.
const seen = new Map<string, number>();

function remember(signature: string, timestamp: number, now: number) {
  for (const [key, at] of seen) {
    if (now - at <= WEBHOOK_TOLERANCE_MS && seen.size < MAX_REMEMBERED) break;
    seen.delete(key);
  }
  seen.set(signature, timestamp);
}

async function readCapped(request: Request): Promise<string | undefined> {
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (declared > MAX_WEBHOOK_BYTES) return undefined;
  if (!request.body) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_WEBHOOK_BYTES) {
      await reader.cancel();
      return undefined;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * The second way a published edit reaches the site, for hosts where the live connection is not
 * wanted: Sanity's webhook, signed with SANITY_WEBHOOK_SECRET. A valid call announces a content
 * change (which drops the content and page caches); anything else changes nothing.
 */
export async function handleSanityWebhook(request: Request) {
  const secret = getEnv().SANITY_WEBHOOK_SECRET;
  // Without a secret the route does not exist: nobody can clear the cache.
  if (!secret) throw data(null, { status: 404 });
  if (request.method !== 'POST') throw data('Method not allowed', { status: 405, headers: { Allow: 'POST' } });
  const signature = request.headers.get(SIGNATURE_HEADER_NAME);
  const body = await readCapped(request);
  if (body === undefined) throw data('Payload too large', { status: 413 });
  // The signature covers the raw bytes, so the body is checked as received, never re-encoded.
  if (!signature || !(await isValidSignature(body, signature, secret))) {
    throw data('Invalid signature', { status: 401 });
  }
  // A valid signature is still refused when it is old or was used before: a recorded call
  // replayed later must not clear every cache (and make every visitor wait for Sanity) again.
  const now = Date.now();
  const { timestamp } = decodeSignatureHeader(signature);
  if (Math.abs(now - timestamp) > WEBHOOK_TOLERANCE_MS) throw data('Signature expired', { status: 401 });
  if (seen.has(signature)) throw data('Already received', { status: 409 });
  remember(signature, timestamp, now);
  // Sync tags are Sanity's own and opaque to us, so a webhook drops all cached content.
  const version = contentChanged('webhook');
  return { ok: true, version };
}

/** GET on the webhook: absent while unset, otherwise only POST is allowed. */
export async function refuseWebhookRead(): Promise<never> {
  if (!getEnv().SANITY_WEBHOOK_SECRET) throw data(null, { status: 404 });
  throw data('Method not allowed', { status: 405, headers: { Allow: 'POST' } });
}
