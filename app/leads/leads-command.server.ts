// The studio's staff command over stored leads (`npm run leads -- --help` lists what it does).
import { parseArgs } from 'node:util';
import type { LeadState } from './lead-record';
import type { LeadService } from './lead-service.server';
import type { LeadStore } from './lead-store.server';
import { labelledFields, leadPerson, sourceRows } from './notification.server';

const HELP = `Usage: npm run leads -- [command] [options]

Commands:
  list                 the leads, oldest first (the default command)
  show ID              one lead: every field, its source, where its delivery and notifications stand
  release ID           a lead held as spam is a real enquiry: deliver it and tell the studio

Options of list:
  --open               only leads whose delivery or notification is still pending or was given up
  --spam               the leads held as spam instead of the others
  --json               one JSON object a line, for other tools
  -h, --help           this text

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

function line(entry: LeadState): string {
  const { name, email, detail } = leadPerson(entry.lead);
  return [
    entry.lead.receivedAt,
    entry.lead.id.slice(0, 8),
    entry.lead.kind.padEnd(15),
    entry.state.padEnd(17),
    `${name} <${email}>${detail ? `, ${detail}` : ''}`,
    sourceSummary(entry),
    entry.state === 'spam' ? `spam: ${entry.lead.spam?.reasons.join(', ')}` : '',
    notifications(entry) ? `told: ${notifications(entry)}` : '',
    entry.lastReason && !['delivered', 'spam'].includes(entry.state) ? `last: ${entry.lastReason}` : '',
  ]
    .filter(Boolean)
    .map(safe)
    .join('  ');
}

function details(entry: LeadState): string {
  const rows = [
    ['Lead id', entry.lead.id],
    ['Kind', entry.lead.kind],
    ['Received', entry.lead.receivedAt],
    ['State', entry.state + (entry.lastReason ? ` (last: ${entry.lastReason})` : '')],
    ...(entry.lead.spam?.spam ? [['Spam verdict', entry.lead.spam.reasons.join(', ')]] : []),
    ...Object.entries(entry.notifications).map(([channel, state]) => [
      `Notified by ${channel}`,
      `${state.state}, ${state.attempts} attempt(s)${state.lastReason ? `, last: ${state.lastReason}` : ''}`,
    ]),
    ...labelledFields(entry.lead).map((row) => [row.label, row.value]),
    ...sourceRows(entry.lead.source).map((row) => [row.label, row.value]),
    ...entry.lead.attachments.map((file) => [
      'Résumé',
      `${file.file} (${file.storedIn === 'supabase-storage' ? 'Supabase Storage, bucket resumes' : 'LEADS_DIR/resumes'}, ${file.contentType}, ${file.size} bytes)`,
    ]),
  ];
  return rows.map(([label, value]) => `${safe(label ?? '')}: ${safe(value ?? '')}`).join('\n');
}

export type LeadsCommandIo = {
  store: LeadStore;
  /** The service that delivers and notifies a released lead (not started: no retrier runs here). */
  service: () => LeadService;
  out: (line: string) => void;
  err: (line: string) => void;
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

async function run(argv: string[], { store, service, out }: LeadsCommandIo): Promise<number> {
  const { values, positionals } = (() => {
    try {
      return parseArgs({
        args: argv,
        allowPositionals: true,
        options: {
          open: { type: 'boolean' },
          spam: { type: 'boolean' },
          json: { type: 'boolean' },
          help: { type: 'boolean', short: 'h' },
        },
      });
    } catch (error) {
      return fail(error instanceof Error ? error.message : String(error));
    }
  })();

  if (values.help) {
    out(HELP);
    return 0;
  }

  const [command = 'list', id, ...extra] = positionals;
  if (extra.length > 0) fail(`Unexpected argument: ${extra.join(' ')}`);

  await store.load();

  function find(prefix: string | undefined): LeadState {
    if (!prefix) fail(`${command} needs a lead id`);
    const [match, ...others] = store.list().filter((entry) => entry.lead.id.startsWith(prefix));
    if (!match) fail(`No lead ${prefix}`);
    if (others.length > 0) fail(`${prefix} names ${others.length + 1} leads`);
    return match;
  }

  if (command === 'list') {
    if (id) fail(`Unexpected argument: ${id}`);
    const isOpen = (entry: LeadState) =>
      entry.state === 'pending' ||
      entry.state === 'gave-up' ||
      Object.values(entry.notifications).some((state) => state.state === 'pending' || state.state === 'gave-up');
    const entries = store
      .list()
      .filter((entry) => (values.spam ? entry.state === 'spam' : entry.state !== 'spam'))
      .filter((entry) => !values.open || isOpen(entry))
      .sort((a, b) => a.lead.receivedAt.localeCompare(b.lead.receivedAt));
    if (values.json) for (const entry of entries) out(JSON.stringify(entry));
    else {
      out(`${entries.length} ${values.spam ? 'spam ' : ''}lead(s) in ${store.location}`);
      for (const entry of entries) out(line(entry));
    }
  } else if (command === 'show') {
    const entry = find(id);
    out(values.json ? JSON.stringify(entry) : details(entry));
  } else if (command === 'release') {
    const entry = find(id);
    if (entry.state !== 'spam') fail(`Lead ${entry.lead.id} is not held as spam (it is ${entry.state})`);
    const released = await service().release(entry.lead.key);
    out(released ? line(released) : `Lead ${entry.lead.id} was released already`);
  } else {
    fail(`Unknown command: ${command}`);
  }
  return 0;
}
