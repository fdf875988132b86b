import { z } from 'zod';
import {
  attachmentSchema,
  CHANNEL_STATES,
  DELIVERY_KINDS,
  DELIVERY_STATES,
  initialState,
  LEAD_KINDS,
  leadSourceSchema,
  NOTIFY_CHANNELS,
  spamVerdictSchema,
  type ChannelState,
  LEAD_STATUSES,
  leadEmail,
  type LeadEvent,
  type LeadState,
  type NotifyChannel,
} from './lead-record';
import { type ClaimClock, type ReleaseClaim, renewWhileHeld, SYSTEM_CLAIM_CLOCK } from './delivery-claims.server';
import { PAGE_SIZE, type LeadQuery, type LeadStore } from './lead-store.server';

/** A database that accepts and never answers must not hold a visitor. */
const SUPABASE_STORE_TIMEOUT_MS = 10_000;

/** A request to Supabase's REST interface with the server-side key, within the store's time limit. */
export type SupabaseCall = (url: string, init: RequestInit) => Promise<Response>;

export function supabaseCall(serviceRoleKey: string, fetchImpl: typeof fetch = fetch): SupabaseCall {
  const headers = {
    apikey: serviceRoleKey,
    Authorization: `Bearer ${serviceRoleKey}`,
    'Content-Type': 'application/json',
  };
  return (url, init) =>
    fetchImpl(url, {
      ...init,
      headers: { ...headers, ...init.headers },
      signal: AbortSignal.timeout(SUPABASE_STORE_TIMEOUT_MS),
    });
}

const tableName = (table: string) => table.slice(table.lastIndexOf('/') + 1);

/** The REST address of a table of the `public` schema. */
export function supabaseTable(supabaseUrl: string, name: string): string {
  return `${supabaseUrl.replace(/\/$/, '')}/rest/v1/${name}`;
}

/**
 * A claim on one row of a table (a lead's delivery, the alarm's check): a conditional update only
 * one instance wins sets the row's claim column to the end of the lease where it is empty or past
 * (`now` is the database's clock, the same for every instance). No row back means another
 * instance holds it. While held, the lease is moved on with
 * an update that matches only the lease end this instance wrote, so a claim taken over after it
 * lapsed is never extended by its former holder; a release clears it the same way.
 */
export async function claimRow({
  call,
  table,
  id,
  column,
  leaseMs,
  clock = SYSTEM_CLAIM_CLOCK,
}: {
  call: SupabaseCall;
  table: string;
  id: string;
  column: string;
  leaseMs: number;
  clock?: ClaimClock;
}): Promise<ReleaseClaim | undefined> {
  let until = new Date(clock.now() + leaseMs).toISOString();
  const search = new URLSearchParams([
    ['id', `eq.${id}`],
    ['or', `(${column}.is.null,${column}.lt.now)`],
    ['select', 'id'],
  ]);
  const response = await call(`${table}?${search.toString()}`, {
    method: 'PATCH',
    headers: { Prefer: 'return=representation' },
    body: JSON.stringify({ [column]: until }),
  });
  if (!response.ok) throw new Error(`${tableName(table)} claim answered ${response.status}: ${await response.text()}`);
  const rows = z.array(z.object({ id: z.string() })).parse(await response.json());
  if (rows.length === 0) return undefined;
  // A lease end an update that timed out may have written after all: tried too before giving up.
  let maybe: string | undefined;
  /** Sets the column where it still holds our lease end; false when the row is no longer ours. */
  async function setWhereMine(value: string | null): Promise<boolean> {
    for (const held of maybe === undefined ? [until] : [until, maybe]) {
      const mine = new URLSearchParams([
        ['id', `eq.${id}`],
        [column, `eq.${held}`],
        ['select', 'id'],
      ]);
      const answer = await call(`${table}?${mine.toString()}`, {
        method: 'PATCH',
        headers: { Prefer: 'return=representation' },
        body: JSON.stringify({ [column]: value }),
      });
      if (!answer.ok) throw new Error(`${tableName(table)} claim update answered ${answer.status}`);
      if (z.array(z.object({ id: z.string() })).parse(await answer.json()).length > 0) {
        until = value ?? until;
        maybe = undefined;
        return true;
      }
    }
    return false;
  }
  return renewWhileHeld({
    name: `${id} ${column}`,
    leaseMs,
    clock,
    async renew() {
      const next = new Date(clock.now() + leaseMs).toISOString();
      try {
        return (await setWhereMine(next)) ? 'renewed' : 'lost';
      } catch (error) {
        maybe = next;
        throw error;
      }
    },
    async release() {
      await setWhereMine(null);
    },
  });
}

const rowSchema = z.object({
  id: z.string(),
  key: z.string(),
  kind: z.enum(LEAD_KINDS),
  delivery: z.enum(DELIVERY_KINDS),
  received_at: z.string(),
  fields: z.record(z.string(), z.unknown()),
  payload: z.unknown().optional(),
  attachments: z.array(attachmentSchema),
  state: z.enum(DELIVERY_STATES),
  attempts: z.number().int(),
  last_reason: z.string().nullable(),
  next_attempt_at: z.string().nullable(),
  source: leadSourceSchema.catch({}),
  spam: spamVerdictSchema.nullable().catch(null),
  notify: z.array(z.enum(NOTIFY_CHANNELS)).catch([]),
  mail_state: z.enum(CHANNEL_STATES).nullable(),
  mail_attempts: z.number().int(),
  mail_last_reason: z.string().nullable(),
  mail_next_attempt_at: z.string().nullable(),
  webhook_state: z.enum(CHANNEL_STATES).nullable(),
  webhook_attempts: z.number().int(),
  webhook_last_reason: z.string().nullable(),
  webhook_next_attempt_at: z.string().nullable(),
  status: z.enum(LEAD_STATUSES).catch('new'),
  notes: z.array(z.object({ at: z.string(), text: z.string() })).catch([]),
  erased_at: z.string().nullable().catch(null),
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

function stateOf(row: Row): LeadState {
  return {
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
      ...(Object.keys(row.source).length > 0 ? { source: row.source } : {}),
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
    status: row.status,
    notes: row.notes,
    ...(row.erased_at ? { erasedAt: row.erased_at } : {}),
  };
}

/** PostgREST filters for a query: each `column=operator.value`, all of which apply. */
function filters(query: LeadQuery): [string, string][] {
  return [
    ...(query.kind ? [['kind', `eq.${query.kind}`] as [string, string]] : []),
    ...(query.state ? [['state', `eq.${query.state}`] as [string, string]] : []),
    ...(query.status ? [['status', `eq.${query.status}`] as [string, string]] : []),
    ...(query.since ? [['received_at', `gte.${query.since}`] as [string, string]] : []),
    ...(query.before ? [['received_at', `lt.${query.before}`] as [string, string]] : []),
    ...(query.email ? [['email', `eq.${query.email.trim().toLowerCase()}`] as [string, string]] : []),
  ];
}

/** The lowest and highest uuid that start with what staff typed (dashes optional), or undefined when it is no uuid's start. */
function uuidRange(prefix: string): [string, string] | undefined {
  const hex = prefix.replace(/-/g, '').toLowerCase();
  if (!/^[0-9a-f]{1,32}$/.test(hex)) return undefined;
  const format = (value: string) =>
    `${value.slice(0, 8)}-${value.slice(8, 12)}-${value.slice(12, 16)}-${value.slice(16, 20)}-${value.slice(20)}`;
  return [format(hex.padEnd(32, '0')), format(hex.padEnd(32, 'f'))];
}

/**
 * The lead store in Supabase: the `leads` table (supabase/migrations), written through its REST
 * interface with the service role key, which stays on the server (row-level security keeps the
 * table closed to the public anon key). A lead is one row, inserted before anything is done with
 * it; each event updates the row. The unique `key` column makes a second insert of the same
 * submission a conflict (409), which means it is stored already. Every read asks for what it
 * needs (a key, a page, the due rows) through indexed columns, never for the whole table, and
 * pages because PostgREST answers at most 1,000 rows (docs/decisions/0022).
 */
export function createSupabaseLeadStore(
  supabaseUrl: string,
  serviceRoleKey: string,
  fetchImpl: typeof fetch = fetch,
  claimClock: ClaimClock = SYSTEM_CLAIM_CLOCK,
): LeadStore {
  const call = supabaseCall(serviceRoleKey, fetchImpl);
  const table = supabaseTable(supabaseUrl, 'leads');

  async function select(parameters: [string, string][]): Promise<LeadState[]> {
    const search = new URLSearchParams([['select', '*'], ...parameters]);
    const response = await call(`${table}?${search.toString()}`, { method: 'GET' });
    if (!response.ok) throw new Error(`leads select answered ${response.status}`);
    return z
      .array(rowSchema)
      .parse(await response.json())
      .map(stateOf);
  }

  /** Every row a filter matches, a page at a time. */
  async function selectAll(parameters: [string, string][]): Promise<LeadState[]> {
    const rows: LeadState[] = [];
    for (;;) {
      const page = await select([
        ...parameters,
        ['order', 'received_at.asc,id.asc'],
        ['offset', String(rows.length)],
        ['limit', String(PAGE_SIZE)],
      ]);
      rows.push(...page);
      if (page.length === 0) return rows;
    }
  }

  async function update(key: string, change: Record<string, unknown>) {
    const response = await call(`${table}?key=eq.${encodeURIComponent(key)}`, {
      method: 'PATCH',
      headers: { Prefer: 'return=minimal' },
      body: JSON.stringify(change),
    });
    if (!response.ok) throw new Error(`leads update answered ${response.status}: ${await response.text()}`);
  }

  async function get(key: string) {
    return (await select([['key', `eq.${key}`]]))[0];
  }

  return {
    location: table,
    async load() {
      // Nothing to read ahead: every question goes to the table.
    },
    get,
    claim: (lead, channel, leaseMs) =>
      claimRow({
        call,
        table,
        id: lead.id,
        column: `${channel === 'delivery' ? '' : `${channel}_`}claimed_until`,
        leaseMs,
        clock: claimClock,
      }),
    async byId(prefix) {
      const range = uuidRange(prefix);
      if (!range) return [];
      return select([
        ['id', `gte.${range[0]}`],
        ['id', `lte.${range[1]}`],
        ['order', 'id.asc'],
        ['limit', '2'],
      ]);
    },
    async latest(dedupeKey) {
      return (
        await select([
          ['dedupe_key', `eq.${dedupeKey}`],
          ['order', 'received_at.desc'],
          ['limit', '1'],
        ])
      )[0];
    },
    page(query, offset, limit) {
      return select([
        ...filters(query),
        ['order', 'received_at.asc,id.asc'],
        ['offset', String(offset)],
        ['limit', String(limit)],
      ]);
    },
    async undelivered() {
      const openStates = 'in.(pending,gave-up)';
      const found = new Map<string, LeadState>();
      for (const prefix of ['', ...NOTIFY_CHANNELS.map((channel) => `${channel}_`)]) {
        const rows = await selectAll([
          ['erased_at', 'is.null'],
          ['state', 'neq.spam'],
          [`${prefix}state`, openStates],
        ]);
        for (const row of rows) found.set(row.lead.key, row);
      }
      return [...found.values()];
    },
    async probe() {
      // The table answers the server-side key (an insert is tried only with a real lead).
      const response = await call(`${table}?select=id&limit=1`, { method: 'GET' });
      await response.body?.cancel();
      if (!response.ok) throw new Error(`the leads table answered ${response.status}`);
    },
    async due(now) {
      const at = now.toISOString();
      const live: [string, string][] = [
        ['erased_at', 'is.null'],
        ['state', 'neq.spam'],
      ];
      const found = new Map<string, LeadState>();
      for (const prefix of ['', ...NOTIFY_CHANNELS.map((channel) => `${channel}_`)]) {
        const rows = await selectAll([
          ...live,
          [`${prefix}state`, 'eq.pending'],
          [`${prefix}next_attempt_at`, `lte.${at}`],
        ]);
        for (const row of rows) found.set(row.lead.key, row);
      }
      return [...found.values()];
    },
    async append(event: LeadEvent) {
      if (event.type === 'snapshot') throw new Error('the Supabase store keeps no snapshots');
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
            email: leadEmail(event) || null,
            ...Object.fromEntries(
              event.notify.flatMap((channel) => [
                [`${channel}_state`, 'pending'],
                [`${channel}_next_attempt_at`, event.receivedAt],
              ]),
            ),
            state: initialState(event),
            next_attempt_at: event.receivedAt,
            attempts: 0,
          }),
        });
        // 409: the unique key is taken, so this submission is stored already (another process).
        if (!response.ok && response.status !== 409)
          throw new Error(`leads insert answered ${response.status}: ${await response.text()}`);
        return;
      }
      if (event.type === 'status') return update(event.key, { status: event.status });
      if (event.type === 'note') {
        const current = await get(event.key);
        if (!current || current.erasedAt) return;
        return update(event.key, { notes: [...current.notes, { at: event.at, text: event.text }] });
      }
      if (event.type === 'erase')
        return update(event.key, {
          fields: {},
          payload: null,
          attachments: [],
          source: {},
          email: null,
          notes: [],
          last_reason: null,
          mail_last_reason: null,
          webhook_last_reason: null,
          erased_at: event.at,
        });
      if (event.type === 'release') {
        const current = await get(event.key);
        return update(event.key, { state: current ? initialState({ ...current.lead, spam: undefined }) : 'pending' });
      }
      const prefix = event.channel !== 'delivery' ? `${event.channel}_` : '';
      return update(event.key, {
        [`${prefix}state`]: event.outcome === 'failed' ? 'pending' : event.outcome,
        [`${prefix}attempts`]: event.attempt,
        [`${prefix}last_reason`]: event.reason ?? null,
        [`${prefix}next_attempt_at`]: event.nextAttemptAt ?? null,
      });
    },
  };
}
