// `npm run leads -- …`: the staff command (leads-command.server.ts) over the configured lead store:
// Supabase's leads table when SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY are set, otherwise
// LEADS_DIR (default .data/leads).
import { runLeadsCommand } from '~/leads/leads-command.server';
import { leadServiceFromEnv, leadStoreFromEnv, personalDataPlacesFromEnv } from '~/leads/leads.server';

process.exitCode = await runLeadsCommand(process.argv.slice(2), {
  store: leadStoreFromEnv(),
  service: leadServiceFromEnv,
  places: personalDataPlacesFromEnv(),
  out: (line) => console.log(line),
  err: (line) => console.error(line),
  write: (text) => process.stdout.write(text),
});
