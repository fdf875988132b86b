// `npm run leads -- …`: the staff command (leads-command.server.ts) over the configured lead store:
// Supabase's leads table when SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY are set, otherwise
// LEADS_DIR (default .data/leads).
import { runLeadsCommand } from '~/leads/leads-command.server';
import { leadServiceFromEnv, leadStoreFromEnv, personalDataPlacesFromEnv } from '~/leads/leads.server';

// The command reads the availability document once, for the studio's zone (the environment is
// read at first use, after this): a live subscription to content would keep the process running.
process.env.SANITY_LIVE = 'false';

process.exitCode = await runLeadsCommand(process.argv.slice(2), {
  store: leadStoreFromEnv(),
  service: leadServiceFromEnv,
  places: personalDataPlacesFromEnv(),
  out: (line) => console.log(line),
  err: (line) => console.error(line),
  write: (text) => process.stdout.write(text),
});
