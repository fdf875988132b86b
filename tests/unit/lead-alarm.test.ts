import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { LeadState } from '~/leads/lead-record';
import { webhookSignature } from '~/leads/notification.server';
import {
  type Alert,
  type AlertDestination,
  alertMail,
  createAlarm,
  emailDestination,
  webhookDestination,
} from '~/operations/alarm.server';
import { type AlarmStateStore, fileAlarmState } from '~/operations/alarm-state.server';
import type { Mailer } from '~/mail/mailer.server';

// The alarm on an injected clock: no test waits for real minutes.

const MINUTE = 60_000;
const T0 = new Date('2026-11-28T10:00:00Z').getTime();

function lead(id: string, receivedAt: number, mail: 'pending' | 'delivered' | 'gave-up' = 'pending'): LeadState {
  return {
    lead: {
      type: 'lead',
      id,
      key: `s:${id}`,
      kind: 'contact',
      delivery: 'mail-draft',
      receivedAt: new Date(receivedAt).toISOString(),
      fields: { name: 'Ada Lovelace', email: 'ada@example.com', message: 'Hello', phone: '214 555 0100' },
      attachments: [],
      notify: ['mail'],
    },
    state: 'handed-to-visitor',
    attempts: 0,
    notifications: { mail: { state: mail, attempts: 3 } },
    status: 'new',
    notes: [],
  };
}

function memoryState(): AlarmStateStore & { saved: number } {
  let kept = JSON.stringify({ channels: {} });
  const store = {
    saved: 0,
    // One process: nobody else to take turns with.
    claim: async () => async () => {},
    async load() {
      return JSON.parse(kept) as Awaited<ReturnType<AlarmStateStore['load']>>;
    },
    async save(state: Awaited<ReturnType<AlarmStateStore['load']>>) {
      kept = JSON.stringify(state);
      store.saved += 1;
    },
  };
  return store;
}

function setUp(state: AlarmStateStore = memoryState()) {
  let now = T0;
  let entries: LeadState[] = [];
  const sent: { to: string; alert: Alert }[] = [];
  let webhookUp = true;
  const destination = (name: AlertDestination['name'], up: () => boolean = () => true): AlertDestination => ({
    name,
    async send(alert) {
      if (!up()) throw new Error(`${name} is down`);
      sent.push({ to: name, alert });
      return true;
    },
  });
  const make = () =>
    createAlarm({
      store: { undelivered: async () => entries },
      afterMs: 15 * MINUTE,
      repeatMs: 60 * MINUTE,
      destinations: () => [destination('webhook', () => webhookUp), destination('email')],
      state,
      site: 'https://www.studio.example',
      now: () => new Date(now),
    });
  return {
    alarm: make(),
    restart: make,
    at(minutes: number) {
      now = T0 + minutes * MINUTE;
    },
    set(next: LeadState[]) {
      entries = next;
    },
    webhook(up: boolean) {
      webhookUp = up;
    },
    sent,
    kinds: () => sent.map(({ to, alert }) => `${to} ${alert.event} ${alert.channel}`),
  };
}

describe('the alarm before an enquiry is missed', () => {
  it('alerts once per destination when a lead waits past the limit, repeats hourly while it lasts, clears once', async () => {
    const run = setUp();
    run.set([lead('lead-1', T0)]);
    run.at(14);
    await run.alarm.check();
    expect(run.sent).toEqual([]);

    run.at(15);
    await run.alarm.check();
    expect(run.kinds()).toEqual(['webhook leads.alert mail', 'email leads.alert mail']);
    expect(run.sent[0]?.alert).toMatchObject({ count: 1, gaveUp: 0, oldestLeadId: 'lead-1', oldestAgeMinutes: 15 });

    // A second lead, later checks within the hour: nothing more.
    run.set([lead('lead-1', T0), lead('lead-2', T0 + 20 * MINUTE)]);
    for (const minute of [16, 30, 50, 74]) {
      run.at(minute);
      await run.alarm.check();
    }
    expect(run.sent).toHaveLength(2);

    // An hour after the first alert, still waiting: one more each.
    run.at(75);
    await run.alarm.check();
    expect(run.sent).toHaveLength(4);
    expect(run.sent[2]?.alert).toMatchObject({ count: 2, oldestLeadId: 'lead-1', oldestAgeMinutes: 75 });

    // Delivered: one all-clear each, then silence.
    run.set([]);
    for (const minute of [80, 81, 200]) {
      run.at(minute);
      await run.alarm.check();
    }
    expect(run.kinds().slice(4)).toEqual(['webhook leads.all-clear mail', 'email leads.all-clear mail']);
  });

  it('alerts at once for a lead whose attempts ran out, and not for one staff have taken up', async () => {
    const run = setUp();
    const givenUp = lead('lead-3', T0, 'gave-up');
    run.set([givenUp]);
    run.at(2);
    await run.alarm.check();
    expect(run.sent[0]?.alert).toMatchObject({ count: 1, gaveUp: 1 });

    const taken = { ...lead('lead-4', T0), status: 'contacted' as const };
    const quiet = setUp();
    quiet.set([taken]);
    quiet.at(30);
    await quiet.alarm.check();
    expect(quiet.sent).toEqual([]);
  });

  it('tries a destination that failed again at the next check, without repeating the others', async () => {
    const run = setUp();
    run.set([lead('lead-1', T0)]);
    run.webhook(false);
    run.at(15);
    await run.alarm.check();
    expect(run.kinds()).toEqual(['email leads.alert mail']);
    run.webhook(true);
    run.at(16);
    await run.alarm.check();
    expect(run.kinds()).toEqual(['email leads.alert mail', 'webhook leads.alert mail']);
  });

  it('remembers what it sent across a restart: no second alert within the hour, and the all-clear still comes', async () => {
    const directory = await mkdtemp(path.join(tmpdir(), 'alarm-state-'));
    try {
      const state = fileAlarmState(path.join(directory, 'alarm.json'));
      const first = setUp(state);
      first.set([lead('lead-1', T0)]);
      first.at(15);
      await first.alarm.check();
      expect(first.sent).toHaveLength(2);

      // The process restarts (same state file), the lead still waiting.
      const second = setUp(state);
      second.set([lead('lead-1', T0)]);
      second.at(20);
      await second.alarm.check();
      expect(second.sent).toEqual([]);
      second.set([]);
      second.at(25);
      await second.alarm.check();
      expect(second.kinds()).toEqual(['webhook leads.all-clear mail', 'email leads.all-clear mail']);
    } finally {
      await rm(directory, { recursive: true, force: true });
    }
  });

  it('sends one alert, not one per instance, when instances sharing the leads check at the same moment', async () => {
    const directory = await mkdtemp(path.join(tmpdir(), 'alarm-shared-'));
    try {
      // Three instances, one LEADS_DIR: each with its own alarm over the same state file.
      const instances = [1, 2, 3].map(() => setUp(fileAlarmState(path.join(directory, 'alarm.json'))));
      for (const instance of instances) {
        instance.set([lead('lead-1', T0)]);
        instance.at(15);
      }
      await Promise.all(instances.map((instance) => instance.alarm.check()));
      expect(instances.flatMap((instance) => instance.kinds())).toEqual([
        'webhook leads.alert mail',
        'email leads.alert mail',
      ]);
      // A check a moment later on another instance finds the alert sent within the hour.
      const later = instances.find((instance) => instance.sent.length === 0)!;
      later.at(16);
      await later.alarm.check();
      expect(later.sent).toEqual([]);
      // Cleared: one all-clear, from whichever instance looks first.
      for (const instance of instances) {
        instance.set([]);
        instance.at(30);
      }
      await Promise.all(instances.map((instance) => instance.alarm.check()));
      await Promise.all(instances.map((instance) => instance.alarm.check()));
      expect(instances.flatMap((instance) => instance.kinds()).filter((kind) => kind.includes('all-clear'))).toEqual([
        'webhook leads.all-clear mail',
        'email leads.all-clear mail',
      ]);
    } finally {
      await rm(directory, { recursive: true, force: true });
    }
  });

  it('never names the person: the alert, its e-mail and its webhook carry ids, counts and times', async () => {
    const run = setUp();
    run.set([lead('lead-1', T0)]);
    run.at(15);
    await run.alarm.check();
    const alert = run.sent[0]!.alert;
    const mail = alertMail(alert);
    const everything = JSON.stringify([alert, mail]);
    for (const personal of ['Ada', 'ada@example.com', 'Hello', '555']) expect(everything).not.toContain(personal);
    expect(mail.subject).toBe('Leads waiting: 1 on mail, oldest 15 min (https://www.studio.example)');
    expect(mail.text).toContain('lead-1');
  });
});

describe('where an alert goes', () => {
  const alert: Alert = {
    event: 'leads.alert',
    channel: 'mail',
    count: 2,
    gaveUp: 0,
    oldestLeadId: 'lead-1',
    oldestAgeMinutes: 17,
    since: new Date(T0).toISOString(),
    at: new Date(T0 + 17 * MINUTE).toISOString(),
    site: 'https://www.studio.example',
  };
  let received: { body: string; signature: string | undefined }[] = [];
  let status = 204;
  let server: ReturnType<typeof createServer>;
  let url = '';
  beforeEach(async () => {
    received = [];
    status = 204;
    server = createServer((incoming, outgoing) => {
      const chunks: Buffer[] = [];
      incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
      incoming.on('end', () => {
        const signature = incoming.headers['x-lead-signature'];
        received.push({
          body: Buffer.concat(chunks).toString('utf8'),
          signature: typeof signature === 'string' ? signature : undefined,
        });
        outgoing.writeHead(status).end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/alerts`;
  });
  afterEach(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  it('posts JSON to the alert webhook, signed as the leads webhook is', async () => {
    const secret = 'alert-webhook-secret-0123';
    expect(await webhookDestination({ url, secret }).send(alert)).toBe(true);
    expect(received).toHaveLength(1);
    expect(JSON.parse(received[0]!.body)).toEqual(alert);
    expect(received[0]!.signature).toBe(webhookSignature(received[0]!.body, secret));
  });

  it('counts a refusing webhook as not sent', async () => {
    status = 503;
    await expect(webhookDestination({ url, secret: 'alert-webhook-secret-0123' }).send(alert)).rejects.toThrow(/503/);
  });

  it('e-mails it through the mailer it is given', async () => {
    const mails: Parameters<Mailer['send']>[0][] = [];
    const mailer: Mailer = {
      name: 'outbox',
      async send(mail) {
        mails.push(mail);
        return { status: 'sent', id: 'x' };
      },
    };
    await emailDestination({ to: 'ops@studio.example', from: 'Website alarm <website@studio.example>', mailer }).send(
      alert,
    );
    expect(mails).toEqual([
      expect.objectContaining({
        to: 'ops@studio.example',
        subject: 'Leads waiting: 2 on mail, oldest 17 min (https://www.studio.example)',
      }),
    ]);
  });
});
