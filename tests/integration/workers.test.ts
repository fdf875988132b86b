import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { get as httpGet, request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { encodeSignatureHeader } from '@sanity/webhook';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { readSeed } from '../support/dataset';
import { startSanityStandIn, type SanityStandIn } from '../support/sanity-stand-in';

// The production server with two workers under one port (server/workers.js), as `npm run serve`
// starts it on a two-core machine: each worker keeps its own page cache, and a content change
// that reaches one of them (the signed webhook) reaches the others.

const WEBHOOK_SECRET = 'workers-test-webhook-secret';
const dataset = readSeed();
let standIn: SanityStandIn;
let child: ChildProcessWithoutNullStreams;
let work: string;
let base: string;
let output = '';
let errors = '';

type Line = { msg?: string; pid?: number; path?: string; cache?: string; workers?: number };
/** Every whole line the server wrote, parsed (the last may still be arriving). */
const lines = (): Line[] =>
  output
    .split('\n')
    .slice(0, -1)
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Line);

beforeAll(async () => {
  standIn = await startSanityStandIn({ dataset });
  work = await mkdtemp(path.join(tmpdir(), 'workers-'));
  child = spawn(process.execPath, ['server/index.js', '--request-origin'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      WEB_CONCURRENCY: '2',
      PORT: '0',
      HOST: '127.0.0.1',
      SITE_URL: '',
      SESSION_SECRET: 'workers-test-session-secret-0123456789abcdef',
      SANITY_PROJECT_ID: 'standin',
      SANITY_API_HOST: standIn.url,
      SANITY_USE_CDN: 'false',
      SANITY_LIVE: 'false',
      SANITY_WEBHOOK_SECRET: WEBHOOK_SECRET,
      CONTENT_CACHE_TTL_SECONDS: '300',
      SUPABASE_URL: '',
      SUPABASE_ANON_KEY: '',
      LEADS_DIR: path.join(work, 'leads'),
      BOOKINGS_DIR: path.join(work, 'bookings'),
      // Counted by the two workers together (server/cluster-counter.js).
      FORM_RATE_LIMIT_PER_MINUTE: '2',
      FORM_RATE_LIMIT_PER_HOUR: '0',
    },
  });
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  // (expect.poll belongs to tests; a hook waits with vi.waitFor.)
  await vi.waitFor(
    () => {
      if (child.exitCode !== null) throw new Error(`the server exited: ${errors}`);
      expect(lines().filter((line) => line.msg?.startsWith('listening on'))).toHaveLength(2);
    },
    { timeout: 60_000, interval: 100 },
  );
  base = /listening on (http:\/\/[\d.]+:\d+)/.exec(output)?.[1] ?? '';
}, 90_000);

afterAll(async () => {
  if (child && child.exitCode === null) {
    child.kill('SIGKILL');
    await new Promise((resolve) => child.once('exit', resolve));
  }
  await standIn?.close();
  await rm(work, { recursive: true, force: true });
});

/** A GET on a connection of its own: the cluster hands each new connection to the next worker. */
function fresh(pathname: string): Promise<string> {
  return new Promise((resolve, reject) => {
    httpGet(`${base}${pathname}`, { agent: false }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve(body));
    }).on('error', reject);
  });
}

/** A form post on a connection of its own (so the next one may go to the other worker). */
function postFresh(
  pathname: string,
  form: string,
): Promise<{ status: number; headers: IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      `${base}${pathname}`,
      { method: 'POST', agent: false, headers: { 'Content-Type': 'application/x-www-form-urlencoded' } },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      },
    );
    req.on('error', reject);
    req.end(form);
  });
}

/** The workers (process ids) whose request lines for a path since `from` have this outcome. */
const workersWith = (from: number, pathname: string, cache: string) =>
  new Set(
    lines()
      .slice(from)
      .filter((line) => line.msg === 'request' && line.path === pathname && line.cache === cache)
      .map((line) => line.pid),
  );

describe('two workers under one port', () => {
  it('a content change reaching one worker drops every worker’s cached pages', async () => {
    const job = dataset.find((document) => document._id === 'jobPosition-proposal-manager');
    if (!job) throw new Error('seed lacks the proposal manager job');
    // Both workers hold /careers.
    const warm = lines().length;
    await expect
      .poll(
        async () => {
          await Promise.all([fresh('/careers'), fresh('/careers')]);
          return workersWith(warm, '/careers', 'hit').size;
        },
        { timeout: 30_000 },
      )
      .toBe(2);

    standIn.publish({ ...job, title: 'Capture and Proposal Director' });
    // Nothing announced it: both still send their cached page.
    for (const body of await Promise.all([fresh('/careers'), fresh('/careers')]))
      expect(body).not.toContain('Capture and Proposal Director');

    // The webhook reaches one worker.
    const body = JSON.stringify({ _id: job._id, _type: job._type });
    const signature = await encodeSignatureHeader(body, Date.now(), WEBHOOK_SECRET);
    const hook = await fetch(`${base}/api/sanity-webhook`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'sanity-webhook-signature': signature },
      body,
    });
    expect(hook.status).toBe(200);

    // Within moments every worker answers with the change.
    const after = lines().length;
    await expect
      .poll(
        async () => {
          const bodies = await Promise.all([
            fresh('/careers'),
            fresh('/careers'),
            fresh('/careers'),
            fresh('/careers'),
          ]);
          return bodies.every((text) => text.includes('Capture and Proposal Director'));
        },
        { timeout: 2_000, interval: 50 },
      )
      .toBe(true);
    const answered = new Set(
      lines()
        .slice(after)
        .filter((line) => line.msg === 'request' && line.path === '/careers')
        .map((line) => line.pid),
    );
    expect(answered.size).toBe(2);
  }, 60_000);

  it('answers 429 with a Retry-After header once a client has posted too often, counting the posts both workers took', async () => {
    const from = lines().length;
    const statuses: number[] = [];
    let limited: Awaited<ReturnType<typeof postFresh>> | undefined;
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const response = await postFresh('/contact', 'name=Ada&email=ada%40example.com&message=Hello');
      statuses.push(response.status);
      if (response.status === 429) limited = response;
    }
    expect(statuses).toEqual([200, 200, 429]);
    const seconds = Number(limited?.headers['retry-after']);
    expect(seconds).toBeGreaterThan(0);
    expect(seconds).toBeLessThanOrEqual(60);
    expect(limited?.body).toContain('too many times');
    // The connections went to both workers: each counted what the other took.
    await expect
      .poll(
        () =>
          new Set(
            lines()
              .slice(from)
              .filter((line) => line.path === '/contact')
              .map((line) => line.pid),
          ).size,
      )
      .toBe(2);
  }, 60_000);

  it('stops every worker on SIGTERM and exits 0', async () => {
    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
  }, 30_000);
});
