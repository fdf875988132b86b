import { open, readdir, readFile, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import type { LeadState } from './lead-record';
import { listLeads, type LeadStore } from './lead-store.server';
import { RESUME_BUCKET } from './resume.server';
import { logger } from '../../server/logger.js';

// Erasure and retention (docs/decisions/0022): a person's data leaves every place the site kept
// it (the lead store, résumés, the mail outbox, the local booking gateway's file and messages);
// each lead stays as a tombstone with its id and key.

/** Where, besides the lead store, the site keeps a visitor's data. */
export interface PersonalDataPlaces {
  /** LEADS_DIR/resumes. */
  resumes: string;
  /** LEADS_DIR/outbox: the studio's notifications written as .eml files. */
  outbox: string;
  /** BOOKINGS_DIR: the local booking gateway's bookings.jsonl and its .eml/.ics messages. */
  bookings: string;
  /** Supabase Storage, where résumés live when Supabase is configured. */
  supabase?: { url: string; serviceRoleKey: string } | undefined;
  fetchImpl?: typeof fetch;
}

export interface ErasureReport {
  /** The leads made tombstones (ids). */
  leads: string[];
  /** Files removed or rewritten, and Storage objects removed. */
  files: string[];
  /** Lines of the local bookings file whose personal data was removed. */
  bookings: number;
}

const BOOKING_PERSONAL = ['customerName', 'customerEmail', 'customerPhone', 'company', 'description'];

async function names(directory: string): Promise<string[]> {
  try {
    return await readdir(directory);
  } catch (error) {
    if (error instanceof Error && 'code' in error && error.code === 'ENOENT') return [];
    throw error;
  }
}

/** Replaces a file with new text: written whole, flushed, renamed, so a crash leaves the old or the new. */
async function rewrite(file: string, text: string) {
  const temporary = `${file}.erasing`;
  const handle = await open(temporary, 'w', 0o600);
  try {
    await handle.writeFile(text);
    await handle.sync();
  } finally {
    await handle.close();
  }
  await rename(temporary, file);
}

/** A file whose text names the address (a message about the person, whatever its name). */
async function mentions(file: string, address: string): Promise<boolean> {
  if (!address) return false;
  const text = await readFile(file, 'latin1').catch(() => '');
  return text.toLowerCase().includes(address);
}

/**
 * The local bookings of these leads (the gateway's submission key is the lead id) or of this
 * address keep their slot, status and ids, and lose the person; their confirmation messages go.
 */
async function eraseBookings(
  directory: string,
  leadIds: Set<string>,
  address: string,
  report: ErasureReport,
): Promise<void> {
  const file = path.join(directory, 'bookings.jsonl');
  const text = await readFile(file, 'utf8').catch(() => undefined);
  if (text === undefined) return;
  const bookingIds = new Set<string>();
  const lines = text.split('\n').map((line) => {
    if (!line.trim()) return line;
    let booking: Record<string, unknown>;
    try {
      booking = JSON.parse(line) as Record<string, unknown>;
    } catch {
      return line;
    }
    const email = typeof booking.customerEmail === 'string' ? booking.customerEmail.toLowerCase() : '';
    const ours =
      (typeof booking.submissionKey === 'string' && leadIds.has(booking.submissionKey)) ||
      (address !== '' && email === address);
    if (!ours || email === '') return line;
    if (typeof booking.id === 'string') bookingIds.add(booking.id);
    report.bookings += 1;
    for (const key of BOOKING_PERSONAL) if (key in booking) booking[key] = '';
    return JSON.stringify(booking);
  });
  if (report.bookings > 0) {
    await rewrite(file, lines.join('\n'));
    report.files.push(file);
  }
  for (const name of await names(directory)) {
    if (!/\.(eml|ics)$/.test(name)) continue;
    const target = path.join(directory, name);
    const byId = [...bookingIds].some((id) => name.includes(id));
    if (byId || (await mentions(target, address))) {
      await rm(target, { force: true });
      report.files.push(target);
    }
  }
}

async function eraseFiles(places: PersonalDataPlaces, leads: LeadState[], address: string, report: ErasureReport) {
  const fetchImpl = places.fetchImpl ?? fetch;
  for (const entry of leads) {
    for (const attachment of entry.lead.attachments) {
      if (attachment.storedIn === 'leads-dir') {
        const target = path.join(places.resumes, attachment.file);
        await rm(target, { force: true });
        report.files.push(target);
        continue;
      }
      if (!places.supabase) throw new Error('a résumé is in Supabase Storage, which is not configured');
      const { url, serviceRoleKey } = places.supabase;
      const object = `${url.replace(/\/$/, '')}/storage/v1/object/${RESUME_BUCKET}/${attachment.file}`;
      const response = await fetchImpl(object, {
        method: 'DELETE',
        headers: { apikey: serviceRoleKey, Authorization: `Bearer ${serviceRoleKey}` },
        signal: AbortSignal.timeout(10_000),
      });
      // Gone already is as good as removed now.
      if (!response.ok && response.status !== 404)
        throw new Error(`Storage answered ${response.status} when removing a résumé`);
      report.files.push(`storage:${RESUME_BUCKET}/${attachment.file}`);
    }
  }
  const ids = leads.map((entry) => entry.lead.id);
  for (const name of await names(places.outbox)) {
    const target = path.join(places.outbox, name);
    if (ids.some((id) => name.includes(id)) || (await mentions(target, address))) {
      await rm(target, { force: true });
      report.files.push(target);
    }
  }
  await eraseBookings(places.bookings, new Set(ids), address, report);
}

/** Makes tombstones of leads, a batch at a time (the file store rewrites itself once per batch). */
async function tombstones(store: LeadStore, leads: LeadState[], at: Date) {
  for (let start = 0; start < leads.length; start += 100)
    await Promise.all(
      leads
        .slice(start, start + 100)
        .map((entry) => store.append({ type: 'erase', key: entry.lead.key, at: at.toISOString() })),
    );
}

async function erase(
  store: LeadStore,
  places: PersonalDataPlaces,
  leads: LeadState[],
  address: string,
  at: Date,
): Promise<ErasureReport> {
  const report: ErasureReport = { leads: leads.map((entry) => entry.lead.id), files: [], bookings: 0 };
  // Files first: their names come from the leads, which the tombstones no longer tell.
  await eraseFiles(places, leads, address, report);
  await tombstones(store, leads, at);
  return report;
}

/** A deletion request: everything about the person with this e-mail address. */
export async function forgetPerson(
  store: LeadStore,
  places: PersonalDataPlaces,
  email: string,
  at: Date = new Date(),
): Promise<ErasureReport> {
  const address = email.trim().toLowerCase();
  const leads = (await listLeads(store, { email: address })).filter((entry) => !entry.erasedAt);
  return erase(store, places, leads, address, at);
}

/** Retention: every lead received more than `days` days before `now` loses its personal data. */
export async function purgeOlderThan(
  store: LeadStore,
  places: PersonalDataPlaces,
  days: number,
  now: Date = new Date(),
): Promise<ErasureReport> {
  const before = new Date(now.getTime() - days * 86_400_000).toISOString();
  const leads = (await listLeads(store, { before })).filter((entry) => !entry.erasedAt);
  return erase(store, places, leads, '', now);
}

const DAY_MS = 86_400_000;

/**
 * The retention job for the server's background loop: called on every pass, it purges once a
 * day (the first pass after a start, then a day after the last run).
 */
export function createRetention({
  store,
  places,
  days,
  log = (line) => logger('leads').info(line),
}: {
  store: LeadStore;
  places: PersonalDataPlaces;
  days: number;
  log?: (line: string) => void;
}) {
  let lastRun: number | undefined;
  return async (now: Date): Promise<ErasureReport | undefined> => {
    if (lastRun !== undefined && now.getTime() - lastRun < DAY_MS) return undefined;
    lastRun = now.getTime();
    const report = await purgeOlderThan(store, places, days, now);
    if (report.leads.length > 0) log(`retention: erased ${report.leads.length} lead(s) older than ${days} days`);
    return report;
  };
}
