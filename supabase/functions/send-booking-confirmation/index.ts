// Supabase edge function entry point (Deno). The handling lives in handler.ts so `deno test` and
// the repository's Node tests run the very same code.
import { createHandler } from './handler.ts';
import { createResendMailer } from './mail.ts';
import { createRestStore } from './store.ts';

function required(name: string): string {
  const value = Deno.env.get(name);
  if (!value) throw new Error(`${name} must be set`);
  return value;
}

// Provided by Supabase to every function.
const store = createRestStore(required('SUPABASE_URL'), required('SUPABASE_SERVICE_ROLE_KEY'));
// Set with `supabase secrets set`: the e-mail API, the sender and the studio's inbox.
const apiKey = Deno.env.get('RESEND_API_KEY');
const apiUrl = Deno.env.get('RESEND_API_URL');
const sender = {
  from: required('BOOKING_MAIL_FROM'),
  companyName: Deno.env.get('BOOKING_COMPANY_NAME') ?? 'Bluebonnet Labs',
  studio: required('BOOKING_STUDIO_EMAIL'),
};

Deno.serve(
  createHandler({
    ...store,
    sender,
    ...(apiKey && apiUrl ? { sendMail: createResendMailer({ apiUrl, apiKey }) } : {}),
  }),
);
