import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CHANNEL_STATES, DELIVERY_KINDS, DELIVERY_STATES, LEAD_KINDS } from '~/leads/lead-record';

// The lists of lead kinds, deliveries and states are written once in lead-record.ts; the leads
// table's check constraints repeat them in SQL. The last migration that sets each must list
// exactly what the code writes, or a row the code stores is refused by the database.

const MIGRATIONS = path.resolve('supabase/migrations');
const sql = readdirSync(MIGRATIONS)
  .filter((file) => file.endsWith('.sql'))
  .sort()
  .map((file) => readFileSync(path.join(MIGRATIONS, file), 'utf8'))
  .join('\n');

/** The values of the last `(column in ('a', 'b'))` check in the migrations, in order. */
function lastCheck(column: string): string[] {
  const checks = [...sql.matchAll(new RegExp(`\\(${column} in \\(([^)]*)\\)\\)`, 'g'))];
  return [...(checks.at(-1)?.[1] ?? '').matchAll(/'([^']+)'/g)].map((match) => match[1] ?? '');
}

describe("the leads table's checks and the code's lists", () => {
  it('allow the same kinds, deliveries and states', () => {
    expect(lastCheck('kind')).toEqual([...LEAD_KINDS]);
    expect(lastCheck('delivery')).toEqual([...DELIVERY_KINDS]);
    expect(lastCheck('state')).toEqual([...DELIVERY_STATES]);
    expect(lastCheck('mail_state')).toEqual([...CHANNEL_STATES]);
    expect(lastCheck('webhook_state')).toEqual([...CHANNEL_STATES]);
  });
});
