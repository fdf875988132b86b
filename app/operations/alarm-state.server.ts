import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { createFileClaims, type ReleaseClaim } from '~/leads/delivery-claims.server';
import { claimRow, supabaseCall, supabaseTable } from '~/leads/supabase-lead-store.server';

/**
 * The alarm's memory, kept where the leads are, so every instance of the site that shares the
 * leads shares it too: which channels are failing since when, and when each destination last took
 * an alert. Each check holds a claim on it from reading it to saving it, so of several instances
 * checking at the same moment one looks and sends, and the others leave it to that one.
 */

const stateSchema = z.object({
  channels: z.record(
    z.string(),
    z.object({
      since: z.string(),
      /** When each destination last took an alert of this condition. */
      alerted: z.record(z.string(), z.string()),
    }),
  ),
});
type AlarmState = z.infer<typeof stateSchema>;

const EMPTY: AlarmState = { channels: {} };

export interface AlarmStateStore {
  /**
   * Claims the alarm for one check (renewed while held, lapsing `leaseMs` after a killed holder
   * stopped renewing): how to release it, or undefined when another instance holds it.
   */
  claim(leaseMs: number): Promise<ReleaseClaim | undefined>;
  load(): Promise<AlarmState>;
  save(state: AlarmState): Promise<void>;
}

/** What was stored, or a fresh start when it is damaged (at worst, one alert more). */
function parseState(value: unknown): AlarmState {
  const parsed = stateSchema.safeParse(value);
  return parsed.success ? parsed.data : structuredClone(EMPTY);
}

/**
 * With the JSONL lead store: a small JSON file beside the leads (LEADS_DIR/alarm.json), replaced
 * whole (written aside, then renamed), and claimed with a lock file in LEADS_DIR/claims as the
 * leads' deliveries are.
 */
export function fileAlarmState(file: string): AlarmStateStore {
  const claims = createFileClaims(path.join(path.dirname(file), 'claims'));
  const claimName = `${path.basename(file)}.lock`;
  return {
    claim: (leaseMs) => claims.claim(claimName, leaseMs),
    async load() {
      let text: string;
      try {
        text = await readFile(file, 'utf8');
      } catch {
        return structuredClone(EMPTY);
      }
      try {
        return parseState(JSON.parse(text));
      } catch {
        return structuredClone(EMPTY);
      }
    },
    async save(state) {
      await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
      const temporary = `${file}.${randomUUID()}.tmp`;
      try {
        await writeFile(temporary, `${JSON.stringify(state)}\n`, { mode: 0o600 });
        await rename(temporary, file);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
    },
  };
}

/** The one row of `lead_alarm` (supabase/migrations). */
const ALARM_ROW = 'alarm';

/**
 * With the Supabase lead store: the one row of the `lead_alarm` table, its `state` column the
 * memory and its `claimed_until` column the claim, taken by a conditional update as a lead's
 * delivery is. The migration adds the row; the store adds it again if it is missing (a 409 says it
 * is there), since a claim on no row would keep the alarm quiet for ever.
 */
export function supabaseAlarmState(
  supabaseUrl: string,
  serviceRoleKey: string,
  fetchImpl: typeof fetch = fetch,
): AlarmStateStore {
  const call = supabaseCall(serviceRoleKey, fetchImpl);
  const table = supabaseTable(supabaseUrl, 'lead_alarm');
  const row = `${table}?id=eq.${ALARM_ROW}`;
  let rowExists = false;

  async function ensureRow() {
    if (rowExists) return;
    const response = await call(table, {
      method: 'POST',
      headers: { Prefer: 'return=minimal' },
      body: JSON.stringify({ id: ALARM_ROW }),
    });
    await response.body?.cancel();
    if (!response.ok && response.status !== 409) throw new Error(`lead_alarm insert answered ${response.status}`);
    rowExists = true;
  }

  return {
    async claim(leaseMs) {
      await ensureRow();
      return claimRow({ call, table, id: ALARM_ROW, column: 'claimed_until', leaseMs });
    },
    async load() {
      const response = await call(`${row}&select=state`, { method: 'GET' });
      if (!response.ok) throw new Error(`lead_alarm select answered ${response.status}`);
      const rows = z.array(z.object({ state: z.unknown() })).parse(await response.json());
      return parseState(rows[0]?.state);
    },
    async save(state) {
      const response = await call(row, {
        method: 'PATCH',
        headers: { Prefer: 'return=minimal' },
        body: JSON.stringify({ state }),
      });
      await response.body?.cancel();
      if (!response.ok) throw new Error(`lead_alarm update answered ${response.status}`);
    },
  };
}
