import { z } from 'zod';
import { attachmentSchema, LEAD_KINDS, type LeadEvent } from './lead-record';
import { createLeadIndex, type LeadStore } from './lead-store.server';

/** A database that accepts and never answers must not hold a visitor. */
export const SUPABASE_STORE_TIMEOUT_MS = 10_000;

const rowSchema = z.object({
  id: z.string(),
  key: z.string(),
  kind: z.enum(LEAD_KINDS),
  delivery: z.enum(['mail-draft', 'booking', 'website-request']),
  received_at: z.string(),
  fields: z.record(z.string(), z.unknown()),
  payload: z.unknown().optional(),
  attachments: z.array(attachmentSchema),
  state: z.enum(['handed-to-visitor', 'pending', 'delivered', 'refused', 'gave-up']),
  attempts: z.number().int(),
  last_reason: z.string().nullable(),
  next_attempt_at: z.string().nullable(),
});

/**
 * The lead store in Supabase: the `leads` table (supabase/migrations), written through its REST
 * interface with the service role key, which stays on the server (row-level security keeps the
 * table closed to the public anon key). A lead is one row, inserted before anything is done with
 * it; each delivery attempt updates the row. The unique `key` column makes a second insert of the
 * same submission a conflict (409), which means it is stored already.
 */
export function createSupabaseLeadStore(
  supabaseUrl: string,
  serviceRoleKey: string,
  fetchImpl: typeof fetch = fetch,
): LeadStore {
  const table = `${supabaseUrl.replace(/\/$/, '')}/rest/v1/leads`;
  const headers = {
    apikey: serviceRoleKey,
    Authorization: `Bearer ${serviceRoleKey}`,
    'Content-Type': 'application/json',
  };
  const index = createLeadIndex();
  let loaded = false;

  async function call(url: string, init: RequestInit): Promise<Response> {
    return fetchImpl(url, {
      ...init,
      headers: { ...headers, ...init.headers },
      signal: AbortSignal.timeout(SUPABASE_STORE_TIMEOUT_MS),
    });
  }

  return {
    location: table,
    async load() {
      if (loaded) return;
      const response = await call(`${table}?select=*&order=received_at.asc`, { method: 'GET' });
      if (!response.ok) throw new Error(`leads select answered ${response.status}`);
      const rows = z.array(rowSchema).parse(await response.json());
      for (const row of rows) {
        index.rememberState({
          lead: {
            type: 'lead',
            id: row.id,
            key: row.key,
            kind: row.kind,
            delivery: row.delivery,
            receivedAt: row.received_at,
            fields: row.fields,
            ...(row.payload === undefined || row.payload === null ? {} : { payload: row.payload }),
            attachments: row.attachments,
          },
          state: row.state,
          attempts: row.attempts,
          lastReason: row.last_reason ?? undefined,
          nextAttemptAt: row.next_attempt_at ?? (row.state === 'pending' ? row.received_at : undefined),
        });
      }
      loaded = true;
    },
    get: index.get,
    latest: index.latest,
    list: index.list,
    async append(event: LeadEvent) {
      if (event.type === 'lead') {
        const response = await call(table, {
          method: 'POST',
          headers: { Prefer: 'return=minimal' },
          body: JSON.stringify({
            id: event.id,
            key: event.key,
            kind: event.kind,
            delivery: event.delivery,
            received_at: event.receivedAt,
            fields: event.fields,
            payload: event.payload ?? null,
            attachments: event.attachments,
            state: event.delivery === 'mail-draft' ? 'handed-to-visitor' : 'pending',
            attempts: 0,
          }),
        });
        // 409: the unique key is taken, so this submission is stored already (another process).
        if (!response.ok && response.status !== 409)
          throw new Error(`leads insert answered ${response.status}: ${await response.text()}`);
      } else {
        const response = await call(`${table}?key=eq.${encodeURIComponent(event.key)}`, {
          method: 'PATCH',
          headers: { Prefer: 'return=minimal' },
          body: JSON.stringify({
            state: event.outcome === 'failed' ? 'pending' : event.outcome,
            attempts: event.attempt,
            last_reason: event.reason ?? null,
            next_attempt_at: event.nextAttemptAt ?? null,
          }),
        });
        if (!response.ok) throw new Error(`leads update answered ${response.status}: ${await response.text()}`);
      }
      index.remember(event);
    },
  };
}
