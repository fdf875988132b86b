import { chmod, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { LeadRecord } from '~/leads/lead-record';
import { createLeadService, type DeliveryResult } from '~/leads/lead-service.server';
import { createFileLeadStore, LEADS_FILE } from '~/leads/lead-store.server';

let directory: string;
beforeEach(async () => {
  directory = await mkdtemp(path.join(tmpdir(), 'lead-service-'));
});
afterEach(() => rm(directory, { recursive: true, force: true }));

/** A delivery target that fails while `down` is set and records what it received. */
function target() {
  const received: LeadRecord[] = [];
  const state = { down: false, hang: false };
  return {
    received,
    state,
    async deliver(lead: LeadRecord): Promise<DeliveryResult> {
      if (state.down) return { status: 'failed', reason: 'connection refused' };
      received.push(lead);
      return { status: 'delivered' };
    },
  };
}

/** A delivery target answering with `answers` in turn (the last one from then on), counting its calls. */
function scripted(...answers: DeliveryResult[]) {
  let calls = 0;
  return {
    calls: () => calls,
    deliver: async (): Promise<DeliveryResult> =>
      answers[Math.min(calls++, answers.length - 1)] ?? { status: 'delivered' },
  };
}

function clock(start = Date.parse('2026-01-05T15:00:00Z')) {
  let now = start;
  return { now: () => new Date(now), advance: (ms: number) => void (now += ms) };
}

const booking = (name: string) => ({
  kind: 'booking' as const,
  delivery: 'booking' as const,
  fields: { customerName: name, date: '2026-01-06', time: '9:00 AM' },
  payload: { customerName: name },
});

const quiet = () => {};

describe('the lead service', () => {
  it('stores a lead before delivering it, and records the delivery', async () => {
    const sink = target();
    const service = createLeadService({
      store: createFileLeadStore(directory),
      deliverers: {
        booking: async (lead) => {
          // Persist first: when delivery runs, the lead is already on disk.
          expect(await readFile(path.join(directory, LEADS_FILE), 'utf8')).toContain(lead.id);
          return sink.deliver(lead);
        },
      },
      log: quiet,
    });
    const result = await service.accept({ ...booking('Ada'), submissionId: 'form-1' });
    expect(result).toMatchObject({ status: 'stored', duplicate: false, state: 'delivered' });
    expect(sink.received).toHaveLength(1);
  });

  it('tells a refused submission sent again the same reason, without trying it again', async () => {
    const target = scripted({ status: 'refused', reason: 'That slot is not open.' });
    const service = createLeadService({
      store: createFileLeadStore(directory),
      deliverers: { booking: target.deliver },
      log: quiet,
    });
    const refused = {
      status: 'stored',
      state: 'refused',
      result: { status: 'refused', reason: 'That slot is not open.' },
    };
    expect(await service.accept(booking('Ada'))).toMatchObject({ ...refused, duplicate: false });
    expect(await service.accept(booking('Ada'))).toMatchObject({ ...refused, duplicate: true });
    expect(target.calls()).toBe(1);
  });

  it('starts no second attempt while an unanswered one may still run at the receiver, until its lease ends', async () => {
    const target = scripted({ status: 'failed', reason: 'timed out', mayStillRun: true }, { status: 'delivered' });
    const service = createLeadService({
      store: createFileLeadStore(directory),
      deliverers: { booking: target.deliver },
      leaseMs: 300,
      log: quiet,
    });
    const input = { ...booking('Ada'), submissionId: 'form-1' };
    expect(await service.accept(input)).toMatchObject({ state: 'pending' });
    // The visitor sends the form again at once: the first request may still be running there.
    expect(await service.accept(input)).toMatchObject({ duplicate: true, state: 'pending' });
    expect(target.calls()).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(await service.accept(input)).toMatchObject({ duplicate: true, state: 'delivered' });
    expect(target.calls()).toBe(2);
  });

  it('tries again at once after a failure the receiver answered', async () => {
    const target = scripted({ status: 'failed', reason: 'answered 503' }, { status: 'delivered' });
    const service = createLeadService({
      store: createFileLeadStore(directory),
      deliverers: { booking: target.deliver },
      log: quiet,
    });
    const input = { ...booking('Ada'), submissionId: 'form-1' };
    expect(await service.accept(input)).toMatchObject({ state: 'pending' });
    expect(await service.accept(input)).toMatchObject({ duplicate: true, state: 'delivered' });
    expect(target.calls()).toBe(2);
  });

  it('stores and acts on a double submit once, even when both arrive together', async () => {
    const sink = target();
    const service = createLeadService({
      store: createFileLeadStore(directory),
      deliverers: { booking: sink.deliver },
      log: quiet,
    });
    const [first, second] = await Promise.all([
      service.accept({ ...booking('Ada'), submissionId: 'form-1' }),
      service.accept({ ...booking('Ada'), submissionId: 'form-1' }),
    ]);
    expect([first, second].map((result) => result.status === 'stored' && result.duplicate).sort()).toEqual([
      false,
      true,
    ]);
    expect(await service.list()).toHaveLength(1);
    expect(sink.received).toHaveLength(1);
  });

  it('treats the same values without an id as a repeat only within the window', async () => {
    const time = clock();
    const sink = target();
    const service = createLeadService({
      store: createFileLeadStore(directory),
      deliverers: { booking: sink.deliver },
      now: time.now,
      duplicateWindowMs: 60_000,
      log: quiet,
    });
    await service.accept(booking('Ada'));
    await service.accept(booking('Ada'));
    expect(await service.list()).toHaveLength(1);
    time.advance(61_000);
    await service.accept(booking('Ada'));
    expect(await service.list()).toHaveLength(2);
    // A corrected resubmission of the same form is a new lead.
    await service.accept({ ...booking('Ada'), submissionId: 'form-2' });
    await service.accept({ ...booking('Ada B.'), submissionId: 'form-2' });
    expect(await service.list()).toHaveLength(4);
  });

  it('retries a failed delivery with exponential backoff, then delivers it once', async () => {
    const time = clock();
    const sink = target();
    sink.state.down = true;
    const service = createLeadService({
      store: createFileLeadStore(directory),
      deliverers: { booking: sink.deliver },
      now: time.now,
      baseDelayMs: 1_000,
      log: quiet,
    });
    const result = await service.accept(booking('Ada'));
    expect(result).toMatchObject({ status: 'stored', state: 'pending', result: { status: 'failed' } });

    expect(await service.retryDue()).toBe(0); // not yet due
    time.advance(1_000);
    expect(await service.retryDue()).toBe(1); // attempt 2 fails, next in 2 s
    time.advance(1_999);
    expect(await service.retryDue()).toBe(0);
    time.advance(1);
    sink.state.down = false;
    expect(await service.retryDue()).toBe(1);
    expect((await service.list())[0]).toMatchObject({ state: 'delivered', attempts: 3 });
    time.advance(3_600_000);
    expect(await service.retryDue()).toBe(0);
    expect(sink.received).toHaveLength(1);
  });

  it('gives up after the bounded number of attempts and says so in the store', async () => {
    const time = clock();
    const sink = target();
    sink.state.down = true;
    const service = createLeadService({
      store: createFileLeadStore(directory),
      deliverers: { booking: sink.deliver },
      now: time.now,
      baseDelayMs: 10,
      maxAttempts: 3,
      log: quiet,
    });
    await service.accept(booking('Ada'));
    for (let pass = 0; pass < 5; pass += 1) {
      time.advance(60_000);
      await service.retryDue();
    }
    expect((await service.list())[0]).toMatchObject({
      state: 'gave-up',
      attempts: 3,
      lastReason: 'connection refused',
    });
  });

  it('picks up pending leads after a restart, from the file alone', async () => {
    const time = clock();
    const sink = target();
    sink.state.down = true;
    const before = createLeadService({
      store: createFileLeadStore(directory),
      deliverers: { booking: sink.deliver },
      now: time.now,
      baseDelayMs: 10,
      log: quiet,
    });
    await before.accept(booking('Ada'));
    await before.accept({ ...booking('Bea'), delivery: 'booking' });

    sink.state.down = false;
    time.advance(1_000);
    const after = createLeadService({
      store: createFileLeadStore(directory),
      deliverers: { booking: sink.deliver },
      now: time.now,
      log: quiet,
    });
    expect(await after.retryDue()).toBe(2);
    expect(sink.received.map((lead) => lead.fields.customerName).sort()).toEqual(['Ada', 'Bea']);
    expect((await after.list()).every((entry) => entry.state === 'delivered')).toBe(true);
  });

  it('keeps 50 leads arriving at once, each exactly once, one line each', async () => {
    const sink = target();
    const service = createLeadService({
      store: createFileLeadStore(directory),
      deliverers: { booking: sink.deliver },
      log: quiet,
    });
    await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        service.accept({ ...booking(`Visitor ${index}`), submissionId: `form-${index}` }),
      ),
    );
    const lines = (await readFile(path.join(directory, LEADS_FILE), 'utf8')).trim().split('\n');
    const leads = lines.map((line) => JSON.parse(line)).filter((event) => event.type === 'lead');
    expect(new Set(leads.map((lead) => lead.fields.customerName)).size).toBe(50);
    expect(leads).toHaveLength(50);
    expect(sink.received).toHaveLength(50);
  });

  it.skipIf(process.getuid?.() === 0)('reports a lead it cannot write as unstored and acts on nothing', async () => {
    await chmod(directory, 0o500);
    const sink = target();
    const service = createLeadService({
      store: createFileLeadStore(path.join(directory, 'leads')),
      deliverers: { booking: sink.deliver },
      log: quiet,
    });
    try {
      expect(await service.accept(booking('Ada'))).toMatchObject({ status: 'unstored' });
      expect(sink.received).toHaveLength(0);
    } finally {
      await chmod(directory, 0o700);
    }
  });

  it('reports a lead it cannot write as unstored when the store path is not a directory', async () => {
    const sink = target();
    // A file where the directory should be: no user, root included, can create the store in it.
    const blocked = path.join(directory, 'blocked');
    await import('node:fs/promises').then(({ writeFile }) => writeFile(blocked, 'not a directory'));
    const service = createLeadService({
      store: createFileLeadStore(path.join(blocked, 'leads')),
      deliverers: { booking: sink.deliver },
      log: quiet,
    });
    expect(await service.accept(booking('Ada'))).toMatchObject({ status: 'unstored' });
    expect(sink.received).toHaveLength(0);
  });

  it('retries in the background once started, without keeping the process alive, and stops', async () => {
    const sink = target();
    sink.state.down = true;
    const service = createLeadService({
      store: createFileLeadStore(directory),
      deliverers: { booking: sink.deliver },
      baseDelayMs: 20,
      log: quiet,
    });
    await service.accept(booking('Ada'));
    sink.state.down = false;
    service.start(10);
    try {
      await expect.poll(() => sink.received.length, { timeout: 2_000 }).toBe(1);
    } finally {
      await service.stop();
    }
  });
});
