import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type ClaimClock, createFileClaims, DEFAULT_LEASE_MS } from '~/leads/delivery-claims.server';
import type { LeadRecord } from '~/leads/lead-record';
import { createLeadService, type DeliveryResult } from '~/leads/lead-service.server';
import { createFileLeadStore } from '~/leads/lead-store.server';
import { storedEvents } from '../support/leads';
import { captureLogs } from '../support/log-lines';

// Two server instances sharing one LEADS_DIR are two lead services, each with its own store
// object (its own view of the file) over the same directory, as two processes would have.

let directory: string;
beforeEach(async () => {
  directory = await mkdtemp(path.join(tmpdir(), 'lead-claims-'));
});
afterEach(() => rm(directory, { recursive: true, force: true }));

const quiet = () => {};

/**
 * A clock the test moves by hand: `advance` runs every renewal that falls due on the way, in
 * order, each at its own moment, and waits for it.
 */
function manualClock(start = Date.now()) {
  let now = start;
  const timers = new Set<{ every: number; due: number; task: () => Promise<void> }>();
  const clock: ClaimClock = {
    now: () => now,
    every(ms, task) {
      const timer = { every: ms, due: now + ms, task };
      timers.add(timer);
      return () => timers.delete(timer);
    },
  };
  return {
    clock,
    now: () => now,
    /** Timers still running (a released claim's renewal is stopped). */
    running: () => timers.size,
    async advance(ms: number) {
      const target = now + ms;
      for (;;) {
        const next = [...timers].filter((timer) => timer.due <= target).sort((x, y) => x.due - y.due)[0];
        if (!next) break;
        now = next.due;
        next.due += next.every;
        await next.task();
      }
      now = target;
    },
  };
}

/** A receiving end that counts every call per lead, and takes a while (so attempts overlap). */
function counter(delayMs = 15) {
  const calls = new Map<string, number>();
  const state = { down: false };
  return {
    calls,
    state,
    async deliver(lead: LeadRecord): Promise<DeliveryResult> {
      await sleep(delayMs);
      if (state.down) return { status: 'failed', reason: 'connection refused' };
      calls.set(lead.id, (calls.get(lead.id) ?? 0) + 1);
      return { status: 'delivered' };
    },
  };
}

const booking = (name: string) => ({
  kind: 'booking' as const,
  delivery: 'booking' as const,
  fields: { customerName: name, date: '2026-01-06', time: '9:00 AM' },
  payload: { customerName: name },
  submissionId: `form-${name}`,
});

function instance(deliver: ReturnType<typeof counter>, mail: ReturnType<typeof counter>) {
  return createLeadService({
    store: createFileLeadStore(directory),
    deliverers: { booking: (lead) => deliver.deliver(lead) },
    notifiers: { mail: (lead) => mail.deliver(lead) },
    // Every failed lead is due again at once, so each pass of either instance would try it.
    baseDelayMs: 0,
    log: quiet,
  });
}

describe('file claims', () => {
  it('lets exactly one of many claimers hold a name, and frees it on release', async () => {
    const claimers = Array.from({ length: 8 }, () => createFileClaims(path.join(directory, 'claims')));
    for (let round = 0; round < 20; round += 1) {
      const won = (await Promise.all(claimers.map((claims) => claims.claim('lead-delivery', 60_000)))).filter(
        (release) => release !== undefined,
      );
      expect(won).toHaveLength(1);
      await won[0]?.();
    }
    expect(await readdir(path.join(directory, 'claims'))).toEqual([]);
  });

  it('takes over a claim whose lease has passed (its holder killed), once among many takers', async () => {
    const folder = path.join(directory, 'claims');
    await mkdir(folder, { recursive: true });
    for (let round = 0; round < 10; round += 1) {
      await writeFile(
        path.join(folder, 'lead-mail'),
        JSON.stringify({ holder: 'killed:1', nonce: `n${round}`, until: new Date(Date.now() - 1_000).toISOString() }),
      );
      const claimers = Array.from({ length: 6 }, () => createFileClaims(folder));
      const won = (await Promise.all(claimers.map((claims) => claims.claim('lead-mail', 60_000)))).filter(Boolean);
      expect(won).toHaveLength(1);
      await won[0]?.();
    }
  });

  it('leaves a claim within its lease alone, and a holder whose claim was taken over cannot remove the new one', async () => {
    // The slow holder's renewals never run (its machine paused): its lease passes.
    const time = manualClock();
    const paused: ClaimClock = { now: time.clock.now, every: () => () => {} };
    const slow = createFileClaims(directory, paused);
    const other = createFileClaims(directory, time.clock);
    const release = await slow.claim('x-delivery', 1_000);
    expect(release).toBeDefined();
    expect(await other.claim('x-delivery', 1_000)).toBeUndefined();
    await time.advance(2_000);
    const taken = await other.claim('x-delivery', 1_000);
    expect(taken).toBeDefined();
    await release?.();
    expect(await slow.claim('x-delivery', 1_000)).toBeUndefined();
    await taken?.();
  });
});

describe('claim renewal', () => {
  it('keeps a claim held past its lease while its holder lives, and stops renewing on release', async () => {
    const time = manualClock();
    const holder = createFileClaims(directory, time.clock);
    const other = createFileClaims(directory, time.clock);
    const release = await holder.claim('lead-delivery', 60_000);
    expect(release).toBeDefined();
    // Ten minutes, ten times the lease: the claim is renewed every 20 s and never lapses.
    for (let minute = 0; minute < 10; minute += 1) {
      await time.advance(60_000);
      expect(await other.claim('lead-delivery', 60_000)).toBeUndefined();
    }
    expect(time.running()).toBe(1);
    await release?.();
    expect(time.running()).toBe(0);
    const next = await other.claim('lead-delivery', 60_000);
    expect(next).toBeDefined();
    await next?.();
    expect(await readdir(directory)).toEqual([]);
  });

  it('stops renewing a claim another instance took over after it lapsed, and leaves the new holder alone', async () => {
    const logs = captureLogs();
    try {
      const time = manualClock();
      // The holder's renewals are late (its process was paused for longer than the lease).
      let late: (() => Promise<void>) | undefined;
      const paused: ClaimClock = {
        now: time.clock.now,
        every(_ms, task) {
          late = task;
          return () => (late = undefined);
        },
      };
      const holder = createFileClaims(directory, paused);
      const other = createFileClaims(directory, time.clock);
      const release = await holder.claim('lead-mail', 60_000);
      await time.advance(61_000);
      const taken = await other.claim('lead-mail', 60_000);
      expect(taken).toBeDefined();
      await late?.();
      expect(late).toBeUndefined();
      expect(logs.lines()).toContainEqual(
        expect.objectContaining({ level: 'warn', msg: expect.stringContaining('lead-mail was taken over') }),
      );
      // The new holder keeps it: renewed by its own timer, not removed by the old holder's release.
      await release?.();
      await time.advance(120_000);
      expect(await holder.claim('lead-mail', 60_000)).toBeUndefined();
      await taken?.();
    } finally {
      logs.restore();
    }
  });
});

describe('two lead services sharing one LEADS_DIR', () => {
  it('never run a delivery twice while it outlives its lease: the second instance gets nothing', async () => {
    const time = manualClock();
    const answers: (() => void)[] = [];
    const calls: string[] = [];
    const service = (name: string) =>
      createLeadService({
        store: createFileLeadStore(directory, { claimClock: time.clock }),
        deliverers: {
          booking: (lead) => {
            calls.push(`${name} ${lead.id}`);
            // The endpoint answers only when the test says so: far past the lease.
            return new Promise<DeliveryResult>((resolve) => answers.push(() => resolve({ status: 'delivered' })));
          },
        },
        now: () => new Date(time.now()),
        baseDelayMs: 0,
        log: quiet,
      });
    const a = service('a');
    const b = service('b');
    // The visitor's post waits for the delivery, as a real one does.
    const accepted = a.accept(booking('Ada'));
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    for (let step = 0; step < 6; step += 1) {
      await time.advance(DEFAULT_LEASE_MS / 2);
      // (The instance running it would wait for its own attempt: only the other one is asked.)
      await b.retryDue();
    }
    expect(calls).toHaveLength(1);
    for (const answer of answers) answer();
    expect(await accepted).toMatchObject({ status: 'stored', state: 'delivered' });
    await Promise.all([a.settle(), b.settle()]);
    await b.retryDue();
    expect(calls).toHaveLength(1);
    expect((await b.list()).map((entry) => entry.state)).toEqual(['delivered']);
    expect(time.running()).toBe(0);
  });

  it('deliver and notify each due lead exactly once, however often both retry at the same time', async () => {
    const bookings = counter();
    const mails = counter();
    const a = instance(bookings, mails);
    const b = instance(bookings, mails);
    bookings.state.down = true;
    mails.state.down = true;
    const names = ['Ada', 'Grace', 'Edsger', 'Barbara', 'Donald'];
    // Half the leads reach one instance, half the other.
    for (const [index, name] of names.entries()) await (index % 2 ? a : b).accept(booking(name));
    await Promise.all([a.settle(), b.settle()]);
    expect(bookings.calls.size + mails.calls.size).toBe(0);

    bookings.state.down = false;
    mails.state.down = false;
    for (let round = 0; round < 15; round += 1) await Promise.all([a.retryDue(), b.retryDue(), a.retryDue()]);

    expect(bookings.calls.size).toBe(names.length);
    expect(mails.calls.size).toBe(names.length);
    expect([...bookings.calls.values(), ...mails.calls.values()].every((calls) => calls === 1)).toBe(true);
    // Both views agree: everything delivered, nothing due.
    for (const service of [a, b])
      expect((await service.list()).map((entry) => [entry.state, entry.notifications.mail?.state])).toEqual(
        names.map(() => ['delivered', 'delivered']),
      );
    // Each instance's claims were released after the outcome was stored.
    expect((await readdir(path.join(directory, 'claims'))).filter((name) => !name.startsWith('leads.jsonl'))).toEqual(
      [],
    );
  });

  it('keep one lead for one submission that reaches both, and lose no line when both append at once', async () => {
    const bookings = counter(1);
    const mails = counter(1);
    const a = instance(bookings, mails);
    const b = instance(bookings, mails);
    await a.accept(booking('Ada'));
    expect(await b.accept(booking('Ada'))).toMatchObject({ status: 'stored', duplicate: true });

    const names = Array.from({ length: 30 }, (_, index) => `Visitor${index}`);
    await Promise.all(names.map((name, index) => (index % 2 ? a : b).accept(booking(name))));
    await Promise.all([a.settle(), b.settle()]);
    const leads = (await storedEvents(directory)).filter((event) => event.type === 'lead');
    expect(leads).toHaveLength(names.length + 1);
    expect(bookings.calls.size).toBe(names.length + 1);
    expect([...bookings.calls.values(), ...mails.calls.values()].every((calls) => calls === 1)).toBe(true);
    expect(await a.list()).toHaveLength(names.length + 1);
    expect(await b.list()).toHaveLength(names.length + 1);
  });

  it('take over the delivery of an instance killed mid-attempt once its lease has passed, not before', async () => {
    const bookings = counter(1);
    const mails = counter(1);
    const a = instance(bookings, mails);
    bookings.state.down = true;
    mails.state.down = true;
    const stored = await a.accept(booking('Ada'));
    await a.settle();
    if (stored.status !== 'stored') throw new Error('not stored');
    bookings.state.down = false;
    mails.state.down = false;

    // The killed instance left its claims behind, within their lease: nobody else may run them yet.
    const folder = path.join(directory, 'claims');
    const claim = (channel: string, until: number) =>
      writeFile(
        path.join(folder, `${stored.lead.id}-${channel}`),
        JSON.stringify({ holder: 'other-host:4242', nonce: `killed-${channel}`, until: new Date(until).toISOString() }),
      );
    await claim('delivery', Date.now() + 60_000);
    await claim('mail', Date.now() + 60_000);
    const b = instance(bookings, mails);
    await b.retryDue();
    expect(bookings.calls.size + mails.calls.size).toBe(0);

    // The lease passed: the next pass takes both over and delivers once.
    await claim('delivery', Date.now() - 1);
    await claim('mail', Date.now() - 1);
    await Promise.all([b.retryDue(), a.retryDue()]);
    expect(bookings.calls.get(stored.lead.id)).toBe(1);
    expect(mails.calls.get(stored.lead.id)).toBe(1);
  });
});
