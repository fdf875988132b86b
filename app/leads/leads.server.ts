import path from 'node:path';
import { z } from 'zod';
import { getContent } from '~/content/content.server';
import { getEnv, leadsDirectory, supabaseServer } from '~/env.server';
import type { WebsiteRequestPayload } from '~/submissions/website-request-payload';
import { SLOT_TAKEN } from '~/lib/booking/booking';
import type { BookingMail, MailHandover } from '~/bookings/booking-changes.server';
import { bookingGatewayFromEnv, DEFAULT_BOOKINGS_DIR, FUNCTION_TIMEOUT_MS } from '~/bookings/booking-gateway.server';
import { siteLinkOrigin } from '~/bookings/booking-links.server';
import { remindDueBookings } from '~/bookings/booking-reminders.server';
import { FORWARD_TIMEOUT_MS, forwardFromEnv } from '~/leads/website-request.server';
import {
  MAIL_API_TIMEOUT_MS,
  mailerFromEnv,
  type Mailer,
  type OutgoingMail,
  outboxDirectory,
  senderAddress,
} from '~/mail/mailer.server';
import { leaseFor } from './delivery-claims.server';
import { createRetention, type PersonalDataPlaces } from './lead-erasure.server';
import type { LeadRecord } from './lead-record';
import { createLeadService, type DeliveryResult, type LeadInput, type LeadService } from './lead-service.server';
import { createFileLeadStore, type LeadStore } from './lead-store.server';
import { createMailNotifier, createWebhookNotifier, WEBHOOK_TIMEOUT_MS } from './notification.server';
import { type CheckedResume, readResume, saveResume, uploadResume } from './resume.server';
import { createSupabaseLeadStore } from './supabase-lead-store.server';
import { bookingPayloadOf } from '../../supabase/functions/_shared/booking-payload.ts';
import { logger } from '../../server/logger.js';

const websitePayloadSchema = z.object({
  request: z.object({
    subject: z.string(),
    name: z.string(),
    email: z.string(),
    phone: z.string(),
    company: z.string(),
    websiteType: z.string(),
    currentWebsite: z.string(),
    pages: z.string(),
    additionalPages: z.string(),
    businessDescription: z.string(),
    goals: z.string(),
    features: z.string(),
    timeline: z.string(),
    budget: z.string(),
    ongoingSupport: z.enum(['Yes', 'No']),
    additionalInfo: z.string(),
    message: z.string(),
  }) satisfies z.ZodType<WebsiteRequestPayload>,
  typedEndpoint: z.string().optional(),
});

async function deliverBooking(lead: LeadRecord): Promise<DeliveryResult> {
  const booking = bookingPayloadOf(lead.payload);
  if (!booking) return { status: 'refused', reason: 'the stored booking is not a booking payload' };
  const settings = await getContent().siteSettings();
  if (!settings) return { status: 'failed', reason: 'the site settings are missing' };
  const gateway = bookingGatewayFromEnv({ from: settings.enquiryEmail, companyName: settings.companyName });
  const origin = z.object({ siteOrigin: z.string() }).safeParse(lead.payload).data?.siteOrigin;
  const result = await gateway.send({ ...booking, submissionKey: lead.id }, siteLinkOrigin(origin));
  if (result.ok) return { status: 'delivered' };
  // A slot another booking holds, or one the rules refuse, stays so: retrying cannot help.
  if (result.slotTaken) return { status: 'refused', reason: SLOT_TAKEN };
  if (result.refused) return { status: 'refused', reason: `${gateway.name} gateway: ${result.reason}` };
  return { status: 'failed', reason: `${gateway.name} gateway: ${result.reason}` };
}

async function deliverWebsiteRequest(lead: LeadRecord): Promise<DeliveryResult> {
  const payload = websitePayloadSchema.safeParse(lead.payload);
  if (!payload.success) return { status: 'refused', reason: 'the stored request is not a website-request payload' };
  const result = await forwardFromEnv(payload.data.request, payload.data.typedEndpoint, lead.id);
  if (result.status === 'sent') return { status: 'delivered' };
  if (result.status === 'refused') return { status: 'refused', reason: result.message };
  return { status: 'failed', reason: result.reason, ...(result.unanswered ? { mayStillRun: true } : {}) };
}

/** A message as it is kept until sent: the mail itself, every part text (an invite is text). */
const keptMailSchema = z.object({
  idempotencyKey: z.string().min(1),
  from: z.string(),
  to: z.string(),
  replyTo: z.string().optional(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  attachments: z.array(z.object({ filename: z.string(), content: z.string(), contentType: z.string() })).optional(),
}) satisfies z.ZodType<OutgoingMail>;

/** Sends a kept message; its idempotency key lets the e-mail API (or the outbox) take a repeat once. */
function mailDeliverer(mailer: Mailer) {
  return async function deliverMail(lead: LeadRecord): Promise<DeliveryResult> {
    const mail = keptMailSchema.safeParse(lead.payload);
    if (!mail.success) return { status: 'refused', reason: 'the stored message is not a mail' };
    const result = await mailer.send(mail.data);
    if (result.status === 'sent') return { status: 'delivered' };
    return { status: result.retryable ? 'failed' : 'refused', reason: `${mailer.name}: ${result.reason}` };
  };
}

/** Tells the studio of a lead by e-mail (the API, or the outbox), with any résumé attached. */
function mailNotifier(mailer: Mailer) {
  const supabase = supabaseServer();
  return createMailNotifier({
    mailer,
    studio: () => getContent().siteSettings(),
    from: senderAddress,
    readAttachment: (file) => readResume(file, { directory: path.join(leadsDirectory(), 'resumes'), supabase }),
  });
}

/**
 * Supabase's `leads` table when SUPABASE_URL and the server-side SUPABASE_SERVICE_ROLE_KEY are
 * set; otherwise the JSONL outbox under LEADS_DIR.
 */
export function leadStoreFromEnv(): LeadStore {
  const supabase = supabaseServer();
  if (supabase) return createSupabaseLeadStore(supabase.url, supabase.serviceRoleKey);
  return createFileLeadStore(leadsDirectory());
}

/** Where the configuration keeps visitors' data besides the lead store (what an erasure clears). */
export function personalDataPlacesFromEnv(): PersonalDataPlaces {
  const env = getEnv();
  return {
    resumes: path.join(leadsDirectory(), 'resumes'),
    outbox: outboxDirectory(),
    bookings: path.resolve(env.BOOKINGS_DIR ?? DEFAULT_BOOKINGS_DIR),
    supabase: supabaseServer(),
  };
}

/**
 * How long a claim on one delivery holds: no instance starts an attempt while another's may still
 * run, so the claim outlasts every deliverer's time-out.
 */
export const DELIVERY_LEASE_MS = leaseFor([
  FUNCTION_TIMEOUT_MS,
  FORWARD_TIMEOUT_MS,
  MAIL_API_TIMEOUT_MS,
  WEBHOOK_TIMEOUT_MS,
]);

/** A lead service with the store, deliverers and notifiers the environment configures; not started. */
export function leadServiceFromEnv(): LeadService {
  const env = getEnv();
  const store = leadStoreFromEnv();
  const retention = createRetention({ store, places: personalDataPlacesFromEnv(), days: env.LEAD_RETENTION_DAYS });
  // One mailer for the studio's notifications and the booking mails: the e-mail API's pace is one.
  const mailer = mailerFromEnv();
  return createLeadService({
    store,
    deliverers: { booking: deliverBooking, 'website-request': deliverWebsiteRequest, mail: mailDeliverer(mailer) },
    notifiers: {
      mail: mailNotifier(mailer),
      ...(env.LEADS_WEBHOOK_URL && env.LEADS_WEBHOOK_SECRET
        ? { webhook: createWebhookNotifier({ url: env.LEADS_WEBHOOK_URL, secret: env.LEADS_WEBHOOK_SECRET }) }
        : {}),
    },
    maxAttempts: env.LEAD_RETRY_MAX_ATTEMPTS,
    baseDelayMs: env.LEAD_RETRY_BASE_SECONDS * 1000,
    leaseMs: DELIVERY_LEASE_MS,
    // After each retry pass: the retention job and the booking reminders (each knows when it is due).
    housekeeping: (now) => Promise.all([retention(now), remindDueBookings(keepBookingMails)]),
  });
}

let service: LeadService | undefined;

/** The lead service of this process, its retrier running (outside tests, which drive retries themselves). */
export function getLeadService(): LeadService {
  if (!service) {
    service = leadServiceFromEnv();
    // Also outside the project's server (remix-serve, vite dev) failed deliveries are retried.
    if (getEnv().NODE_ENV !== 'test') service.start(retryInterval());
  }
  return service;
}

/** The retrier looks for due deliveries at least this often. */
export const RETRY_INTERVAL_MAX_MS = 5_000;

/** How often the background retrier looks: every first retry's wait, at most RETRY_INTERVAL_MAX_MS. */
function retryInterval(): number {
  return Math.min(RETRY_INTERVAL_MAX_MS, getEnv().LEAD_RETRY_BASE_SECONDS * 1000);
}

export function startLeadRetrier(intervalMs?: number) {
  getLeadService().start(intervalMs ?? retryInterval());
}

/** Stops the retrier, for a graceful shutdown; resolves once a pass under way has finished. */
export async function stopLeadRetrier() {
  await service?.stop();
}

/**
 * Keeps a lead whose delivery is a mail draft the visitor sends. When the store cannot write,
 * the caller answers 503 with the draft offered (never a success), and the failure is logged.
 */
export async function keepMailDraftLead(
  input: Pick<LeadInput, 'fields' | 'submissionId' | 'attachments' | 'meta'> & {
    kind: 'contact' | 'service-request' | 'audit-request' | 'job-application';
  },
) {
  return getLeadService().accept({ ...input, delivery: 'mail-draft' });
}

/**
 * Keeps each mail of a booking (a change's, a reminder) as a delivery of its own (no
 * notification: it is no enquiry), then sends it; one the mail API refuses now stays pending and
 * the retrier sends it (docs/decisions/0032). When the store cannot write, the mail is sent once
 * as it is.
 */
export async function keepBookingMails(mails: BookingMail[]): Promise<MailHandover[]> {
  const service = getLeadService();
  return Promise.all(
    mails.map(async ({ mail, booking }): Promise<MailHandover> => {
      const kept = await service.accept({
        kind: 'booking-mail',
        delivery: 'mail',
        fields: { name: booking.customerName, email: booking.customerEmail, to: mail.to, subject: mail.subject },
        payload: keptMail(mail),
        submissionId: mail.idempotencyKey,
        notify: false,
      });
      if (kept.status === 'stored') return 'kept';
      const sent = await mailerFromEnv().send(mail);
      if (sent.status === 'sent') return 'sent';
      logger('booking').error({ mail: mail.idempotencyKey, reason: sent.reason }, 'a booking mail was not sent');
      return 'unsent';
    }),
  );
}

/** The mail as JSON keeps it: attachments as text. */
function keptMail(mail: OutgoingMail): OutgoingMail {
  return {
    ...mail,
    ...(mail.attachments
      ? { attachments: mail.attachments.map((file) => ({ ...file, content: file.content.toString() })) }
      : {}),
  };
}

/** Keeps a checked résumé: Supabase Storage's `resumes` bucket when configured, else LEADS_DIR/resumes. */
export function keepResume(resume: CheckedResume) {
  const supabase = supabaseServer();
  if (supabase) return uploadResume(supabase.url, supabase.serviceRoleKey, resume);
  return saveResume(path.join(leadsDirectory(), 'resumes'), resume);
}
