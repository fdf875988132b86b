import path from 'node:path';
import { getEnv, leadsDirectory, supabaseServer } from '~/env.server';
import { leaseFor, type ReleaseClaim } from '~/leads/delivery-claims.server';
import type { Channel, LeadState } from '~/leads/lead-record';
import { getLeadService } from '~/leads/leads.server';
import { isOpen } from '~/leads/lead-fold';
import type { LeadStore } from '~/leads/lead-store.server';
import { WEBHOOK_SIGNATURE_HEADER, WEBHOOK_TIMEOUT_MS, webhookSignature } from '~/leads/notification.server';
import {
  createOutboxMailer,
  MAIL_API_TIMEOUT_MS,
  mailerFromEnv,
  outboxDirectory,
  senderAddress,
  type Mailer,
} from '~/mail/mailer.server';
import { type AlarmStateStore, fileAlarmState, supabaseAlarmState } from './alarm-state.server';
import { escapeHtml } from '../../supabase/functions/_shared/text.ts';
import { logger } from '../../server/logger.js';
import { metrics } from '../../server/metrics.js';

/**
 * The alarm before an enquiry is missed (docs/operating.md, "The alarm"). When leads wait on a
 * channel (a booking, website request or booking mail to its gateway, the studio's e-mail or
 * webhook) for longer than ALERT_AFTER_MINUTES, or were given up on it, the operator is told on a
 * channel that does not depend on the failing one: ALERT_WEBHOOK_URL (JSON, signed as the leads webhook is) and/or
 * ALERT_EMAIL (through the e-mail API, or written to the outbox when the e-mail API is what
 * fails), and always one `error` log line. An alert names the channel, the count and the oldest
 * lead's id and age, never the person. It is repeated at most every ALERT_REPEAT_MINUTES per
 * channel and destination while the condition lasts; one "all clear" follows when it ends.
 *
 * What was sent is kept where the leads are (alarm-state.server.ts: LEADS_DIR/alarm.json, or
 * Supabase's `lead_alarm` table), so neither a restart nor a second instance repeats an alert
 * within the hour or forgets the all-clear; each check claims it, so instances sharing the leads
 * never check and send at the same time.
 */

type AlertKind = 'alert' | 'all-clear';

/** What the operator receives: ids, counts and times only. */
export interface Alert {
  event: 'leads.alert' | 'leads.all-clear';
  channel: Channel;
  /** Leads overdue on the channel (0 in an all-clear). */
  count: number;
  gaveUp: number;
  oldestLeadId?: string | undefined;
  oldestAgeMinutes?: number | undefined;
  /** When the condition began. */
  since: string;
  at: string;
  site: string;
}

export interface AlertDestination {
  name: 'log' | 'webhook' | 'email';
  /** True once the destination took it; false to try again at the next check. */
  send(alert: Alert): Promise<boolean>;
}

const ALARM_STATE_FILE = 'alarm.json';

/** A check holds the alarm while it sends: the longest a destination may take, plus the claims' margin. */
const CHECK_LEASE_MS = leaseFor([WEBHOOK_TIMEOUT_MS, MAIL_API_TIMEOUT_MS]);

const CHANNELS: readonly Channel[] = ['delivery', 'mail', 'webhook'];

/**
 * Leads overdue on one channel: still to go out there after `afterMs`, or given up. A lead staff
 * have already taken up (its status moved on from `new`) does not hold the alarm.
 */
function overdueOn(channel: Channel, entries: LeadState[], now: Date, afterMs: number): LeadState[] {
  return entries.filter((entry) => {
    if (entry.status !== 'new') return false;
    const state = channel === 'delivery' ? entry : entry.notifications[channel];
    if (!state || !isOpen(state)) return false;
    return state.state === 'gave-up' || now.getTime() - new Date(entry.lead.receivedAt).getTime() >= afterMs;
  });
}

interface AlarmOptions {
  store: Pick<LeadStore, 'undelivered'>;
  afterMs: number;
  repeatMs: number;
  /** Where alerts go, for a failing channel (the e-mail destination avoids the failing e-mail API). */
  destinations: (channel: Channel, kind: AlertKind) => AlertDestination[];
  state: AlarmStateStore;
  site: string;
  now?: () => Date;
  /** How long a check's claim on the state holds when its holder stops renewing it (killed). */
  leaseMs?: number;
}

export function createAlarm({
  store,
  afterMs,
  repeatMs,
  destinations,
  state,
  site,
  now = () => new Date(),
  leaseMs = CHECK_LEASE_MS,
}: AlarmOptions) {
  const log = logger('alarm');
  let running: Promise<void> | undefined;

  const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

  async function checkNow(): Promise<void> {
    let release: ReleaseClaim | undefined;
    try {
      release = await state.claim(leaseMs);
    } catch (error) {
      // The store is unreachable (readiness says so); the alarm tries again at its next check.
      log.warn({ reason: reasonOf(error) }, "could not claim the alarm's memory");
      return;
    }
    // Another instance is checking now: it sends what is due, and this one looks next time.
    if (!release) return;
    try {
      await checkClaimed();
    } catch (error) {
      log.warn({ reason: reasonOf(error) }, "could not read or keep the alarm's memory");
    } finally {
      // A release that does not reach the store lapses with its lease.
      await release().catch(() => undefined);
    }
  }

  async function checkClaimed(): Promise<void> {
    const at = now();
    let entries: LeadState[];
    try {
      entries = await store.undelivered();
    } catch (error) {
      // Readiness reports the store; the alarm tries again at its next check.
      log.warn({ reason: reasonOf(error) }, 'could not read the lead store');
      return;
    }
    const memory = await state.load();
    let changed = false;
    for (const channel of CHANNELS) {
      const overdue = overdueOn(channel, entries, at, afterMs);
      let condition = memory.channels[channel];
      if (overdue.length > 0) {
        if (!condition) {
          condition = { since: at.toISOString(), alerted: {} };
          memory.channels[channel] = condition;
          changed = true;
        }
        const oldest = overdue.reduce((a, b) => (b.lead.receivedAt < a.lead.receivedAt ? b : a));
        const alert: Alert = {
          event: 'leads.alert',
          channel,
          count: overdue.length,
          gaveUp: overdue.filter(
            (entry) => (channel === 'delivery' ? entry : entry.notifications[channel])?.state === 'gave-up',
          ).length,
          oldestLeadId: oldest.lead.id,
          oldestAgeMinutes: Math.floor((at.getTime() - new Date(oldest.lead.receivedAt).getTime()) / 60_000),
          since: condition.since,
          at: at.toISOString(),
          site,
        };
        for (const destination of destinations(channel, 'alert')) {
          const last = condition.alerted[destination.name];
          if (last && at.getTime() - new Date(last).getTime() < repeatMs) continue;
          if (await sendTo(destination, alert)) {
            condition.alerted[destination.name] = at.toISOString();
            changed = true;
          }
        }
      } else if (condition) {
        const allClear: Alert = {
          event: 'leads.all-clear',
          channel,
          count: 0,
          gaveUp: 0,
          since: condition.since,
          at: at.toISOString(),
          site,
        };
        // Only where the alert went: a destination that never took it has nothing to clear.
        for (const destination of destinations(channel, 'all-clear')) {
          if (!condition.alerted[destination.name]) continue;
          if (await sendTo(destination, allClear)) {
            delete condition.alerted[destination.name];
            changed = true;
          }
        }
        if (Object.keys(condition.alerted).length === 0) {
          delete memory.channels[channel];
          changed = true;
        }
      }
    }
    if (changed) await state.save(memory);
  }

  async function sendTo(destination: AlertDestination, alert: Alert): Promise<boolean> {
    let sent = false;
    try {
      sent = await destination.send(alert);
    } catch (error) {
      log.warn(
        {
          to: destination.name,
          channel: alert.channel,
          reason: error instanceof Error ? error.message : String(error),
        },
        'an alert could not be sent',
      );
    }
    if (sent)
      metrics().alerts.inc({
        channel: alert.channel,
        kind: alert.event === 'leads.alert' ? 'alert' : 'all-clear',
        to: destination.name,
      });
    return sent;
  }

  return {
    /** One look at the store; simultaneous calls share it. */
    check(): Promise<void> {
      running ??= checkNow().finally(() => {
        running = undefined;
      });
      return running;
    },
  };
}

/** The alert's words for an e-mail: what is wrong, how many, the oldest lead's id and age. */
export function alertMail(alert: Alert): { subject: string; text: string } {
  const where =
    alert.channel === 'delivery'
      ? 'bookings, website requests and booking mails are not reaching their gateway'
      : alert.channel === 'mail'
        ? "the studio's lead e-mails are not being sent"
        : "the studio's lead webhook is not taking leads";
  if (alert.event === 'leads.all-clear')
    return {
      subject: `All clear: ${alert.channel} delivers again (${alert.site})`,
      text: [
        `Every lead that was waiting on the ${alert.channel} channel has gone out, or staff have taken it up.`,
        `The problem began at ${alert.since} and was over by ${alert.at}.`,
        '',
      ].join('\n'),
    };
  return {
    subject: `Leads waiting: ${alert.count} on ${alert.channel}, oldest ${alert.oldestAgeMinutes} min (${alert.site})`,
    text: [
      `On ${alert.site}, ${where}.`,
      '',
      `Leads waiting on the ${alert.channel} channel: ${alert.count}${alert.gaveUp ? ` (${alert.gaveUp} given up after every attempt)` : ''}.`,
      `Oldest: lead ${alert.oldestLeadId}, received ${alert.oldestAgeMinutes} minutes ago.`,
      `Since: ${alert.since}.`,
      '',
      'Every lead is kept and is retried until its attempts run out. `npm run leads -- list --open` on',
      'the server lists them; `npm run leads -- show ID` shows one.',
      '',
    ].join('\n'),
  };
}

/** Posts the alert as JSON, signed with the secret as the leads webhook is (X-Lead-Signature). */
export function webhookDestination({
  url,
  secret,
  fetchImpl = fetch,
}: {
  url: string;
  secret: string;
  fetchImpl?: typeof fetch;
}): AlertDestination {
  return {
    name: 'webhook',
    async send(alert) {
      const body = JSON.stringify(alert);
      const response = await fetchImpl(url, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'Idempotency-Key': `${alert.event}/${alert.channel}/${alert.since}/${alert.at}`,
          [WEBHOOK_SIGNATURE_HEADER]: webhookSignature(body, secret),
        },
        body,
        redirect: 'manual',
        signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
      });
      await response.body?.cancel().catch(() => undefined);
      if (!response.ok) throw new Error(`the alert webhook answered ${response.status}`);
      return true;
    },
  };
}

/** E-mails the alert; `mailer` is the e-mail API, or the outbox when the e-mail API is what fails. */
export function emailDestination({ to, from, mailer }: { to: string; from: string; mailer: Mailer }): AlertDestination {
  return {
    name: 'email',
    async send(alert) {
      const { subject, text } = alertMail(alert);
      const result = await mailer.send({
        idempotencyKey: `${alert.event}/${alert.channel}/${alert.at}`,
        from,
        to,
        subject,
        text,
        html: `<!doctype html><html><body><pre style="font-family:system-ui,sans-serif;white-space:pre-wrap">${escapeHtml(text)}</pre></body></html>`,
      });
      if (result.status !== 'sent') throw new Error(`${mailer.name}: ${result.reason}`);
      return true;
    },
  };
}

/** The log line every alert also is: for log-based alerting, and the record of what was sent. */
const logDestination: AlertDestination = {
  name: 'log',
  async send(alert) {
    const line = { ...alert };
    if (alert.event === 'leads.alert') logger('alarm').error(line, `leads waiting on ${alert.channel}`);
    else logger('alarm').info(line, `all clear on ${alert.channel}`);
    return true;
  },
};

/** The alarm's memory where the leads are: Supabase's `lead_alarm` table, or a file in LEADS_DIR. */
function alarmStateFromEnv(): AlarmStateStore {
  const supabase = supabaseServer();
  if (supabase) return supabaseAlarmState(supabase.url, supabase.serviceRoleKey);
  return fileAlarmState(path.join(leadsDirectory(), ALARM_STATE_FILE));
}

/** The alarm the environment configures, over the lead service's store. */
function alarmFromEnv(): ReturnType<typeof createAlarm> {
  const env = getEnv();
  const webhook =
    env.ALERT_WEBHOOK_URL && env.ALERT_WEBHOOK_SECRET
      ? webhookDestination({ url: env.ALERT_WEBHOOK_URL, secret: env.ALERT_WEBHOOK_SECRET })
      : undefined;
  const alertEmail = env.ALERT_EMAIL;
  // One of each for the process, so the API's pacing holds across checks.
  const api = mailerFromEnv();
  const outbox = createOutboxMailer(outboxDirectory());
  return createAlarm({
    store: getLeadService().store,
    afterMs: env.ALERT_AFTER_MINUTES * 60_000,
    repeatMs: env.ALERT_REPEAT_MINUTES * 60_000,
    site: env.SITE_URL ?? 'the site',
    state: alarmStateFromEnv(),
    destinations: (channel, kind) => [
      logDestination,
      ...(webhook ? [webhook] : []),
      ...(alertEmail
        ? [
            emailDestination({
              to: alertEmail,
              from: senderAddress('Website alarm'),
              // The e-mail API may be what fails: then the alert is written to the outbox instead.
              mailer: channel === 'mail' && kind === 'alert' ? outbox : api,
            }),
          ]
        : []),
    ],
  });
}

let timer: NodeJS.Timeout | undefined;

/**
 * Looks at the store every fifth of ALERT_AFTER_MINUTES (between a second and a minute), so an
 * alert goes out at most a fifth late. The timer never holds the process.
 */
export function startAlarm() {
  if (timer) return;
  const alarm = alarmFromEnv();
  const everyMs = Math.min(60_000, Math.max(1_000, (getEnv().ALERT_AFTER_MINUTES * 60_000) / 5));
  const tick = () => {
    timer = setTimeout(() => {
      alarm
        .check()
        .catch((error: unknown) => logger('alarm').error({ err: error }, 'the alarm check failed'))
        .finally(() => {
          if (timer) tick();
        });
    }, everyMs);
    timer.unref();
  };
  tick();
}

export function stopAlarm() {
  if (timer) clearTimeout(timer);
  timer = undefined;
}
