import { createHash } from 'node:crypto';
import type { LeadKind } from './lead-record';

/** JSON with sorted keys, so the same values always hash alike. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object')
    return `{${Object.entries(value)
      .filter(([, entry]) => entry !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([key, entry]) => `${JSON.stringify(key)}:${canonical(entry)}`)
      .join(',')}}`;
  return JSON.stringify(value) ?? 'null';
}

/**
 * The idempotency key. With the form's submission id, the id and the values: a double submit
 * of one filled-in form is one lead, while a corrected resubmission is a new one. Without an id
 * (a client that sent none), the values alone, within a short window.
 */
export function dedupeKey(kind: LeadKind, fields: Record<string, unknown>, submissionId?: string): string {
  const hash = createHash('sha256')
    .update(`${kind}\0${submissionId ?? ''}\0${canonical(fields)}`)
    .digest('hex');
  return submissionId ? `s:${hash}` : `v:${hash}`;
}
