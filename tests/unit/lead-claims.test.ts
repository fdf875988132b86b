import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createFileClaims } from '~/leads/delivery-claims.server';
import type { LeadRecord } from '~/leads/lead-record';
import { createLeadService, type DeliveryResult } from '~/leads/lead-service.server';
import { createFileLeadStore } from '~/leads/lead-store.server';
import { storedEvents } from '../support/leads';

// Two server instances sharing one LEADS_DIR are two lead services, each with its own store
// object (its own view of the file) over the same directory, as two processes would have.

let directory: string;
beforeEach(async () => {
  directory = await mkdtemp(path.join(tmpdir(), 'lead-claims-'));
});
afterEach(() => rm(directory, { recursive: true, force: true }));

const quiet = () => {};

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
    let now = Date.now();
    const slow = createFileClaims(directory, { now: () => now });
    const other = createFileClaims(directory, { now: () => now });
    const release = await slow.claim('x-delivery', 1_000);
    expect(release).toBeDefined();
    expect(await other.claim('x-delivery', 1_000)).toBeUndefined();
    now += 2_000;
    const taken = await other.claim('x-delivery', 1_000);
    expect(taken).toBeDefined();
    await release?.();
    expect(await slow.claim('x-delivery', 1_000)).toBeUndefined();
    await taken?.();
  });
});

describe('two lead services sharing one LEADS_DIR', () => {
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
