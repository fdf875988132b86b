import type { Channel, LeadState } from './lead-record';
import { isOpen } from './lead-fold';

/** Where the undelivered leads of one channel stand: how many, how many given up, the oldest. */
interface UndeliveredOnChannel {
  channel: Channel;
  count: number;
  gaveUp: number;
  oldest?: { leadId: string; receivedAt: string; ageSeconds: number } | undefined;
}

/**
 * The leads still to deliver, channel by channel ("delivery": a booking or website request to its
 * gateway; "mail", "webhook": telling the studio), each lead counted on every channel it waits on.
 * Only ids and times: nothing a visitor typed.
 */
export function undeliveredByChannel(
  entries: Iterable<LeadState>,
  now: Date,
  channels: readonly Channel[] = ['delivery', 'mail', 'webhook'],
): UndeliveredOnChannel[] {
  const found = new Map<Channel, UndeliveredOnChannel>(
    channels.map((channel) => [channel, { channel, count: 0, gaveUp: 0 }]),
  );
  for (const entry of entries) {
    for (const channel of channels) {
      const state = channel === 'delivery' ? entry : entry.notifications[channel];
      if (!state || !isOpen(state)) continue;
      const summary = found.get(channel)!;
      summary.count += 1;
      if (state.state === 'gave-up') summary.gaveUp += 1;
      if (!summary.oldest || entry.lead.receivedAt < summary.oldest.receivedAt)
        summary.oldest = {
          leadId: entry.lead.id,
          receivedAt: entry.lead.receivedAt,
          ageSeconds: Math.max(0, Math.round((now.getTime() - new Date(entry.lead.receivedAt).getTime()) / 1000)),
        };
    }
  }
  return [...found.values()];
}
