import { getContent } from '~/content/content.server';
import { getEnv } from '~/env.server';
import type { Channel, NotifyChannel } from '~/leads/lead-record';
import { getLeadService } from '~/leads/leads.server';
import { lastAttemptOutcome, type LastOutcome } from '~/leads/lead-observer.server';
import { undeliveredByChannel } from '~/leads/undelivered.server';

/**
 * Whether this instance can serve (`/readyz`, server/observe.js): the content source answers, or
 * a good copy of the content is held; the lead store takes a lead. Either failing takes the
 * instance out of a load balancer (503, naming the check). The studio's channels (the e-mail API
 * and the webhook) are reported `degraded` with their last outcome and never fail it: leads are
 * still kept while they are down, and every instance shares them, so taking instances out would
 * only turn a late notification into a lost visitor.
 */

type Check = { status: 'ok' | 'failing' | 'degraded'; [detail: string]: unknown };

/** How long one check may take before the last answer it gave stands in (a probe never hangs). */
const CHECK_TIME_LIMIT_MS = 2_000;

function reasonOf(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).slice(0, 200);
}

/**
 * A check that keeps its last answer: when a run has not finished within the time limit, the
 * previous answer is given (marked `stale`), or `failing` when there is none. The run goes on and
 * its answer serves the next probe. Simultaneous probes share one run.
 */
function keptCheck(run: () => Promise<Check>, timeLimitMs = CHECK_TIME_LIMIT_MS) {
  let last: Check | undefined;
  let running: Promise<Check> | undefined;
  return async (): Promise<Check> => {
    running ??= run()
      .catch((error: unknown): Check => ({ status: 'failing', reason: reasonOf(error) }))
      .then((check) => {
        last = check;
        return check;
      })
      .finally(() => {
        running = undefined;
      });
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<undefined>((resolve) => {
      timer = setTimeout(() => resolve(undefined), timeLimitMs);
    });
    const answer = await Promise.race([running, late]).finally(() => clearTimeout(timer));
    if (answer) return answer;
    return last ? { ...last, stale: true } : { status: 'failing', reason: `no answer within ${timeLimitMs} ms` };
  };
}

const contentCheck = keptCheck(async () => {
  const source = getEnv().SANITY_PROJECT_ID ? 'sanity' : 'bundled dataset';
  // A read through the content cache: fresh, or the last good copy while the source fails. It
  // fails only when the source fails and nothing was ever read (the 503 a page would get).
  try {
    await getContent().siteSettings();
  } catch {
    return { status: 'failing', source, reason: 'the content source does not answer and no good copy is held' };
  }
  return { status: 'ok', source };
});

const leadStoreCheck = keptCheck(async () => {
  const store = getLeadService().store;
  await store.probe();
  return { status: 'ok', location: store.location.replace(/^https?:\/\/[^/]+/, '') };
});

function channelCheck(channel: NotifyChannel, configured: boolean, undelivered: number): Check {
  if (!configured) return { status: 'ok', configured: false };
  const last: LastOutcome | undefined = lastAttemptOutcome(channel);
  const failing = last !== undefined && last.outcome !== 'delivered';
  return {
    status: failing ? 'degraded' : 'ok',
    configured: true,
    undelivered,
    ...(last ? { lastOutcome: last } : {}),
  };
}

/** The undelivered counts, read at most every ten seconds (probes come every few, to every instance). */
let counted: { at: number; counts: Promise<Map<Channel, number>> } | undefined;
function undeliveredCounts(now: Date): Promise<Map<Channel, number>> {
  if (!counted || now.getTime() - counted.at > 10_000 || now.getTime() < counted.at) {
    const counts = getLeadService()
      .store.undelivered()
      .then((entries) => new Map(undeliveredByChannel(entries, now).map((summary) => [summary.channel, summary.count])))
      // The store check says why; the channels are shown without their counts.
      .catch(() => new Map<Channel, number>());
    counted = { at: now.getTime(), counts };
  }
  return counted.counts;
}

/** Every check by name, and whether the instance is ready. */
export async function readiness(now = new Date()) {
  const [content, leadStore] = await Promise.all([contentCheck(), leadStoreCheck()]);
  const env = getEnv();
  const counts = await undeliveredCounts(now);
  const checks: Record<string, Check> = {
    content,
    leadStore,
    mail: channelCheck('mail', true, counts.get('mail') ?? 0),
    webhook: channelCheck('webhook', Boolean(env.LEADS_WEBHOOK_URL), counts.get('webhook') ?? 0),
  };
  return { ready: content.status !== 'failing' && leadStore.status !== 'failing', checks };
}
