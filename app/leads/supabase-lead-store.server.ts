import { z } from 'zod';
import {
  attachmentSchema,
  initialState,
  LEAD_KINDS,
  leadSourceSchema,
  NOTIFY_CHANNELS,
  spamVerdictSchema,
  type ChannelState,
  type LeadEvent,
  type NotifyChannel,
} from './lead-record';
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
  state: z.enum(['handed-to-visitor', 'pending', 'delivered', 'refused', 'gave-up', 'spam']),
  attempts: z.number().int(),
  last_reason: z.string().nullable(),
  next_attempt_at: z.string().nullable(),
  source: leadSourceSchema.catch({}),
  spam: spamVerdictSchema.nullable().catch(null),
  notify: z.array(z.enum(NOTIFY_CHANNELS)).catch([]),
  mail_state: z.enum(['pending', 'delivered', 'refused', 'gave-up']).nullable(),
  mail_attempts: z.number().int(),
  mail_last_reason: z.string().nullable(),
  mail_next_attempt_at: z.string().nullable(),
  webhook_state: z.enum(['pending', 'delivered', 'refused', 'gave-up']).nullable(),
  webhook_attempts: z.number().int(),
  webhook_last_reason: z.string().nullable(),
  webhook_next_attempt_at: z.string().nullable(),
});
type Row = z.infer<typeof rowSchema>;

/** A notification's state from its columns (`mail_state`, `mail_attempts`, …). */
function channelOf(row: Row, channel: NotifyChannel): ChannelState | undefined {
  const state = row[`${channel}_state`];
  if (!state) return undefined;
  return {
    state,
    attempts: row[`${channel}_attempts`],
    lastReason: row[`${channel}_last_reason`] ?? undefined,
    nextAttemptAt: row[`${channel}_next_attempt_at`] ?? (state === 'pending' ? row.received_at : undefined),
  };
}

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
            source: row.source,
            ...(row.spam ? { spam: row.spam } : {}),
            notify: row.notify,
          },
          state: row.state,
          attempts: row.attempts,
          lastReason: row.last_reason ?? undefined,
          nextAttemptAt: row.next_attempt_at ?? (row.state === 'pending' ? row.received_at : undefined),
          notifications: Object.fromEntries(
            NOTIFY_CHANNELS.flatMap((channel) => {
              const state = channelOf(row, channel);
              return state ? [[channel, state]] : [];
            }),
          ),
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
            source: event.source ?? {},
            spam: event.spam ?? null,
            notify: event.notify,
            ...Object.fromEntries(event.notify.map((channel) => [`${channel}_state`, 'pending'])),
            state: initialState(event),
            attempts: 0,
          }),
        });
        // 409: the unique key is taken, so this submission is stored already (another process).
        if (!response.ok && response.status !== 409)
          throw new Error(`leads insert answered ${response.status}: ${await response.text()}`);
      } else {
        const current = index.get(event.key);
        const prefix = event.type === 'attempt' && event.channel !== 'delivery' ? `${event.channel}_` : '';
        const change =
          event.type === 'release'
            ? { state: current ? initialState({ ...current.lead, spam: undefined }) : 'pending' }
            : {
                [`${prefix}state`]: event.outcome === 'failed' ? 'pending' : event.outcome,
                [`${prefix}attempts`]: event.attempt,
                [`${prefix}last_reason`]: event.reason ?? null,
                [`${prefix}next_attempt_at`]: event.nextAttemptAt ?? null,
              };
        const response = await call(`${table}?key=eq.${encodeURIComponent(event.key)}`, {
          method: 'PATCH',
          headers: { Prefer: 'return=minimal' },
          body: JSON.stringify(change),
        });
        if (!response.ok) throw new Error(`leads update answered ${response.status}: ${await response.text()}`);
      }
      index.remember(event);
    },
  };
}
