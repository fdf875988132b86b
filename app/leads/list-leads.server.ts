// `npm run leads -- …`: the staff command (leads-command.server.ts) over the configured lead store:
// Supabase's leads table when SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY are set, otherwise
// LEADS_DIR (default .data/leads).
import { runLeadsCommand } from '~/leads/leads-command.server';
import { leadServiceFromEnv, leadStoreFromEnv, personalDataPlacesFromEnv } from '~/leads/leads.server';
import { setLogDestination } from '../../server/logger.js';

// What the command prints is its answer for the person who ran it (a listing, a CSV, a usage
// error), plain text on stdout and stderr, so it reads in a terminal and pipes into other tools.
// What the lead service logs meanwhile (a release delivers a lead) goes to stderr as log lines,
// never into the listing or the CSV.
setLogDestination({ write: (line: string) => void process.stderr.write(line) });

// The command reads the availability document once, for the studio's zone (the environment is
// read at first use, after this): a live subscription to content would keep the process running.
process.env.SANITY_LIVE = 'false';

process.exitCode = await runLeadsCommand(process.argv.slice(2), {
  store: leadStoreFromEnv(),
  service: leadServiceFromEnv,
  places: personalDataPlacesFromEnv(),
  out: (line) => void process.stdout.write(`${line}\n`),
  err: (line) => void process.stderr.write(`${line}\n`),
  write: (text) => process.stdout.write(text),
});
