import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { request as httpRequest, type RequestOptions } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { LookupFunction } from 'node:net';
import { getEnv } from '~/env.server';
import { isPublicAddress } from '~/lib/net/ip-address';
import type { WebsiteRequestPayload } from '~/submissions/website-request-payload';

export const FORWARD_TIMEOUT_MS = 8000;

export type ForwardResult =
  | { status: 'sent' }
  /** The typed endpoint is not a public http(s) address; the visitor has to change it. */
  | { status: 'refused'; message: string }
  /**
   * The endpoint could not be reached, timed out or did not answer 2xx. `unanswered`: the request
   * was sent and no answer came in time, so the endpoint may still be processing it.
   */
  | { status: 'failed'; reason: string; unanswered?: boolean };

type ResolveAll = (hostname: string) => Promise<LookupAddress[]>;

const resolveWithDns: ResolveAll = (hostname) =>
  new Promise((resolve, reject) => {
    dnsLookup(hostname, { all: true, verbatim: true }, (error, addresses) =>
      error ? reject(error) : resolve(addresses),
    );
  });

interface ForwardOptions {
  /** The endpoint the site owner configured; trusted, used as is. */
  configuredEndpoint?: string | undefined;
  /** The endpoint the visitor typed; used only when none is configured and it is public. */
  typedEndpoint?: string | undefined;
  timeoutMs?: number;
  resolveAll?: ResolveAll;
  /**
   * Sent as `Idempotency-Key` (the lead's id): a retry after a timeout may reach an endpoint
   * that did receive the first attempt, and this lets it recognize the same request.
   */
  idempotencyKey?: string | undefined;
}

/**
 * Sends the website request as JSON and reads only whether it was accepted (docs/specification.md section 7).
 * A visitor-typed endpoint must be http(s) and resolve only to public addresses; the connection
 * goes to the address that was checked, so a second DNS answer cannot redirect it. Redirects are
 * never followed.
 */
export async function forwardWebsiteRequest(
  payload: WebsiteRequestPayload,
  options: ForwardOptions,
): Promise<ForwardResult> {
  const timeoutMs = options.timeoutMs ?? FORWARD_TIMEOUT_MS;
  if (options.configuredEndpoint) {
    return postJson(new URL(options.configuredEndpoint), payload, timeoutMs, options.idempotencyKey);
  }
  const checked = await checkTypedEndpoint(options.typedEndpoint ?? '', options.resolveAll ?? resolveWithDns);
  if ('message' in checked) return { status: 'refused', message: checked.message };
  const pinned: LookupFunction = (_hostname, lookupOptions, callback) => {
    if (lookupOptions.all) callback(null, [checked.address]);
    else callback(null, checked.address.address, checked.address.family);
  };
  return postJson(checked.url, payload, timeoutMs, options.idempotencyKey, pinned);
}

const NOT_PUBLIC = 'That endpoint is not a public web address. Enter the https:// address your form service gave you.';

async function checkTypedEndpoint(
  endpoint: string,
  resolveAll: ResolveAll,
): Promise<{ url: URL; address: LookupAddress } | { message: string }> {
  let url: URL;
  try {
    url = new URL(endpoint.trim());
  } catch {
    return { message: 'Enter a full http:// or https:// address.' };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    return { message: 'Enter a full http:// or https:// address.' };
  if (url.username || url.password) return { message: 'Enter the address without a user name or password.' };
  // URL keeps IPv6 literals in brackets; lookup wants the bare address.
  const hostname = url.hostname.replace(/^\[(.*)\]$/, '$1');
  let addresses: LookupAddress[];
  try {
    addresses = await resolveAll(hostname);
  } catch {
    return { message: 'That endpoint’s address could not be found. Check it for typos.' };
  }
  // Every answer must be public: a name with one public and one private address is refused.
  const first = addresses[0];
  if (!first || !addresses.every((entry) => isPublicAddress(entry.address))) return { message: NOT_PUBLIC };
  return { url, address: first };
}

function postJson(
  url: URL,
  payload: WebsiteRequestPayload,
  timeoutMs: number,
  idempotencyKey: string | undefined,
  lookup?: LookupFunction,
): Promise<ForwardResult> {
  const body = JSON.stringify(payload);
  const options: RequestOptions = {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/json',
      'content-length': Buffer.byteLength(body),
      ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}),
    },
    signal: AbortSignal.timeout(timeoutMs),
    ...(lookup ? { lookup } : {}),
  };
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve) => {
    const outgoing = send(url, options, (response) => {
      // Only the status matters; the body is drained so the socket is released.
      response.resume();
      const status = response.statusCode ?? 0;
      resolve(status >= 200 && status < 300 ? { status: 'sent' } : { status: 'failed', reason: `answered ${status}` });
    });
    outgoing.on('error', (error) =>
      resolve({
        status: 'failed',
        reason: error.message,
        ...(error.name === 'AbortError' || error.name === 'TimeoutError' ? { unanswered: true } : {}),
      }),
    );
    outgoing.end(body);
  });
}

/** The forwarder as the website-services action uses it, configured from the environment. */
export function forwardFromEnv(
  payload: WebsiteRequestPayload,
  typedEndpoint: string | undefined,
  idempotencyKey?: string,
) {
  return forwardWebsiteRequest(payload, {
    configuredEndpoint: getEnv().WEBSITE_REQUEST_ENDPOINT,
    typedEndpoint,
    idempotencyKey,
  });
}

export function isEndpointConfigured(): boolean {
  return Boolean(getEnv().WEBSITE_REQUEST_ENDPOINT);
}
