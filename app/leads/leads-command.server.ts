// The studio's staff command over stored leads (`npm run leads -- --help` lists what it does).
import path from 'node:path';
import { parseArgs } from 'node:util';
import { stringify } from 'csv-stringify/sync';
import { wallTimeToInstant } from '../../supabase/functions/_shared/booking-rules.ts';
import { forgetPerson, purgeOlderThan, type ErasureReport, type PersonalDataPlaces } from './lead-erasure.server';
import { isOpen } from './lead-fold';
import { DELIVERY_STATES, LEAD_KINDS, LEAD_STATUSES, type LeadState, PERSON_FIELDS } from './lead-record';
import type { LeadService } from './lead-service.server';
import { eachLead, type LeadQuery, type LeadStore } from './lead-store.server';
import { labelledFields, leadPerson, sourceRows } from './notification.server';
import { studioTimeZone } from './studio-zone.server';

const HELP = `Usage: npm run leads -- [command] [options]

Commands:
  list                    the leads, oldest first (the default command)
  show ID                 one lead: every field, its source, status and notes, where its delivery and
                          notifications stand, where its résumé is kept
  export --csv            the leads as CSV for a spreadsheet (same filters as list)
  status ID STATUS        where the studio stands with a lead: ${LEAD_STATUSES.join(', ')}
  note ID "TEXT"          keeps a note with a lead (what was said, what comes next)
  release ID              a lead held as spam is a real enquiry: deliver it and tell the studio
  forget EMAIL            a deletion request: erases everything about that person (leads, résumés,
                          outbox messages, bookings) and prints what was erased
  purge --older-than DAYS erases the personal data of every lead older than DAYS days

Filters of list and export:
  --kind KIND             ${LEAD_KINDS.join(', ')}
  --state STATE           delivery state: ${DELIVERY_STATES.join(', ')}
  --status STATUS         ${LEAD_STATUSES.join(', ')}
  --since DATE            received on or after DATE (YYYY-MM-DD, the studio's zone, or an ISO instant)
  --before DATE           received before DATE (same forms: --since 2026-10-01 --before 2026-11-01 is October)
  --search TEXT           in the name, e-mail, company and message (any case)
  --open                  only leads whose delivery or notification is still pending or was given up
  --spam                  the leads held as spam instead of the others

Other options:
  --json                  list and show: one JSON object a line, for other tools
  -h, --help              this text

ID is a lead id or its first 8 characters.`;

/** Visitors' text is shown, never obeyed: control characters (terminal escapes, line breaks) become visible. */
function safe(value: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are exactly what this replaces
  return value.replace(/[\u0000-\u001F\u007F-\u009F\u2028\u2029]/g, (char) =>
    char === '\n' ? '↵ ' : `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/** A command line staff got wrong: it is answered with the usage and exit code 2, never with a listing. */
class UsageError extends Error {}

function fail(message: string): never {
  throw new UsageError(message);
}

function notifications(entry: LeadState): string {
  return Object.entries(entry.notifications)
    .map(
      ([channel, state]) => `${channel} ${state.state}${state.state === 'pending' ? ` (${state.attempts} tries)` : ''}`,
    )
    .join(', ');
}

function sourceSummary(entry: LeadState): string {
  const source = entry.lead.source ?? {};
  const campaign = [source.utmSource, source.utmMedium, source.utmCampaign].filter(Boolean).join('/');
  if (campaign) return `from ${campaign}`;
  if (source.gclid || source.msclkid || source.fbclid) return 'from an ad click';
  if (source.referrer) {
    try {
      return `from ${new URL(source.referrer).hostname}`;
    } catch {
      return `from ${source.referrer}`;
    }
  }
  return '';
}

/** What a kind's line shows after the person: the booked slot, the service or position, the company. */
function kindColumn(entry: LeadState, zone: string): string {
  const rows = labelledFields(entry.lead, zone);
  const value = (label: string) => rows.find((row) => row.label === label)?.value;
  const { detail } = leadPerson(entry.lead);
  if (entry.lead.kind === 'booking') return [value('Booked for'), detail].filter(Boolean).join(', ');
  if (entry.lead.kind === 'service-request') return [value('Service'), detail].filter(Boolean).join(', ');
  if (entry.lead.kind === 'audit-request') return [value('App name'), detail].filter(Boolean).join(', ');
  if (entry.lead.kind === 'website-request') return [value('Website type'), detail].filter(Boolean).join(', ');
  if (entry.lead.kind === 'booking-mail') return `to ${value('To') ?? ''}: ${value('Subject') ?? ''}`;
  return detail;
}

function line(entry: LeadState, zone: string): string {
  const { name, email } = leadPerson(entry.lead);
  const extra = kindColumn(entry, zone);
  return [
    entry.lead.receivedAt,
    entry.lead.id.slice(0, 8),
    entry.lead.kind.padEnd(15),
    entry.state.padEnd(17),
    entry.status.padEnd(9),
    entry.erasedAt ? `(erased ${entry.erasedAt.slice(0, 10)})` : `${name} <${email}>${extra ? `, ${extra}` : ''}`,
    sourceSummary(entry),
    entry.state === 'spam' ? `spam: ${entry.lead.spam?.reasons.join(', ')}` : '',
    notifications(entry) ? `told: ${notifications(entry)}` : '',
    entry.lastReason && !['delivered', 'spam'].includes(entry.state) ? `last: ${entry.lastReason}` : '',
    entry.notes.length > 0 ? `${entry.notes.length} note(s), last: ${entry.notes.at(-1)?.text ?? ''}` : '',
  ]
    .filter(Boolean)
    .map(safe)
    .join('  ');
}

function attempts(state: {
  state: string;
  attempts: number;
  lastReason?: string | undefined;
  nextAttemptAt?: string | undefined;
}) {
  return [
    `${state.state}, ${state.attempts} attempt(s)`,
    state.lastReason ? `last: ${state.lastReason}` : '',
    state.state === 'pending' && state.nextAttemptAt ? `next at ${state.nextAttemptAt}` : '',
  ]
    .filter(Boolean)
    .join(', ');
}

function resumeLocation(file: LeadState['lead']['attachments'][number], places: PersonalDataPlaces): string {
  return file.storedIn === 'supabase-storage'
    ? `Supabase Storage, bucket resumes, ${file.file}`
    : path.join(places.resumes, file.file);
}

function details(entry: LeadState, places: PersonalDataPlaces, zone: string): string {
  const rows = [
    ['Lead id', entry.lead.id],
    ['Kind', entry.lead.kind],
    ['Received', entry.lead.receivedAt],
    ['Status', entry.status],
    ...(entry.erasedAt ? [['Erased', `${entry.erasedAt} (personal data removed)`]] : []),
    [
      'Delivery',
      `${entry.lead.delivery}: ${entry.state === 'pending' || entry.attempts > 0 ? attempts(entry) : entry.state}`,
    ],
    ...(entry.lead.spam?.spam ? [['Spam verdict', entry.lead.spam.reasons.join(', ')]] : []),
    ...Object.entries(entry.notifications).map(([channel, state]) => [`Notified by ${channel}`, attempts(state)]),
    ...labelledFields(entry.lead, zone).map((row) => [row.label, row.value]),
    ...sourceRows(entry.lead.source).map((row) => [row.label, row.value]),
    ...entry.lead.attachments.map((file) => [
      'Résumé',
      `${resumeLocation(file, places)} (${file.contentType}, ${file.size} bytes)`,
    ]),
    ...entry.notes.map((note) => [`Note ${note.at}`, note.text]),
  ];
  return rows.map(([label, value]) => `${safe(label ?? '')}: ${safe(value ?? '')}`).join('\n');
}

/**
 * The leads as CSV (RFC 4180, CRLF, UTF-8 with a byte order mark so spreadsheet programs read the
 * accents): one column per field label across the leads exported. A cell that starts with `=`,
 * `+`, `-`, `@`, a tab or a carriage return gets a leading `'`, so a spreadsheet shows visitors'
 * text instead of running it as a formula.
 */
function leadsCsv(entries: LeadState[], places: PersonalDataPlaces, zone: string): string {
  const rows = entries.map((entry) => {
    const person = leadPerson(entry.lead);
    const cells = new Map<string, string>([
      ['Lead id', entry.lead.id],
      ['Received', entry.lead.receivedAt],
      ['Kind', entry.lead.kind],
      ['Delivery state', entry.state],
      ['Status', entry.status],
      ['Name', person.name],
      ['Email', person.email],
    ]);
    for (const row of [...labelledFields(entry.lead, zone), ...sourceRows(entry.lead.source)]) {
      const before = cells.get(row.label);
      if (!before) cells.set(row.label, row.value);
      else if (before !== row.value && !['Name', 'Email'].includes(row.label))
        cells.set(row.label, `${before}; ${row.value}`);
    }
    if (entry.lead.attachments.length > 0)
      cells.set('Résumé', entry.lead.attachments.map((file) => resumeLocation(file, places)).join('; '));
    if (entry.notes.length > 0) cells.set('Notes', entry.notes.map((note) => `${note.at}: ${note.text}`).join('\n'));
    if (entry.erasedAt) cells.set('Erased', entry.erasedAt);
    return cells;
  });
  // The leading columns even when nothing matched, so an empty export still opens as a table.
  const columns = ['Lead id', 'Received', 'Kind', 'Delivery state', 'Status', 'Name', 'Email'];
  for (const cells of rows) for (const label of cells.keys()) if (!columns.includes(label)) columns.push(label);
  return stringify([columns, ...rows.map((cells) => columns.map((label) => cells.get(label) ?? ''))], {
    bom: true,
    record_delimiter: 'windows',
    escape_formulas: true,
    // A lone carriage return or line feed is quoted too (RFC 4180), not only a whole CRLF.
    quoted_match: /[\r\n]/,
  });
}

function erased(report: ErasureReport, out: (line: string) => void) {
  out(`Erased ${report.leads.length} lead(s)${report.leads.length > 0 ? `: ${report.leads.join(', ')}` : ''}`);
  out(`Bookings cleared: ${report.bookings}`);
  out(`Files and objects removed or rewritten: ${report.files.length}`);
  for (const file of report.files) out(`  ${file}`);
}

export type LeadsCommandIo = {
  store: LeadStore;
  /** The service that delivers and notifies a released lead (not started: no retrier runs here). */
  service: () => LeadService;
  /** Where résumés, outbox messages and local bookings are kept. */
  places: PersonalDataPlaces;
  out: (line: string) => void;
  err: (line: string) => void;
  /** Text as it is, without a line break added (the CSV ends its own lines). */
  write?: (text: string) => void;
  now?: () => Date;
  /** The studio's zone (the booking availability document's): dates given and times shown are in it. */
  timeZone?: () => Promise<string>;
};

/** Runs one staff command; answers the process exit code. */
export async function runLeadsCommand(argv: string[], io: LeadsCommandIo): Promise<number> {
  try {
    return await run(argv, io);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    io.err(`${error.message}\n\n${HELP}`);
    return 2;
  }
}

function oneOf<T extends string>(name: string, value: string | undefined, allowed: readonly T[]): T | undefined {
  if (value === undefined) return undefined;
  if (!(allowed as readonly string[]).includes(value)) fail(`--${name} must be one of: ${allowed.join(', ')}`);
  return value as T;
}

/** A day (midnight in the studio's time zone) or an ISO instant. */
function instantOf(name: string, value: string | undefined, zone: string): string | undefined {
  if (value === undefined) return undefined;
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) {
    try {
      return wallTimeToInstant(value, '00:00', zone).toISOString();
    } catch {
      fail(`--${name} ${value} is not a date (YYYY-MM-DD)`);
    }
  }
  const instant = new Date(value);
  if (!/^\d{4}-\d{2}-\d{2}T/.test(value) || Number.isNaN(instant.getTime()))
    fail(`--${name} ${value} is not a date (YYYY-MM-DD) or an ISO instant`);
  return instant.toISOString();
}

const SEARCHED = [
  ...PERSON_FIELDS.name,
  ...PERSON_FIELDS.email,
  'company',
  'companyName',
  'message',
  'description',
  'additionalInfo',
];

function found(entry: LeadState, search: string | undefined): boolean {
  if (!search) return true;
  const needle = search.toLowerCase();
  return SEARCHED.some((key) => {
    const value = entry.lead.fields[key];
    return typeof value === 'string' && value.toLowerCase().includes(needle);
  });
}

const OPTIONS = {
  kind: { type: 'string' },
  state: { type: 'string' },
  status: { type: 'string' },
  since: { type: 'string' },
  before: { type: 'string' },
  search: { type: 'string' },
  open: { type: 'boolean' },
  spam: { type: 'boolean' },
  json: { type: 'boolean' },
  csv: { type: 'boolean' },
  'older-than': { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const;

/** The command line's options and arguments; a flag it does not know is a usage error. */
function parse(argv: string[]) {
  try {
    return parseArgs({ args: argv, allowPositionals: true, options: OPTIONS });
  } catch (error) {
    return fail(error instanceof Error ? error.message : String(error));
  }
}

type Values = ReturnType<typeof parse>['values'];

/** One command line, parsed and checked, with what every command needs. */
interface Invocation {
  command: string;
  values: Values;
  /** The first argument after the command (a lead id, an e-mail address). */
  id: string | undefined;
  /** The arguments after that. */
  rest: string[];
  /** The studio's zone. */
  zone: string;
  io: Required<Omit<LeadsCommandIo, 'timeZone'>>;
}

function expectArguments({ rest }: Invocation, count: number) {
  if (rest.length > count) fail(`Unexpected argument: ${rest.slice(count).join(' ')}`);
}

/** The one lead an id (or its first characters) names. */
async function find({ command, id, io }: Invocation): Promise<LeadState> {
  if (!id) fail(`${command} needs a lead id`);
  const [match, ...others] = await io.store.byId(id);
  if (!match) fail(`No lead ${id}`);
  if (others.length > 0) fail(`${id} names more than one lead`);
  return match;
}

/** `list` and `export --csv`: the leads the filters match, oldest first. */
async function listOrExport(run: Invocation): Promise<void> {
  const { command, values, id, zone, io } = run;
  if (id) fail(`Unexpected argument: ${id}`);
  if (command === 'export' && !values.csv) fail('export needs --csv');
  const state = oneOf('state', values.state, DELIVERY_STATES);
  const query: LeadQuery = {
    kind: oneOf('kind', values.kind, LEAD_KINDS),
    state,
    status: oneOf('status', values.status, LEAD_STATUSES),
    since: instantOf('since', values.since, zone),
    before: instantOf('before', values.before, zone),
  };
  const spam = values.spam || state === 'spam';
  const entries: LeadState[] = [];
  for await (const entry of eachLead(io.store, query))
    if (
      (spam ? entry.state === 'spam' : entry.state !== 'spam') &&
      (!values.open || isOpen(entry) || Object.values(entry.notifications).some(isOpen)) &&
      found(entry, values.search)
    )
      entries.push(entry);
  if (command === 'export') io.write(leadsCsv(entries, io.places, zone));
  else if (values.json) for (const entry of entries) io.out(JSON.stringify(entry));
  else {
    io.out(`${entries.length} ${spam ? 'spam ' : ''}lead(s) in ${io.store.location}`);
    for (const entry of entries) io.out(line(entry, zone));
  }
}

/** `show ID`: every field of one lead, its source, status and notes, where its deliveries stand. */
async function show(run: Invocation): Promise<void> {
  expectArguments(run, 0);
  const entry = await find(run);
  run.io.out(run.values.json ? JSON.stringify(entry) : details(entry, run.io.places, run.zone));
}

/** `release ID`: a lead held as spam is delivered and the studio told. */
async function release(run: Invocation): Promise<void> {
  expectArguments(run, 0);
  const entry = await find(run);
  if (entry.state !== 'spam') fail(`Lead ${entry.lead.id} is not held as spam (it is ${entry.state})`);
  const released = await run.io.service().release(entry.lead.key);
  run.io.out(released ? line(released, run.zone) : `Lead ${entry.lead.id} was released already`);
}

/** `status ID STATUS`: where the studio stands with a lead. */
async function status(run: Invocation): Promise<void> {
  expectArguments(run, 1);
  const value = oneOf('status', run.rest[0] ?? fail('status needs a lead id and a status'), LEAD_STATUSES);
  const entry = await find(run);
  if (!value) fail('status needs a status');
  const { store, now, out } = run.io;
  await store.append({ type: 'status', key: entry.lead.key, at: now().toISOString(), status: value });
  out(line((await store.get(entry.lead.key)) ?? entry, run.zone));
}

/** `note ID "TEXT"`: a note kept with a lead. */
async function note(run: Invocation): Promise<void> {
  expectArguments(run, 1);
  const text = run.rest[0]?.trim();
  if (!text) fail('note needs a lead id and the text, in quotes');
  if (text.length > 4000) fail('A note is at most 4,000 characters');
  const entry = await find(run);
  if (entry.erasedAt) fail(`Lead ${entry.lead.id} was erased; it keeps no notes`);
  const { store, now, out } = run.io;
  await store.append({ type: 'note', key: entry.lead.key, at: now().toISOString(), text });
  out(line((await store.get(entry.lead.key)) ?? entry, run.zone));
}

/** `forget EMAIL`: a deletion request. */
async function forget(run: Invocation): Promise<void> {
  expectArguments(run, 0);
  const { id, io } = run;
  if (!id || !/^[^\s@]+@[^\s@]+$/.test(id.trim())) fail('forget needs the e-mail address of the person');
  erased(await forgetPerson(io.store, io.places, id, io.now()), io.out);
}

/** `purge --older-than DAYS`: the retention job, by hand. */
async function purge(run: Invocation): Promise<void> {
  const { id, values, io } = run;
  if (id) fail(`Unexpected argument: ${id}`);
  const days = Number(values['older-than']);
  if (!values['older-than'] || !Number.isInteger(days) || days < 1)
    fail('purge needs --older-than DAYS (a whole number, 1 or more)');
  erased(await purgeOlderThan(io.store, io.places, days, io.now()), io.out);
}

/** One function per command (HELP lists them). */
const COMMANDS: Record<string, (run: Invocation) => Promise<void>> = {
  list: listOrExport,
  export: listOrExport,
  show,
  release,
  status,
  note,
  forget,
  purge,
};

/** The options each command takes, checked before anything is read. */
function checkOptions(command: string, values: Values) {
  const listing = command === 'list' || command === 'export';
  const filtering = ['kind', 'state', 'status', 'since', 'before', 'search', 'open', 'spam'] as const;
  if (!listing) {
    const misplaced = filtering.find((name) => values[name] !== undefined);
    if (misplaced) fail(`--${misplaced} belongs to list and export`);
  }
  if (values.csv && command !== 'export') fail('--csv belongs to export');
  if (values['older-than'] !== undefined && command !== 'purge') fail('--older-than belongs to purge');
  if (values.json && !['list', 'show'].includes(command)) fail('--json belongs to list and show');
}

async function run(
  argv: string[],
  { store, service, places, out, err, write = out, now = () => new Date(), timeZone = studioTimeZone }: LeadsCommandIo,
): Promise<number> {
  const { values, positionals } = parse(argv);

  if (values.help) {
    out(HELP);
    return 0;
  }

  const [command = 'list', id, ...rest] = positionals;
  checkOptions(command, values);
  const [zone] = await Promise.all([timeZone(), store.load()]);
  const carryOut = Object.hasOwn(COMMANDS, command) ? COMMANDS[command] : undefined;
  if (!carryOut) fail(`Unknown command: ${command}`);
  await carryOut({ command, values, id, rest, zone, io: { store, service, places, out, err, write, now } });
  return 0;
}
