import { z } from 'zod';

/** The enquiries the site takes; each is one lead. */
export const LEAD_KINDS = [
  'contact',
  'service-request',
  'audit-request',
  'job-application',
  'website-request',
  'booking',
] as const;
export type LeadKind = (typeof LEAD_KINDS)[number];

/**
 * How a lead reaches the studio: a mail draft the visitor's own mail client sends (the site
 * cannot know whether it was sent, so the stored lead is the studio's copy), or a call the
 * server makes and retries until it succeeds.
 */
export type DeliveryKind = 'mail-draft' | 'booking' | 'website-request';

/**
 * How the studio is told of a lead, whatever its delivery: an e-mail to the enquiry address
 * (through the e-mail API, or the outbox) and, when configured, a signed webhook. Each is a
 * delivery of its own, stored and retried like the main one (docs/decisions/0017).
 */
export const NOTIFY_CHANNELS = ['mail', 'webhook'] as const;
export type NotifyChannel = (typeof NOTIFY_CHANNELS)[number];
/** `delivery`: the lead's own delivery (booking, forward); the others tell the studio. */
export type Channel = 'delivery' | NotifyChannel;

const json: z.ZodType<unknown> = z.unknown();

export const attachmentSchema = z.object({
  /** A random name; nothing of the visitor's file name. */
  file: z.string().regex(/^[a-f0-9-]{36}\.(pdf|doc|docx)$/),
  /** LEADS_DIR/resumes/, or the `resumes` bucket of Supabase Storage. */
  storedIn: z.enum(['leads-dir', 'supabase-storage']).default('leads-dir'),
  contentType: z.string(),
  size: z.number().int().nonnegative(),
  sha256: z.string().regex(/^[a-f0-9]{64}$/),
});
export type Attachment = z.infer<typeof attachmentSchema>;

const capped = z.string().max(500).optional();

/** Where the visitor came from (campaign parameters, click ids, referrer, pages), as sent: untrusted text. */
export const leadSourceSchema = z.object({
  utmSource: capped,
  utmMedium: capped,
  utmCampaign: capped,
  utmTerm: capped,
  utmContent: capped,
  gclid: capped,
  msclkid: capped,
  fbclid: capped,
  referrer: capped,
  landingPage: capped,
  formPage: capped,
});
export type LeadSource = z.infer<typeof leadSourceSchema>;

/** The spam verdict the form action reached; `reasons` are short words for staff ('links', 'too-fast'). */
export const spamVerdictSchema = z.object({ spam: z.boolean(), reasons: z.array(z.string()) });
export type SpamVerdict = z.infer<typeof spamVerdictSchema>;

export const leadEventSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('lead'),
    id: z.string(),
    key: z.string(),
    kind: z.enum(LEAD_KINDS),
    delivery: z.enum(['mail-draft', 'booking', 'website-request']),
    receivedAt: z.string(),
    /** What the visitor sent, as validated. */
    fields: z.record(z.string(), json),
    /** What the delivery call sends (the booking or website-request payload). */
    payload: json.optional(),
    attachments: z.array(attachmentSchema).default([]),
    source: leadSourceSchema.optional(),
    spam: spamVerdictSchema.optional(),
    /** The channels that tell the studio of this lead (none for leads stored before there were any). */
    notify: z.array(z.enum(NOTIFY_CHANNELS)).default([]),
  }),
  z.object({
    type: z.literal('attempt'),
    key: z.string(),
    /** Which delivery of the lead this attempt was (older lines: the lead's own delivery). */
    channel: z.enum(['delivery', ...NOTIFY_CHANNELS]).default('delivery'),
    at: z.string(),
    attempt: z.number().int().positive(),
    outcome: z.enum(['delivered', 'failed', 'refused', 'gave-up']),
    reason: z.string().optional(),
    nextAttemptAt: z.string().optional(),
  }),
  /** Staff released a lead marked as spam: it is delivered and notified like any other. */
  z.object({ type: z.literal('release'), key: z.string(), at: z.string() }),
]);
export type LeadEvent = z.infer<typeof leadEventSchema>;
export type LeadRecord = Extract<LeadEvent, { type: 'lead' }>;
export type AttemptRecord = Extract<LeadEvent, { type: 'attempt' }>;
export type ReleaseRecord = Extract<LeadEvent, { type: 'release' }>;

/**
 * Where a lead stands: `handed-to-visitor` (a mail draft: stored, the visitor's mail client
 * sends it), `pending` (waiting for its first or next delivery attempt), `delivered`,
 * `refused` (the visitor's endpoint was not acceptable; they were asked to change it),
 * `gave-up` (every attempt failed; staff follow it up from the list) or `spam` (set aside: neither
 * delivered nor notified until staff release it).
 */
export type DeliveryState = 'handed-to-visitor' | 'pending' | 'delivered' | 'refused' | 'gave-up' | 'spam';

/** Where one notification of a lead stands. */
export interface ChannelState {
  state: 'pending' | 'delivered' | 'refused' | 'gave-up';
  attempts: number;
  lastReason?: string | undefined;
  nextAttemptAt?: string | undefined;
}

export interface LeadState {
  lead: LeadRecord;
  state: DeliveryState;
  attempts: number;
  lastReason?: string | undefined;
  nextAttemptAt?: string | undefined;
  notifications: Partial<Record<NotifyChannel, ChannelState>>;
}

/** The state a lead starts in: spam is set aside; otherwise as its delivery says. */
export function initialState(lead: LeadRecord): DeliveryState {
  if (lead.spam?.spam) return 'spam';
  return lead.delivery === 'mail-draft' ? 'handed-to-visitor' : 'pending';
}
