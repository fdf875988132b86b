import { type Availability, BOOKING_AVAILABILITY_GROQ, parseAvailability } from '../_shared/booking-rules.ts';

export type SanityReadConfig = {
  projectId: string;
  dataset: string;
  /** A date such as 2025-02-19, as the site's SANITY_API_VERSION. */
  apiVersion: string;
  /** Another API address (a stand-in in tests); by default the project's own API host. */
  apiHost?: string;
  /** For a private dataset: a read token. */
  token?: string;
};

/**
 * Reads the "Booking availability" document through Sanity's HTTP query API (GET
 * /v{version}/data/query/{dataset}), the same query the site runs. Null when it cannot be read
 * or is invalid: the handler then refuses bookings rather than guess (docs/decisions/0019).
 */
export function createSanityAvailability(
  config: SanityReadConfig,
  { fetchImpl = fetch, timeoutMs = 5_000 }: { fetchImpl?: typeof fetch; timeoutMs?: number } = {},
): () => Promise<Availability | null> {
  const host = (config.apiHost ?? `https://${config.projectId}.api.sanity.io`).replace(/\/$/, '');
  const url = `${host}/v${config.apiVersion}/data/query/${encodeURIComponent(config.dataset)}?query=${encodeURIComponent(BOOKING_AVAILABILITY_GROQ)}&perspective=published`;
  return async () => {
    const response = await fetchImpl(url, {
      headers: config.token ? { Authorization: `Bearer ${config.token}` } : {},
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!response.ok) throw new Error(`the Sanity query API answered ${response.status}`);
    const body: unknown = await response.json();
    const result = typeof body === 'object' && body !== null && 'result' in body ? body.result : undefined;
    return parseAvailability(result);
  };
}
