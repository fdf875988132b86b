import { resetEnv } from '~/env.server';
import { runLeadsCommand } from '~/leads/leads-command.server';
import { getLeadService, leadStoreFromEnv, personalDataPlacesFromEnv } from '~/leads/leads.server';
import { type AcceptedEmail, startMailApiStandIn } from './mail-api-stand-in';

// What the tests of booking mails as deliveries share: the e-mail API stand-in the site is
// pointed at, and the staff command that shows where each mail stands.

/**
 * The e-mail API stand-in, with the site's mailer pointed at it until it is closed. The
 * Date is held still in these tests, so the stand-in's rate limit (per second) would never clear:
 * it is set wide.
 */
export async function mailApiForBookings() {
  const api = await startMailApiStandIn({ perSecond: 100 });
  process.env.RESEND_API_KEY = api.apiKey;
  process.env.RESEND_API_URL = api.url;
  process.env.MAIL_FROM = 'website@bluebonnetlabs.studio';
  resetEnv();
  return {
    ...api,
    /** The mails the API took whose subject matches. */
    sent: (subject: RegExp): AcceptedEmail[] => api.accepted.filter((mail) => subject.test(mail.body.subject)),
    async close() {
      await api.close();
      delete process.env.RESEND_API_KEY;
      delete process.env.RESEND_API_URL;
      delete process.env.MAIL_FROM;
      resetEnv();
    },
  };
}

/** What `npm run leads -- ARGV` prints, as staff read it (its answer and its usage errors alike). */
export async function staffCommand(...argv: string[]): Promise<string> {
  const out: string[] = [];
  await runLeadsCommand(argv, {
    store: leadStoreFromEnv(),
    service: getLeadService,
    places: personalDataPlacesFromEnv(),
    out: (line) => out.push(line),
    err: (line) => out.push(line),
  });
  return out.join('\n');
}

/** `npm run leads -- list --kind booking-mail`: where each booking mail stands. */
export function listedBookingMails(): Promise<string> {
  return staffCommand('list', '--kind', 'booking-mail');
}
