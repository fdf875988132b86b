// Supabase edge function entry point (Deno). The handling lives in handler.ts so the
// repository's Node tests can serve the very same code.
import { createHandler } from './handler.ts';
import { createRestStore } from './store.ts';

const supabaseUrl = Deno.env.get('SUPABASE_URL');
const serviceRoleKey = Deno.env.get('SUPABASE_SERVICE_ROLE_KEY');
if (!supabaseUrl || !serviceRoleKey) throw new Error('SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY must be set');

Deno.serve(createHandler(createRestStore(supabaseUrl, serviceRoleKey)));
