// `npm run leads`: the studio's staff list of stored leads and where each delivery stands.
//   npm run leads                 every lead, newest last
//   npm run leads -- --open       only leads still waiting (pending) or given up on
//   npm run leads -- --json       the folded records, one JSON object a line, for other tools
// Reads the lead store (Supabase's leads table when SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY are
// set, otherwise LEADS_DIR, default .data/leads); it never writes.
import path from 'node:path';
import { leadsDirectory } from '~/leads/leads-directory.server';
import { leadStoreFromEnv } from '~/leads/leads.server';

const args = new Set(process.argv.slice(2));
const directory = leadsDirectory();
const store = leadStoreFromEnv();
await store.load();

const entries = store
  .list()
  .filter((entry) => !args.has('--open') || entry.state === 'pending' || entry.state === 'gave-up')
  .sort((a, b) => a.lead.receivedAt.localeCompare(b.lead.receivedAt));

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

if (args.has('--json')) {
  for (const entry of entries) console.log(JSON.stringify(entry));
} else {
  console.log(`${entries.length} lead(s) in ${store.location}`);
  for (const { lead, state, attempts, lastReason, nextAttemptAt } of entries) {
    const who =
      text(lead.fields.name) ||
      text(lead.fields.customerName) ||
      text(lead.fields.email) ||
      text(lead.fields.customerEmail);
    const email = text(lead.fields.email) || text(lead.fields.customerEmail);
    const detail = [
      attempts > 0 ? `${attempts} attempt(s)` : '',
      state === 'pending' && nextAttemptAt ? `next ${nextAttemptAt}` : '',
      lastReason && state !== 'delivered' ? `last: ${lastReason}` : '',
      ...lead.attachments.map((file) =>
        file.storedIn === 'supabase-storage'
          ? `file resumes/${file.file} (Supabase Storage)`
          : `file ${path.join(directory, 'resumes', file.file)}`,
      ),
    ]
      .filter(Boolean)
      .join('; ');
    console.log(
      [lead.receivedAt, lead.kind.padEnd(15), state.padEnd(17), `${who} <${email}>`, detail].filter(Boolean).join('  '),
    );
  }
}
