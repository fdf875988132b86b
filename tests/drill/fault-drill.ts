// `npm run drill`: the leads fault drill. Starts the project's own production server (building
// when the build is stale) against a stand-in for the Supabase functions gateway that runs the
// repository's own edge-function handler, a stand-in of the e-mail API (with its rate limit), a
// webhook receiver and a slow website-request endpoint, injects each fault while bookings and
// enquiries arrive, clears it, and counts leads stored, delivered, notified and duplicated. Exits
// non-zero when any guarantee fails. Takes about two minutes (plus a build when one is due).
//   Faults: the function unreachable; the function hanging after it stored the booking; the
//   function hanging on every request, reads included; the lead directory unwritable; the site
//   killed right after answering 2xx; a torn last line in the lead file; the same submission twice; 50 submissions at once; five prospects for one slot; a
//   website-request endpoint slower than the forwarder's time-out; two instances sharing one
//   lead directory behind one port; the e-mail API down; the e-mail API down during a cancel;
//   the webhook down; a full disk; the e-mail API refusing for "20 minutes" on the alarm's
//   compressed clock (one alert, one all-clear).
// DRILL_KEEP=1 keeps the work directory (the servers' log, the lead files) and prints where it is.
// DRILL_PORT (default 3191) is the one port the drill listens on; the second instance and the
// stand-ins take free ephemeral ports. The full disk is a real tmpfs when mounting is allowed
// (root), else a file-size limit on the server process (DRILL_DISK=file-size forces that).
import { randomUUID } from 'node:crypto';
import { appendFile, mkdir, mkdtemp, readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { createFileLeadStore, LEADS_FILE, listLeads } from '~/leads/lead-store.server';
import type { LeadState } from '~/leads/lead-record';
import { webhookSignature } from '~/leads/notification.server';
import { openDates, openTimes, SLOT_TAKEN } from '~/lib/booking/booking';
import { DELIVERY_LEASE_MS, RETRY_INTERVAL_MAX_MS } from '~/leads/leads.server';
import { FORWARD_TIMEOUT_MS } from '~/leads/website-request.server';
import { seededAvailability } from '../support/booking-availability';
import { startMailApiStandIn } from '../support/mail-api-stand-in';
import { minimalPdf } from '../support/pdf';
import {
  type BookingRequest,
  createHandler,
  type StoredBooking,
} from '../../supabase/functions/send-booking-confirmation/handler';
import {
  createServerLog,
  freePort,
  INSTANCE_HEADER,
  killSite,
  limitFileSize,
  type SiteProcess,
  sizeLimitedDirectory,
  startProxy,
  startSite,
} from './drill-site';

const SITE_PORT = Number(process.env.DRILL_PORT ?? 3191);
const ANON_KEY = 'drill-anon-key';
const SITE = `http://127.0.0.1:${SITE_PORT}`;
const startedAt = Date.now();

// ---- The functions gateway stand-in: the real handler over a table with a unique key. ----
/** `hang`: holds the booking posts it stored; `hang-all`: holds every request, reads of the taken slots too. */
type Mode = 'up' | 'refuse' | 'hang' | 'hang-all';
let mode: Mode = 'up';
const table = new Map<string, BookingRequest & StoredBooking>();
/** Booking posts that reached the function, by submission key (a read of the taken slots is not one). */
const bookingPosts = new Map<string, number>();
const bookingPostCount = () => [...bookingPosts.values()].reduce((sum, count) => sum + count, 0);
const handler = createHandler({
  log: () => {},
  sender: { from: 'hello@drill.test', companyName: 'Drill' },
  // As the database does: one row per submission key, one live booking per slot.
  async saveBooking(booking) {
    bookingPosts.set(booking.submissionKey, (bookingPosts.get(booking.submissionKey) ?? 0) + 1);
    const existing = table.get(booking.submissionKey);
    if (existing) return existing;
    if ([...table.values()].some((row) => row.slotStart === booking.slotStart)) return SLOT_TAKEN;
    const row = { ...booking, id: booking.submissionKey, confirmationSentAt: null };
    table.set(booking.submissionKey, row);
    return row;
  },
  async markMailSent() {},
  async confirmationsSentTo() {
    return 0;
  },
  async takenSlots() {
    return [...table.values()].map((row) => row.slotStart);
  },
  loadAvailability: async () => seededAvailability(),
});

async function body(incoming: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of incoming) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
  return Buffer.concat(chunks).toString('utf8');
}

const gateway = createServer(async (incoming, outgoing) => {
  if (mode === 'refuse') return void incoming.socket.destroy();
  if (incoming.headers.authorization !== `Bearer ${ANON_KEY}`) return void outgoing.writeHead(401).end();
  const request = new Request(`http://gateway${incoming.url ?? '/'}`, {
    method: incoming.method ?? 'POST',
    ...(incoming.method === 'POST' ? { body: await body(incoming) } : {}),
  });
  const response = await handler(request);
  // Hanging after the booking is stored is the worst case: the site sees no answer and retries.
  if (mode === 'hang' && incoming.method === 'POST') return;
  if (mode === 'hang-all') return;
  outgoing.writeHead(response.status, { 'content-type': 'application/json' }).end(await response.text());
});
await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
const gatewayUrl = `http://127.0.0.1:${(gateway.address() as AddressInfo).port}`;

// ---- The studio's side: the e-mail API (2 requests a second, as a new account has) and a webhook. ----
const mailApi = await startMailApiStandIn({ perSecond: 2 });
const WEBHOOK_SECRET = 'fault-drill-webhook-secret';
let webhookDown = false;
const hooks: { id: string; signed: boolean }[] = [];
const webhook = createServer(async (incoming, outgoing) => {
  const raw = await body(incoming);
  if (webhookDown) return void outgoing.writeHead(503).end();
  const id = (JSON.parse(raw) as { id: string }).id;
  hooks.push({ id, signed: incoming.headers['x-lead-signature'] === webhookSignature(raw, WEBHOOK_SECRET) });
  outgoing.writeHead(204).end();
});
await new Promise<void>((resolve) => webhook.listen(0, '127.0.0.1', resolve));

// ---- The site owner's form endpoint: slower than the forwarder waits, and idempotent by key. ----
const SLOW_ENDPOINT_MS = FORWARD_TIMEOUT_MS + 1_000;
/** Every request the endpoint received: its Idempotency-Key, when it arrived and when it was answered. */
const endpointRequests: { key: string | undefined; arrived: number; answered?: number }[] = [];
const endpointProcessed = new Set<string>();
const endpoint = createServer(async (incoming, outgoing) => {
  await body(incoming);
  const header = incoming.headers['idempotency-key'];
  const key = typeof header === 'string' ? header : undefined;
  const entry: (typeof endpointRequests)[number] = { key, arrived: Date.now() };
  endpointRequests.push(entry);
  // A key it has seen is a retry: answered at once, not processed again. A new one takes its time.
  const seen = key !== undefined && endpointProcessed.has(key);
  if (key) endpointProcessed.add(key);
  if (!seen) await sleep(SLOW_ENDPOINT_MS);
  entry.answered = Date.now();
  // The forwarder may have given up and closed the connection; the work is done all the same.
  if (!outgoing.destroyed) outgoing.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
});
await new Promise<void>((resolve) => endpoint.listen(0, '127.0.0.1', resolve));

// ---- The site ----
const work = await mkdtemp(path.join(tmpdir(), 'fault-drill-'));
const leadsDir = path.join(work, 'leads');
const serverLog = createServerLog(path.join(work, 'server.log'));
const env: NodeJS.ProcessEnv = {
  ...process.env,
  NODE_ENV: 'production',
  // Production refuses to start without its public origin.
  SITE_URL: SITE,
  SESSION_SECRET: 'fault-drill-session-secret-0123456789abcdef',
  LEADS_DIR: leadsDir,
  BOOKINGS_DIR: path.join(work, 'bookings'),
  SUPABASE_URL: gatewayUrl,
  SUPABASE_ANON_KEY: ANON_KEY,
  SANITY_PROJECT_ID: '',
  WEBSITE_REQUEST_ENDPOINT: `http://127.0.0.1:${(endpoint.address() as AddressInfo).port}/requests`,
  RESEND_API_KEY: mailApi.apiKey,
  RESEND_API_URL: mailApi.url,
  MAIL_FROM: 'website@drill.test',
  LEADS_WEBHOOK_URL: `http://127.0.0.1:${(webhook.address() as AddressInfo).port}/leads`,
  LEADS_WEBHOOK_SECRET: WEBHOOK_SECRET,
  LEAD_RETRY_BASE_SECONDS: '1',
  LEAD_RETRY_MAX_ATTEMPTS: '30',
  FORM_RATE_LIMIT_PER_MINUTE: '0',
  FORM_RATE_LIMIT_PER_HOUR: '0',
};

let site: SiteProcess | undefined;
let built = false;
async function restartSite(siteEnv = env) {
  await killSite(site);
  // The first start builds when the build is stale, as `npm start` does.
  site = await startSite({ name: 'site', port: SITE_PORT, env: siteEnv, log: serverLog, build: !built });
  built = true;
}

// ---- Traffic ----
// Every booking has a slot of its own (one live booking per slot), from the second open day on.
const availability = seededAvailability();
const slots = openDates(availability, new Date(), new Set(), 40)
  .slice(1)
  .flatMap((date) => openTimes(availability, date, new Date()).map((time) => ({ date, time })));
let slotsUsed = 0;
const nextSlot = () => {
  const slot = slots[slotsUsed++];
  if (!slot) throw new Error('the drill ran out of open slots');
  return slot;
};
type Kind = 'booking' | 'contact' | 'service-request' | 'job-application' | 'website-request';
type Sent = { name: string; status: number; kind: Kind; page: string };
/** Every post to the main lead directory; the full-disk fault keeps its own. */
const sent: Sent[] = [];

async function post(
  kind: Kind,
  name: string,
  route: string,
  form: URLSearchParams | FormData,
  headers: Record<string, string> = {},
): Promise<Sent> {
  const response = await fetch(`${SITE}${route}`, { method: 'POST', body: form, redirect: 'manual', headers });
  return { name, kind, status: response.status, page: await response.text() };
}

const bookingForm = (name: string, submissionId: string, slot: { date: string; time: string }) =>
  new URLSearchParams({
    date: slot.date,
    time: slot.time,
    meetingType: 'video',
    customerName: name,
    customerEmail: 'drill@example.com',
    customerPhone: '214 555 0100',
    submissionId,
  });

async function book(
  name: string,
  submissionId: string = randomUUID(),
  slot = nextSlot(),
  headers: Record<string, string> = {},
): Promise<Sent> {
  return record(await post('booking', name, '/book-call', bookingForm(name, submissionId, slot), headers));
}

const contactForm = (name: string) =>
  new URLSearchParams({ name, email: 'drill@example.com', message: 'Fault drill', submissionId: randomUUID() });

async function contact(name: string, headers: Record<string, string> = {}): Promise<Sent> {
  return record(await post('contact', name, '/contact', contactForm(name), headers));
}

function websiteRequestForm(name: string, submissionId: string) {
  return new URLSearchParams({
    name,
    email: 'drill@example.com',
    websiteType: 'Bakery',
    businessDescription: 'Bread, cakes and a counter.',
    goals: 'Take orders online.',
    submissionId,
  });
}

function applicationForm(name: string, resume: Buffer<ArrayBuffer>) {
  const form = new FormData();
  for (const [key, value] of Object.entries({
    job: 'data-scientist',
    name,
    email: 'drill@example.com',
    phone: '+1 214 555 0100',
    message: 'Fault drill',
    submissionId: randomUUID(),
  }))
    form.append(key, value);
  form.append('resume', new File([resume], 'drill-cv.pdf', { type: 'application/pdf' }));
  return form;
}

const serviceRequestForm = (name: string) =>
  new URLSearchParams({ service: 'ui-ux-design', name, email: 'drill@example.com', submissionId: randomUUID() });

function record(answer: Sent): Sent {
  sent.push(answer);
  return answer;
}

const nameOf = (entry: LeadState) => String(entry.lead.fields.customerName ?? entry.lead.fields.name);

async function leads(directory = leadsDir) {
  return listLeads(createFileLeadStore(directory));
}

/** Waits until every stored lead's notifications are settled. */
async function waitUntilNotified(timeoutMs = 120_000, directory = leadsDir) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const stored = await leads(directory);
    if (stored.every((entry) => Object.values(entry.notifications).every((channel) => channel.state === 'delivered')))
      return true;
    await sleep(500);
  }
  return false;
}

async function waitUntilDelivered(names: string[], timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const states = (await leads()).filter((entry) => names.includes(nameOf(entry)));
    if (states.length === names.length && states.every((entry) => entry.state === 'delivered')) return true;
    await sleep(250);
  }
  return false;
}

/** Lines of a JSON-lines file that do not parse, and whether its last line is whole. */
async function unreadableLines(file: string) {
  const text = await readFile(file, 'utf8').catch(() => '');
  const bad = text
    .split('\n')
    .slice(0, -1)
    .filter((line) => {
      try {
        JSON.parse(line);
        return false;
      } catch {
        return true;
      }
    }).length;
  return { bad, whole: text === '' || text.endsWith('\n') };
}

// The alarm's fault: its clock compressed to a second a minute.
const ALERT_SECRET = 'fault-drill-alert-secret';
const ALERT_AFTER_SECONDS = 15;
const OUTAGE_SECONDS = 20;
const alerts: { body: Record<string, unknown>; signed: boolean }[] = [];

const results: { fault: string; ok: boolean; note: string }[] = [];
function check(fault: string, ok: boolean, note: string) {
  results.push({ fault, ok, note });
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${fault}: ${note}`);
}
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

// Leads kept by the full-disk fault's own directory, for the notification totals.
let diskStored: LeadState[] = [];
let releaseDisk: (() => Promise<void>) | undefined;
let proxy: { close(): Promise<void> } | undefined;
const instances: SiteProcess[] = [];

try {
  await restartSite();

  // 1. The function unreachable.
  mode = 'refuse';
  const unreachable = await Promise.all([1, 2, 3, 4, 5].map((index) => book(`unreachable ${index}`)));
  mode = 'up';
  check(
    'function unreachable',
    unreachable.every((answer) => answer.status === 502) &&
      (await waitUntilDelivered(unreachable.map((answer) => answer.name))),
    `${unreachable.length} answered 502 with the failure toast, kept, delivered after it came back`,
  );

  // 2. The function hanging after it stored the booking (its reads of the taken slots still answer).
  mode = 'hang';
  const started = Date.now();
  const hanging = await Promise.all([1, 2, 3].map((index) => book(`hanging ${index}`)));
  const waited = Date.now() - started;
  mode = 'up';
  check(
    'function hanging',
    hanging.every((answer) => answer.status === 502) &&
      waited < 12_000 &&
      (await waitUntilDelivered(hanging.map((answer) => answer.name))),
    `answered 502 after ${seconds(waited)} (timeout 10 s), delivered once on retry`,
  );

  // 2b. The function hanging on every request, reads of the taken slots included: the booking
  // page stays up (the last list read, within its own limit) and a booking is kept and delivered.
  mode = 'hang-all';
  const pageStarted = Date.now();
  const bookingPage = await fetch(`${SITE}/book-call`);
  const pageWaited = Date.now() - pageStarted;
  const heldRead = await book('hanging on reads');
  mode = 'up';
  check(
    'function hangs on reads',
    bookingPage.status === 200 &&
      (await bookingPage.text()).includes('<form') &&
      pageWaited < 5_000 &&
      heldRead.status === 502 &&
      (await waitUntilDelivered([heldRead.name])),
    `/book-call answered ${bookingPage.status} after ${seconds(pageWaited)}; a booking posted meanwhile answered ${heldRead.status}, kept, delivered once it answered`,
  );

  // 3. The lead directory unwritable: the outbox file's name is taken by a directory.
  const file = path.join(leadsDir, LEADS_FILE);
  await rename(file, `${file}.aside`);
  await mkdir(file);
  const postsBefore = bookingPostCount();
  const unwritable = await Promise.all([1, 2, 3].map((index) => book(`unwritable ${index}`)));
  await rm(file, { recursive: true });
  await rename(`${file}.aside`, file);
  check(
    'lead directory unwritable',
    unwritable.every((answer) => answer.status === 503) && bookingPostCount() === postsBefore,
    `answered ${[...new Set(unwritable.map((answer) => answer.status))].join('/')} with the failure toast, values kept, nothing sent (not accepted, so not stored)`,
  );
  const afterwards = await book('after unwritable');
  check('lead directory writable again', afterwards.status === 200, 'the next booking is stored and delivered');

  // 4. The site killed right after a 2xx; and killed with a delivery pending.
  const killedBooking = await book('killed after 2xx');
  const killedContact = await contact('killed after the answer');
  mode = 'refuse';
  await restartSite();
  const pending = await book('pending when killed');
  mode = 'up';
  await restartSite();
  check(
    'killed after 2xx',
    killedBooking.status === 200 &&
      killedContact.status === 200 &&
      pending.status === 502 &&
      (await waitUntilDelivered(['killed after 2xx', 'pending when killed'])),
    'every answered lead survived the kill; the pending one was delivered by the restarted retrier',
  );

  // 5. A torn last line: the site killed in the middle of appending a lead (half a record, no newline).
  await killSite(site);
  const lines = (await readFile(file, 'utf8')).trimEnd().split('\n');
  const template = JSON.parse(lines.reverse().find((line) => line.includes('"type":"lead"')) ?? '{}') as Record<
    string,
    unknown
  >;
  const torn = JSON.stringify({
    ...template,
    id: randomUUID(),
    key: `s:torn-${randomUUID()}`,
    fields: { name: 'torn' },
  });
  await appendFile(file, torn.slice(0, Math.floor(torn.length / 2)));
  const tornBytes = Math.floor(torn.length / 2);
  await restartSite();
  const afterTorn = await contact('after the torn line');
  await restartSite();
  const acknowledged = sent.filter((answer) => answer.status === 200).map((answer) => answer.name);
  const afterRestart = (await leads()).map(nameOf);
  const fileState = await unreadableLines(file);
  check(
    'torn last line',
    afterTorn.status === 200 &&
      acknowledged.every((name) => afterRestart.includes(name)) &&
      !afterRestart.includes('torn') &&
      fileState.bad === 0 &&
      fileState.whole &&
      serverLog.text().includes('cut off a torn last line'),
    `${tornBytes} bytes of a record left without its end; the next lead was answered ${afterTorn.status} and after another kill and restart ` +
      `all ${acknowledged.length} acknowledged leads are there (${fileState.bad} unreadable lines, the torn bytes cut off)`,
  );

  // 6. The same submission twice: together, and again later.
  const id = randomUUID();
  const twiceSlot = nextSlot();
  await Promise.all([book('twice', id, twiceSlot), book('twice', id, twiceSlot)]);
  await book('twice', id, twiceSlot);
  check(
    'same submission twice',
    (await leads()).filter((entry) => nameOf(entry) === 'twice').length === 1 &&
      [...table.values()].filter((row) => row.customerName === 'twice').length === 1,
    'three posts of one submission: one lead, one booking',
  );

  // 7. 50 at once.
  const burst = await Promise.all(Array.from({ length: 50 }, (_, index) => book(`burst ${index}`)));
  check(
    '50 at once',
    burst.every((answer) => answer.status === 200) && (await waitUntilDelivered(burst.map((answer) => answer.name))),
    `${burst.filter((answer) => answer.status === 200).length}/50 answered 200 and delivered`,
  );

  // 8. Five prospects want one slot at once: one gets it, the others are told it was just taken.
  const contested = nextSlot();
  const rivals = await Promise.all([1, 2, 3, 4, 5].map((index) => book(`rival ${index}`, undefined, contested)));
  const won = rivals.filter((answer) => answer.status === 200).length;
  check(
    'one slot, five prospects',
    won === 1 && [...table.values()].filter((row) => row.customerName.startsWith('rival')).length === 1,
    `${won} booked, ${rivals.length - won} told the time was just taken (${rivals.map((answer) => answer.status).join(', ')})`,
  );

  // 9. A website-request endpoint slower than the forwarder waits. The visitor is told it did not
  // go through and sends it again at once; the retrier tries again later.
  const slowId = randomUUID();
  const slowStart = Date.now();
  const slow = record(
    await post('website-request', 'slow endpoint', '/website-services', websiteRequestForm('slow endpoint', slowId)),
  );
  const slowWaited = Date.now() - slowStart;
  const again = record(
    await post('website-request', 'slow endpoint', '/website-services', websiteRequestForm('slow endpoint', slowId)),
  );
  // An attempt left unanswered keeps its claim for the delivery lease after it gave up (the
  // endpoint may still be working on it); then the retrier finds the lead due within its interval
  // and sends it again, which takes at most the forwarder's time-out. The wait is that, plus a
  // few seconds for a busy machine.
  const slowRetryWithinMs = DELIVERY_LEASE_MS + RETRY_INTERVAL_MAX_MS + FORWARD_TIMEOUT_MS + 5_000;
  const slowDelivered = await waitUntilDelivered(['slow endpoint'], slowRetryWithinMs);
  const slowLeads = (await leads()).filter((entry) => entry.lead.kind === 'website-request');
  const keys = endpointRequests.map((request) => request.key);
  // The site never has two attempts open for one lead: a request arrives only after the previous
  // one was answered or the forwarder gave it up. Whether the endpoint was still working on the
  // earlier one then is shown (it recognises the retry by its key), not judged: the site cannot know.
  const earlierFor = (request: (typeof endpointRequests)[number], index: number) =>
    endpointRequests.slice(0, index).filter((earlier) => earlier.key === request.key);
  const twoOpen = endpointRequests.filter((request, index) =>
    earlierFor(request, index).some(
      (earlier) => Math.min(earlier.answered ?? Infinity, earlier.arrived + FORWARD_TIMEOUT_MS) > request.arrived,
    ),
  ).length;
  const stillWorking = endpointRequests.filter((request, index) =>
    earlierFor(request, index).some((earlier) => (earlier.answered ?? Infinity) > request.arrived),
  ).length;
  const first = endpointRequests[0]?.arrived ?? 0;
  const timeline = endpointRequests
    .map(
      (request) => `${seconds(request.arrived - first)}→${request.answered ? seconds(request.answered - first) : '?'}`,
    )
    .join(', ');
  check(
    'slow endpoint',
    slow.status === 502 &&
      slowWaited < FORWARD_TIMEOUT_MS + 2_000 &&
      slowLeads.length === 1 &&
      slowDelivered &&
      endpointRequests.length > 0 &&
      keys.every((key) => key === slowLeads[0]?.lead.id) &&
      endpointProcessed.size === slowLeads.length &&
      twoOpen === 0,
    `answered ${slow.status} after ${seconds(slowWaited)} (endpoint ${seconds(SLOW_ENDPOINT_MS)}, forwarder ${seconds(FORWARD_TIMEOUT_MS)}), sent again at once (${again.status}); ` +
      `retried within ${seconds(slowRetryWithinMs)} (lease ${seconds(DELIVERY_LEASE_MS)}): ${slowDelivered ? 'delivered' : 'NOT delivered'}; ` +
      `${slowLeads.length} lead, ${endpointRequests.length} requests (arrived→answered: ${timeline}) all with its Idempotency-Key, processed ${endpointProcessed.size}×; ` +
      `${twoOpen} sent while the site's previous attempt was open, ${stillWorking} while the endpoint still worked on the previous one`,
  );

  // 10. Two instances sharing the lead directory behind one port (a proxy taking turns).
  await killSite(site);
  const ports = { a: await freePort(), b: await freePort() };
  for (const [name, port] of Object.entries(ports))
    instances.push(await startSite({ name: `instance ${name}`, port, env, log: serverLog }));
  proxy = await startProxy(SITE_PORT, ports);
  const postsAtStart = new Map(bookingPosts);
  // One submission sent twice at once, each copy to another instance (a double click across a balancer).
  const doubleId = randomUUID();
  const doubleSlot = nextSlot();
  const double = await Promise.all(
    ['a', 'b'].map((name) => book('two instances double', doubleId, doubleSlot, { [INSTANCE_HEADER]: name })),
  );
  // The same again later, to the other instance than the first.
  const repeat = await book('two instances double', doubleId, doubleSlot, { [INSTANCE_HEADER]: 'b' });
  // Taking turns: bookings and enquiries, while the function is first unreachable and then back.
  mode = 'refuse';
  const shared = await Promise.all([
    ...[1, 2, 3, 4].map((index) => book(`two instances ${index}`)),
    ...[1, 2, 3, 4].map((index) => contact(`two instances contact ${index}`)),
  ]);
  mode = 'up';
  const sharedBookings = ['two instances double', ...[1, 2, 3, 4].map((index) => `two instances ${index}`)];
  const twoDelivered = await waitUntilDelivered(sharedBookings);
  await waitUntilNotified();
  const twoLeads = (await leads()).filter((entry) => nameOf(entry).startsWith('two instances'));
  const posted = [...bookingPosts].filter(([key, count]) => count > (postsAtStart.get(key) ?? 0));
  const deliveredTwice = posted.filter(([key, count]) => count - (postsAtStart.get(key) ?? 0) > 1).length;
  const twoIds = new Set(twoLeads.map((entry) => entry.lead.id));
  const twoHooks = hooks.filter((hook) => twoIds.has(hook.id));
  const twoMails = mailApi.accepted.filter((mail) => twoIds.has((mail.idempotencyKey ?? '').split('/')[1] ?? ''));
  check(
    'two instances',
    // Both copies are one lead; the copy whose instance found the other one delivering it is told
    // it is not through yet (502), as a copy within one instance would wait for the answer instead.
    double.some((answer) => answer.status === 200) &&
      double.every((answer) => answer.status === 200 || answer.status === 502) &&
      repeat.status < 500 &&
      shared.every((answer) => answer.status === (answer.kind === 'booking' ? 502 : 200)) &&
      twoDelivered &&
      twoLeads.length === 9 &&
      twoLeads.filter((entry) => nameOf(entry) === 'two instances double').length === 1 &&
      deliveredTwice === 0 &&
      twoHooks.length === twoLeads.length &&
      twoMails.length === twoLeads.length,
    `3 posts of one submission (2 at once to both instances: ${double.map((answer) => answer.status).join(', ')}; later ${repeat.status}) ` +
      `and 8 more taking turns (${shared.map((answer) => answer.status).join(', ')}, delivered: ${twoDelivered}): ${twoLeads.length} leads ` +
      `(${twoLeads.filter((entry) => nameOf(entry) === 'two instances double').length} for the repeated one), ` +
      `${posted.length} bookings delivered (${deliveredTwice} twice), ${twoMails.length} e-mails and ${twoHooks.length} webhook posts`,
  );
  for (const instance of instances.splice(0)) await killSite(instance);
  await proxy.close();
  proxy = undefined;
  await restartSite();

  // 11. The e-mail API down while enquiries arrive, then back.
  mailApi.faults.down = true;
  const mailDown = await Promise.all([1, 2, 3].map((index) => contact(`mail down ${index}`)));
  await sleep(1500);
  const heldWhileDown = (await leads())
    .filter((entry) => nameOf(entry).startsWith('mail down'))
    .every((entry) => entry.notifications.mail?.state === 'pending');
  mailApi.faults.down = false;
  // 12. The webhook down, then back.
  webhookDown = true;
  const hookDown = await Promise.all([1, 2, 3].map((index) => contact(`webhook down ${index}`)));
  await sleep(1500);
  webhookDown = false;
  const notified = await waitUntilNotified();
  check(
    'e-mail API down',
    mailDown.every((answer) => answer.status === 200) && heldWhileDown && notified,
    'enquiries answered as usual, their notifications held while the API was down and sent when it came back',
  );
  check(
    'webhook down',
    hookDown.every((answer) => answer.status === 200) && notified,
    'enquiries answered as usual, the webhook retried until it took them',
  );

  // 12b. The e-mail API down for six seconds while a prospect cancels. The change links need the
  // booking store the site reads (here the local one: the functions stand-in keeps no rows the
  // site can read), so an instance with local bookings, and an e-mail API of its own, so the
  // totals below still count the main instance's notifications alone.
  const cancelApi = await startMailApiStandIn({ perSecond: 2 });
  const cancelWork = path.join(work, 'cancel');
  const cancelEnv = {
    ...env,
    LEADS_DIR: path.join(cancelWork, 'leads'),
    BOOKINGS_DIR: path.join(cancelWork, 'bookings'),
    SUPABASE_URL: '',
    SUPABASE_ANON_KEY: '',
    RESEND_API_URL: cancelApi.url,
    RESEND_API_KEY: cancelApi.apiKey,
    // Nor does its booking reach the webhook the totals count.
    LEADS_WEBHOOK_URL: '',
    LEADS_WEBHOOK_SECRET: '',
  };
  try {
    await restartSite(cancelEnv);
    const cancelBooked = await post(
      'booking',
      'cancel while mail down',
      '/book-call',
      bookingForm('cancel while mail down', randomUUID(), nextSlot()),
    );
    let cancelLink: string | undefined;
    for (let tries = 0; tries < 40 && !cancelLink; tries += 1) {
      const files = await readdir(cancelEnv.BOOKINGS_DIR).catch(() => [] as string[]);
      const eml = files.find((name) => name.endsWith('.eml'));
      const text = eml ? await readFile(path.join(cancelEnv.BOOKINGS_DIR, eml), 'utf8') : '';
      // The confirmation offers the reschedule link, then the cancel link.
      cancelLink = [...text.matchAll(/https?:\/\/\S+\/bookings\/manage\?token=\S+/g)][1]?.[0];
      if (!cancelLink) await sleep(250);
    }
    cancelApi.faults.down = true;
    const cancelAnswer = cancelLink
      ? await fetch(cancelLink, {
          method: 'POST',
          body: new URLSearchParams({ intent: 'cancel' }),
          headers: { Origin: SITE },
          redirect: 'manual',
        })
      : undefined;
    await sleep(6_000);
    const bookingMails = async () =>
      (await leads(cancelEnv.LEADS_DIR)).filter((entry) => entry.lead.kind === 'booking-mail');
    const heldMails = (await bookingMails()).filter((entry) => entry.state === 'pending').length;
    const sentWhileDown = cancelApi.accepted.filter((mail) => /^Call canceled/.test(mail.body.subject)).length;
    cancelApi.faults.down = false;
    let cancelDelivered = false;
    const cancelDeadline = Date.now() + 60_000;
    while (!cancelDelivered && Date.now() < cancelDeadline) {
      const kept = await bookingMails();
      cancelDelivered = kept.length === 2 && kept.every((entry) => entry.state === 'delivered');
      if (!cancelDelivered) await sleep(250);
    }
    await sleep(2_000);
    const toProspect = cancelApi.accepted.filter((mail) => /^Call canceled: /.test(mail.body.subject)).length;
    const toStudio = cancelApi.accepted.filter((mail) => /^Call canceled by /.test(mail.body.subject)).length;
    check(
      'e-mail API down during a cancel',
      cancelBooked.status === 200 &&
        cancelAnswer?.status === 200 &&
        heldMails === 2 &&
        sentWhileDown === 0 &&
        cancelDelivered &&
        toProspect === 1 &&
        toStudio === 1,
      `the cancel answered ${cancelAnswer?.status ?? 'never (no link)'}; its ${heldMails} mails kept pending for 6 s (${sentWhileDown} sent), ` +
        `then the prospect's cancellation arrived ${toProspect}× and the studio's notice ${toStudio}×`,
    );
  } finally {
    await cancelApi.close();
    await restartSite();
  }

  // 13. A full disk: the lead directory on a small file system, filled up while forms arrive.
  await killSite(site);
  const limited = await sizeLimitedDirectory(path.join(work, 'small-disk'), 256 * 1024);
  releaseDisk = limited.release;
  const forced = process.env.DRILL_DISK === 'file-size';
  const onTmpfs = limited.kind === 'tmpfs' && !forced;
  if (limited.kind === 'file-size')
    console.log(
      `     (could not mount a tmpfs: ${limited.why}; a full disk is a file-size limit on the server instead)`,
    );
  const diskDir = path.join(limited.directory, 'leads');
  const diskEnv = { ...env, LEADS_DIR: diskDir };
  await restartSite(diskEnv);
  const resume = minimalPdf(24 * 1024);
  const diskSent: Sent[] = [];
  const send = async (kind: Kind, name: string, route: string, form: URLSearchParams | FormData) => {
    const answer = await post(kind, name, route, form);
    diskSent.push(answer);
    return answer;
  };
  await send('contact', 'disk roomy', '/contact', contactForm('disk roomy'));
  await send('job-application', 'disk roomy applicant', '/careers', applicationForm('disk roomy applicant', resume));
  const filler = path.join(limited.directory, 'filler');
  if (onTmpfs) {
    // Fill what is left, a page at a time, until the file system says no more.
    const page = Buffer.alloc(4096, 1);
    for (;;) {
      try {
        await appendFile(filler, page);
      } catch {
        break;
      }
    }
  } else {
    // Every file the server writes may grow only to the lead file's present size plus a little:
    // the next lead's line is cut short (EFBIG) as a full disk cuts it, and a résumé cannot be written.
    await limitFileSize(site!.process.pid ?? 0, (await stat(path.join(diskDir, LEADS_FILE))).size + 64);
  }
  const postsBeforeFull = bookingPostCount();
  const full = [
    await send('contact', 'disk full contact', '/contact', contactForm('disk full contact')),
    await send('job-application', 'disk full applicant', '/careers', applicationForm('disk full applicant', resume)),
    await send('service-request', 'disk full service', '/get-started', serviceRequestForm('disk full service')),
  ];
  const fullBooking = await send(
    'booking',
    'disk full booking',
    '/book-call',
    bookingForm('disk full booking', randomUUID(), nextSlot()),
  );
  const draftsOffered = full.every((answer) => answer.page.includes('mailto:') && answer.page.includes(answer.name));
  const bookingsSentWhileFull = bookingPostCount() - postsBeforeFull;
  // Space again: the filler goes (or the limit is lifted), and the next visitors are served as usual.
  if (onTmpfs) await rm(filler, { force: true });
  else await limitFileSize(site!.process.pid ?? 0, 'unlimited');
  const freed = [
    await send('contact', 'disk freed contact', '/contact', contactForm('disk freed contact')),
    await send('job-application', 'disk freed applicant', '/careers', applicationForm('disk freed applicant', resume)),
  ];
  // The studio is told of every lead kept there before the site moves back to the main directory.
  const diskNotified = await waitUntilNotified(60_000, diskDir);
  await restartSite(diskEnv);
  diskStored = await leads(diskDir);
  const diskNames = diskStored.map(nameOf);
  const resumesDir = path.join(diskDir, 'resumes');
  const resumeFiles = await readdir(resumesDir).catch(() => [] as string[]);
  const attached = new Set(diskStored.flatMap((entry) => entry.lead.attachments.map((attachment) => attachment.file)));
  const orphans = resumeFiles.filter((name) => !attached.has(name));
  const emptyFiles = (
    await Promise.all(resumeFiles.map(async (name) => ((await stat(path.join(resumesDir, name))).size === 0 ? 1 : 0)))
  ).reduce<number>((sum, count) => sum + count, 0);
  const diskFile = await unreadableLines(path.join(diskDir, LEADS_FILE));
  const answeredOk = diskSent.filter((answer) => answer.status < 400);
  check(
    'disk full',
    [...full, fullBooking].every((answer) => answer.status === 503) &&
      draftsOffered &&
      bookingsSentWhileFull === 0 &&
      freed.every((answer) => answer.status === 200) &&
      answeredOk.every((answer) => diskNames.includes(answer.name)) &&
      [...full, fullBooking].every((answer) => !diskNames.includes(answer.name)) &&
      orphans.length === 0 &&
      emptyFiles === 0 &&
      diskFile.bad === 0 &&
      diskFile.whole &&
      diskNotified,
    `${onTmpfs ? 'a 256 KB tmpfs filled to the last page' : 'a file-size limit on the server (RLIMIT_FSIZE, EFBIG)'}: ` +
      `${[...full, fullBooking].map((answer) => `${answer.kind} ${answer.status}`).join(', ')} ` +
      `(${draftsOffered ? 'each mail-draft form offering its draft with the values kept' : 'NOT every draft offered'}), ` +
      `${bookingsSentWhileFull} bookings sent; with space again ${freed.map((answer) => answer.status).join(', ')}; after a restart ` +
      `${answeredOk.length}/${answeredOk.length} acknowledged leads kept, ${resumeFiles.length} résumé files for them, ${orphans.length} orphans, ${emptyFiles} empty, ${diskFile.bad} unreadable lines`,
  );

  // Totals over the whole drill.
  await restartSite();
  const allNotified = await waitUntilNotified();
  const stored = await leads();
  const accepted = sent.filter((answer) => answer.status !== 503 && answer.status !== 400);
  const names = (list: string[]) => new Set(list).size === list.length;
  const storedNames = stored.map(nameOf);
  const deliveredBookings = stored.filter((entry) => entry.lead.kind === 'booking' && entry.state === 'delivered');
  const booked = [...table.values()];
  const everyAcceptedStored = accepted.every((answer) => storedNames.includes(answer.name));
  const duplicates =
    storedNames.length -
    new Set(storedNames).size +
    booked.length -
    new Set(booked.map((row) => row.customerName)).size;
  const everyLead = [...stored, ...diskStored];
  const mails = mailApi.accepted.map((mail) => mail.idempotencyKey ?? '');
  const notifiedOnce =
    allNotified &&
    names(mails) &&
    everyLead.every((entry) => mails.includes(`lead-notification/${entry.lead.id}`)) &&
    mails.length === everyLead.length &&
    // A receiver drops a repeat by its Idempotency-Key (a post cut off by the kill is sent again).
    new Set(hooks.map((hook) => hook.id)).size === everyLead.length &&
    hooks.every((hook) => hook.signed);
  check(
    'totals',
    everyAcceptedStored &&
      names(storedNames) &&
      duplicates === 0 &&
      deliveredBookings.length === booked.length &&
      notifiedOnce,
    `${sent.length + diskSent.length} posts, ${accepted.length + answeredOk.length} accepted, ${everyLead.length} leads stored, ` +
      `${deliveredBookings.length} bookings delivered, ${booked.length} booked at the function, ${duplicates} duplicated, ` +
      `${mails.length} e-mails and ${new Set(hooks.map((hook) => hook.id)).size} signed webhooks (${hooks.length} posts) to the studio (${notifiedOnce ? 'one of each per lead' : 'NOT one per lead'})`,
  );
  // 14. The e-mail API refuses for 20 minutes, on a compressed clock (a minute of the alarm's is a
  // second here): exactly one alert (the webhook; the e-mail alert written to the outbox, since it
  // is the e-mail API that fails), then one all-clear, and no lead lost.
  await killSite(site);
  const alarmDir = path.join(work, 'alarm-leads');
  const alarmHook = createServer(async (incoming, outgoing) => {
    const raw = await body(incoming);
    alerts.push({
      body: JSON.parse(raw) as Record<string, unknown>,
      signed: incoming.headers['x-lead-signature'] === webhookSignature(raw, ALERT_SECRET),
    });
    outgoing.writeHead(204).end();
  });
  await new Promise<void>((resolve) => alarmHook.listen(0, '127.0.0.1', resolve));
  try {
    await restartSite({
      ...env,
      LEADS_DIR: alarmDir,
      ALERT_AFTER_MINUTES: String(ALERT_AFTER_SECONDS / 60),
      ALERT_REPEAT_MINUTES: '1',
      ALERT_WEBHOOK_URL: `http://127.0.0.1:${(alarmHook.address() as AddressInfo).port}/alerts`,
      ALERT_WEBHOOK_SECRET: ALERT_SECRET,
      ALERT_EMAIL: 'ops@drill.test',
    });
    const outageStart = Date.now();
    mailApi.faults.down = true;
    const during = [
      await post('contact', 'alarm contact 1', '/contact', contactForm('alarm contact 1')),
      await post('contact', 'alarm contact 2', '/contact', contactForm('alarm contact 2')),
    ];
    // "Twenty minutes": twenty seconds, while the retrier keeps trying (and failing).
    await sleep(Math.max(0, OUTAGE_SECONDS * 1000 - (Date.now() - outageStart)));
    const alertsDuringOutage = alerts.filter((alert) => alert.body.event === 'leads.alert').length;
    mailApi.faults.down = false;
    const alarmNotified = await waitUntilNotified(90_000, alarmDir);
    // The all-clear follows within a check of the last lead going out (its e-mail may meet the
    // API's rate limit once, beside the studio's held notifications, and goes at the next check).
    const allClearMailed = () =>
      mailApi.accepted.some((mail) => (mail.idempotencyKey ?? '').startsWith('leads.all-clear/'));
    const deadline = Date.now() + 30_000;
    while (
      Date.now() < deadline &&
      !(alerts.some((alert) => alert.body.event === 'leads.all-clear') && allClearMailed())
    )
      await sleep(250);
    const kinds = alerts.map((alert) => `${String(alert.body.event)} ${String(alert.body.channel)}`);
    const alarmLeads = await leads(alarmDir);
    const outbox = await readdir(path.join(alarmDir, 'outbox')).catch(() => [] as string[]);
    const alertFiles = outbox.filter((name) => name.startsWith('leads.alert'));
    const alertMailText = (
      await Promise.all(alertFiles.map((name) => readFile(path.join(alarmDir, 'outbox', name), 'utf8')))
    ).join('\n');
    const allClearMails = mailApi.accepted.filter((mail) => (mail.idempotencyKey ?? '').startsWith('leads.all-clear/'));
    const personal = ['alarm contact', 'drill@example.com', 'Fault drill'].filter(
      (value) => JSON.stringify(alerts).includes(value) || alertMailText.includes(value),
    );
    check(
      'e-mail API refusing for 20 minutes (compressed clock)',
      during.every((answer) => answer.status === 200) &&
        kinds.join(', ') === 'leads.alert mail, leads.all-clear mail' &&
        alerts.every((alert) => alert.signed) &&
        alertFiles.length === 1 &&
        allClearMails.length === 1 &&
        personal.length === 0 &&
        alarmNotified &&
        alarmLeads.length === during.length,
      `${OUTAGE_SECONDS} s for 20 minutes (the alarm after ${ALERT_AFTER_SECONDS} s, at most one a minute): ` +
        `${alertsDuringOutage} alert while it lasted; webhook got ${kinds.join(', ') || 'nothing'} (${alerts.every((alert) => alert.signed) ? 'signed' : 'NOT signed'}), ` +
        `${alertFiles.length} alert e-mail in the outbox, ${allClearMails.length} all-clear through the API, ` +
        `${personal.length ? `personal data in an alert: ${personal.join(', ')}` : 'no personal data'}; ` +
        `${alarmLeads.length}/${during.length} leads kept, ${alarmNotified ? 'all' : 'NOT all'} told to the studio once it came back`,
    );
  } finally {
    mailApi.faults.down = false;
    alarmHook.closeAllConnections();
    alarmHook.close();
  }

  // The servers' log: JSON lines (a build's own output aside), and no stack trace, as text or as a logged error.
  const logLines = serverLog.text().split('\n');
  const stacks =
    logLines.filter((line) => /^\s+at\s/.test(line)).length +
    logLines.filter((line) => {
      try {
        const parsed = JSON.parse(line) as { err?: { stack?: unknown } };
        return typeof parsed.err?.stack === 'string';
      } catch {
        return false;
      }
    }).length;
  check('server log', stacks === 0, `${stacks} stack traces in the servers' log`);
} finally {
  await killSite(site);
  for (const instance of instances) await killSite(instance);
  await proxy?.close();
  gateway.closeAllConnections();
  gateway.close();
  webhook.closeAllConnections();
  webhook.close();
  endpoint.closeAllConnections();
  endpoint.close();
  await mailApi.close();
  await releaseDisk?.();
  const failedSoFar = results.some((result) => !result.ok);
  if (failedSoFar || results.length === 0) {
    const tail = serverLog.text().trimEnd().split('\n').slice(-40).join('\n');
    console.log(`\nThe servers' log, last 40 lines:\n${tail}`);
  }
  if (process.env.DRILL_KEEP) console.log(`kept ${work}`);
  else await rm(work, { recursive: true, force: true });
}

const failedChecks = results.filter((result) => !result.ok).length;
console.log(`\n${results.length - failedChecks} passed, ${failedChecks} failed, in ${seconds(Date.now() - startedAt)}`);
process.exit(failedChecks === 0 ? 0 : 1);
