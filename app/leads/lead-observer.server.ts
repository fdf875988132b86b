import type { Channel, LeadRecord } from './lead-record';
import { logger } from '../../server/logger.js';
import { metrics } from '../../server/metrics.js';

// What the operator sees of the lead service: a JSON log line for every lead stored and every
// attempt (ids, kind, channel, outcome; never a field the visitor typed), the counters, and the
// last outcome on each channel that readiness reports (docs/decisions/0028).

/** One attempt on one channel, as stored: what an operator's log line and counters show of it. */
interface AttemptEvent {
  lead: LeadRecord;
  channel: Channel;
  outcome: 'delivered' | 'failed' | 'refused' | 'gave-up';
  attempt: number;
  reason?: string | undefined;
}

/** Told of every lead stored and every attempt: the log line and the counters (never a field the visitor typed). */
export interface LeadObserver {
  stored(lead: LeadRecord): void;
  attempted(event: AttemptEvent): void;
}

export interface LastOutcome {
  outcome: AttemptEvent['outcome'];
  at: string;
  reason?: string | undefined;
}

/** The last attempt this process made on each channel (readiness shows the mail and webhook ones). */
const lastOutcomes = new Map<Channel, LastOutcome>();

export function lastAttemptOutcome(channel: Channel): LastOutcome | undefined {
  return lastOutcomes.get(channel);
}

/** The operator's view of lead events: one JSON log line each (ids, kind, channel, outcome), and the counters. */
export const operatorObserver: LeadObserver = {
  stored(lead) {
    metrics().leadsStored.inc({ kind: lead.kind });
    logger('leads').info(
      {
        event: 'lead.stored',
        leadId: lead.id,
        kind: lead.kind,
        delivery: lead.delivery,
        channels: lead.notify,
        spam: Boolean(lead.spam?.spam),
      },
      'lead stored',
    );
  },
  attempted({ lead, channel, outcome, attempt, reason }) {
    lastOutcomes.set(channel, { outcome, at: new Date().toISOString(), ...(reason ? { reason } : {}) });
    const counters = metrics();
    counters.leadAttempts.inc({ kind: lead.kind, channel, outcome });
    if (attempt > 1) counters.leadRetries.inc({ kind: lead.kind, channel });
    const line = { event: 'lead.attempt', leadId: lead.id, kind: lead.kind, channel, outcome, attempt, reason };
    if (outcome === 'delivered') logger('leads').info(line, `${channel} ${outcome}`);
    else logger('leads').warn(line, `${channel} ${outcome}`);
  },
};
