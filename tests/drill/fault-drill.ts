// `npm run drill`: the leads fault drill. Starts the project's own production server (building
// when the build is stale) against a stand-in for the Supabase functions gateway that runs the
// repository's own edge-function handler, a stand-in of the e-mail API (with its rate limit) and a
// webhook receiver, injects each fault while bookings and enquiries arrive, clears it, and counts
// leads stored, delivered, notified and duplicated. Exits non-zero when any guarantee fails.
//   Faults: the function unreachable; the function hanging after it stored the booking; the lead
//   directory unwritable; the site killed right after answering 2xx; the same submission twice;
//   50 submissions at once; five prospects for one slot; the e-mail API down; the webhook down.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdir, mkdtemp, rename, rm } from 'node:fs/promises';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { createFileLeadStore, LEADS_FILE, listLeads } from '~/leads/lead-store.server';
import { webhookSignature } from '~/leads/notification.server';
import { openDates, openTimes, SLOT_TAKEN } from '~/lib/booking/booking';
import { seededAvailability } from '../support/booking-availability';
import {
  type BookingRequest,
  createHandler,
  type StoredBooking,
} from '../../supabase/functions/send-booking-confirmation/handler';
import { startMailApiStandIn } from '../support/mail-api-stand-in';

const SITE_PORT = Number(process.env.DRILL_PORT ?? 3191);
const ANON_KEY = 'drill-anon-key';
const SITE = `http://127.0.0.1:${SITE_PORT}`;

// ---- The functions gateway stand-in: the real handler over a table with a unique key. ----
type Mode = 'up' | 'refuse' | 'hang';
let mode: Mode = 'up';
const table = new Map<string, BookingRequest & StoredBooking>();
let calls = 0;
const handler = createHandler({
  log: () => {},
  sender: { from: 'hello@drill.test', companyName: 'Drill' },
  // As the database does: one row per submission key, one live booking per slot.
  async saveBooking(booking) {
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
  calls += 1;
  if (mode === 'refuse') return void incoming.socket.destroy();
  if (incoming.headers.authorization !== `Bearer ${ANON_KEY}`) return void outgoing.writeHead(401).end();
  const request = new Request(`http://gateway${incoming.url ?? '/'}`, {
    method: incoming.method ?? 'POST',
    ...(incoming.method === 'POST' ? { body: await body(incoming) } : {}),
  });
  const response = await handler(request);
  // Hanging after the booking is stored is the worst case: the site sees no answer and retries.
  if (mode === 'hang') return;
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

// ---- The site ----
const work = await mkdtemp(path.join(tmpdir(), 'fault-drill-'));
const leadsDir = path.join(work, 'leads');
const env: NodeJS.ProcessEnv = {
  ...process.env,
  NODE_ENV: 'production',
  PORT: String(SITE_PORT),
  // Production refuses to start without its public origin.
  SITE_URL: SITE,
  SESSION_SECRET: 'fault-drill-session-secret-0123456789abcdef',
  LEADS_DIR: leadsDir,
  BOOKINGS_DIR: path.join(work, 'bookings'),
  SUPABASE_URL: gatewayUrl,
  SUPABASE_ANON_KEY: ANON_KEY,
  SANITY_PROJECT_ID: '',
  WEBSITE_REQUEST_ENDPOINT: '',
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

let site: ChildProcess | undefined;
let built = false;
async function startSite() {
  // The first start builds when the build is stale, as `npm start` does.
  site = spawn(process.execPath, ['--expose-gc', 'server/index.js', ...(built ? [] : ['--build-if-stale'])], {
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  built = true;
  for (let tries = 0; tries < 1500; tries += 1) {
    try {
      if ((await fetch(`${SITE}/book-call`)).ok) return;
    } catch {
      // not listening yet
    }
    await sleep(200);
  }
  throw new Error('the site did not start');
}
function killSite() {
  site?.kill('SIGKILL');
  site = undefined;
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
type Sent = { name: string; status: number; kind: 'booking' | 'contact' };
const sent: Sent[] = [];

async function book(name: string, submissionId = crypto.randomUUID(), slot = nextSlot()): Promise<Sent> {
  const form = new URLSearchParams({
    date: slot.date,
    time: slot.time,
    meetingType: 'video',
    customerName: name,
    customerEmail: 'drill@example.com',
    customerPhone: '214 555 0100',
    submissionId,
  });
  const response = await fetch(`${SITE}/book-call`, { method: 'POST', body: form, redirect: 'manual' });
  await response.arrayBuffer();
  const result: Sent = { name, status: response.status, kind: 'booking' };
  sent.push(result);
  return result;
}

async function contact(name: string): Promise<Sent> {
  const form = new URLSearchParams({ name, email: 'drill@example.com', message: 'Fault drill' });
  const response = await fetch(`${SITE}/contact`, { method: 'POST', body: form, redirect: 'manual' });
  await response.arrayBuffer();
  const result: Sent = { name, status: response.status, kind: 'contact' };
  sent.push(result);
  return result;
}

/** Waits until every stored lead's notifications are settled, then counts them at the receivers. */
async function waitUntilNotified(timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const stored = await leads();
    if (stored.every((entry) => Object.values(entry.notifications).every((channel) => channel.state === 'delivered')))
      return true;
    await sleep(500);
  }
  return false;
}

async function leads() {
  const store = createFileLeadStore(leadsDir);
  return listLeads(store);
}

async function waitUntilDelivered(names: string[], timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const states = (await leads()).filter((entry) => names.includes(String(entry.lead.fields.customerName)));
    if (states.length === names.length && states.every((entry) => entry.state === 'delivered')) return true;
    await sleep(250);
  }
  return false;
}

const results: { fault: string; ok: boolean; note: string }[] = [];
function check(fault: string, ok: boolean, note: string) {
  results.push({ fault, ok, note });
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${fault}: ${note}`);
}

try {
  await startSite();

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

  // 2. The function hanging (after storing the booking).
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
    `answered 502 after ${(waited / 1000).toFixed(1)} s (timeout 10 s), delivered once on retry`,
  );

  // 3. The lead directory unwritable: the outbox file's name is taken by a directory.
  const file = path.join(leadsDir, LEADS_FILE);
  await rename(file, `${file}.aside`);
  await mkdir(file);
  const callsBefore = calls;
  const unwritable = await Promise.all([1, 2, 3].map((index) => book(`unwritable ${index}`)));
  await rm(file, { recursive: true });
  await rename(`${file}.aside`, file);
  check(
    'lead directory unwritable',
    unwritable.every((answer) => answer.status === 503) && calls === callsBefore,
    'answered 503 with the failure toast, values kept, nothing sent (not accepted, so not stored)',
  );
  const afterwards = await book('after unwritable');
  check('lead directory writable again', afterwards.status === 200, 'the next booking is stored and delivered');

  // 4. The site killed right after a 2xx; and killed with a delivery pending.
  const killedBooking = await book('killed after 2xx');
  const killedContact = await contact('killed after the answer');
  killSite();
  mode = 'refuse';
  await startSite();
  const pending = await book('pending when killed');
  killSite();
  mode = 'up';
  await startSite();
  check(
    'killed after 2xx',
    killedBooking.status === 200 &&
      killedContact.status === 200 &&
      pending.status === 502 &&
      (await waitUntilDelivered(['killed after 2xx', 'pending when killed'])),
    'every answered lead survived the kill; the pending one was delivered by the restarted retrier',
  );

  // 5. The same submission twice: together, and again later.
  const id = crypto.randomUUID();
  const twiceSlot = nextSlot();
  await Promise.all([book('twice', id, twiceSlot), book('twice', id, twiceSlot)]);
  await book('twice', id, twiceSlot);
  check(
    'same submission twice',
    (await leads()).filter((entry) => entry.lead.fields.customerName === 'twice').length === 1 &&
      [...table.values()].filter((row) => row.customerName === 'twice').length === 1,
    'three posts of one submission: one lead, one booking',
  );

  // 6. 50 at once.
  const burst = await Promise.all(Array.from({ length: 50 }, (_, index) => book(`burst ${index}`)));
  check(
    '50 at once',
    burst.every((answer) => answer.status === 200) && (await waitUntilDelivered(burst.map((answer) => answer.name))),
    `${burst.filter((answer) => answer.status === 200).length}/50 answered 200 and delivered`,
  );

  // 7. Five prospects want one slot at once: one gets it, the others are told it was just taken.
  const contested = nextSlot();
  const rivals = await Promise.all([1, 2, 3, 4, 5].map((index) => book(`rival ${index}`, undefined, contested)));
  const won = rivals.filter((answer) => answer.status === 200).length;
  check(
    'one slot, five prospects',
    won === 1 && [...table.values()].filter((row) => row.customerName.startsWith('rival')).length === 1,
    `${won} booked, ${rivals.length - won} told the time was just taken (${rivals.map((answer) => answer.status).join(', ')})`,
  );

  // 8. The e-mail API down while enquiries arrive, then back.
  mailApi.faults.down = true;
  const mailDown = await Promise.all([1, 2, 3].map((index) => contact(`mail down ${index}`)));
  await sleep(1500);
  const heldWhileDown = (await leads())
    .filter((entry) => String(entry.lead.fields.name).startsWith('mail down'))
    .every((entry) => entry.notifications.mail?.state === 'pending');
  mailApi.faults.down = false;
  // 9. The webhook down, then back.
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

  // Totals over the whole drill.
  const stored = await leads();
  const accepted = sent.filter((answer) => answer.status !== 503 && answer.status !== 400);
  const names = (list: string[]) => new Set(list).size === list.length;
  const storedNames = stored.map((entry) => String(entry.lead.fields.customerName ?? entry.lead.fields.name));
  const deliveredBookings = stored.filter((entry) => entry.lead.kind === 'booking' && entry.state === 'delivered');
  const booked = [...table.values()];
  const everyAcceptedStored = accepted.every((answer) => storedNames.includes(answer.name));
  const duplicates =
    storedNames.length -
    new Set(storedNames).size +
    booked.length -
    new Set(booked.map((row) => row.customerName)).size;
  const mails = mailApi.accepted.map((mail) => mail.idempotencyKey ?? '');
  const notifiedOnce =
    names(mails) &&
    stored.every((entry) => mails.includes(`lead-notification/${entry.lead.id}`)) &&
    mails.length === stored.length &&
    // A receiver drops a repeat by its Idempotency-Key (a post cut off by the kill is sent again).
    new Set(hooks.map((hook) => hook.id)).size === stored.length &&
    hooks.every((hook) => hook.signed);
  check(
    'totals',
    everyAcceptedStored &&
      names(storedNames) &&
      duplicates === 0 &&
      deliveredBookings.length === booked.length &&
      notifiedOnce,
    `${sent.length} posts, ${accepted.length} accepted (${new Set(accepted.map((answer) => answer.name)).size} distinct submissions), ${stored.length} leads stored, ` +
      `${deliveredBookings.length} bookings delivered, ${booked.length} booked at the function, ${duplicates} duplicated, ` +
      `${mails.length} e-mails and ${new Set(hooks.map((hook) => hook.id)).size} signed webhooks (${hooks.length} posts) to the studio (${notifiedOnce ? 'one of each per lead' : 'NOT one per lead'})`,
  );
} finally {
  killSite();
  gateway.closeAllConnections();
  gateway.close();
  webhook.closeAllConnections();
  webhook.close();
  await mailApi.close();
  await rm(work, { recursive: true, force: true });
}

const failedChecks = results.filter((result) => !result.ok).length;
console.log(`\n${results.length - failedChecks} passed, ${failedChecks} failed`);
process.exit(failedChecks === 0 ? 0 : 1);
