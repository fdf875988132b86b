import { getLeadService } from '~/leads/leads.server';
import { undeliveredByChannel } from '~/leads/undelivered.server';
import { metrics } from '../../server/metrics.js';
import { startAlarm, stopAlarm } from './alarm.server';

export { readiness } from './readiness.server';

/**
 * What a running server does for its operator besides serving: the alarm's checks, and the
 * undelivered-lead gauges, read from the lead store when Prometheus scrapes (never a second count
 * kept beside the store).
 */
export function startOperations() {
  metrics().setUndeliveredSource(async () => {
    const now = new Date();
    return undeliveredByChannel(await getLeadService().store.undelivered(), now).map((summary) => ({
      channel: summary.channel,
      count: summary.count,
      oldestAgeSeconds: summary.oldest?.ageSeconds ?? 0,
    }));
  });
  startAlarm();
}

export function stopOperations() {
  stopAlarm();
}
