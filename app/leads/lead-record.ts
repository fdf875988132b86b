import { z } from 'zod';
import type { LeadSource, SpamVerdict } from '~/submissions/submission-meta';

/** The enquiries the site takes; each is one lead. */
export const LEAD_KINDS = [
  'contact',
  'service-request',
  'audit-request',
  'job-application',
  'website-request',
  'booking',
  /** Not an enquiry: a mail about a booking change (to the prospect or the studio), kept as a delivery of its own. */
  'booking-mail',
] as const;
export type LeadKind = (typeof LEAD_KINDS)[number];

/**
 * How a lead reaches the studio: a mail draft the visitor's own mail client sends (the site
 * cannot know whether it was sent, so the stored lead is the studio's copy), or a call the
 * server makes and retries until it succeeds (the booking function, the website-request
 * forward, or `mail`: a message the site composed, sent through the mailer).
 */
export const DELIVERY_KINDS = ['mail-draft', 'booking', 'website-request', 'mail'] as const;
export type DeliveryKind = (typeof DELIVERY_KINDS)[number];

/** Where a lead's own delivery stands (DeliveryState below says what each means). */
export const DELIVERY_STATES = ['handed-to-visitor', 'pending', 'delivered', 'refused', 'gave-up', 'spam'] as const;
/** Where one notification stands. */
export const CHANNEL_STATES = ['pending', 'delivered', 'refused', 'gave-up'] as const;

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
}) satisfies z.ZodType<LeadSource>;

/** The spam verdict the form action reached; `reasons` are short words for staff ('links', 'too-fast'). */
export const spamVerdictSchema = z.object({
  spam: z.boolean(),
  reasons: z.array(z.string()),
}) satisfies z.ZodType<SpamVerdict>;

/** Where staff stand with a lead; every lead starts `new`. */
export const LEAD_STATUSES = ['new', 'contacted', 'qualified', 'won', 'lost'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

const leadRecordSchema = z.object({
  type: z.literal('lead'),
  id: z.string(),
  key: z.string(),
  kind: z.enum(LEAD_KINDS),
  delivery: z.enum(DELIVERY_KINDS),
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
});

const channelStateSchema = z.object({
  state: z.enum(CHANNEL_STATES),
  attempts: z.number().int().nonnegative(),
  lastReason: z.string().optional(),
  nextAttemptAt: z.string().optional(),
});

const noteSchema = z.object({ at: z.string(), text: z.string() });

const leadStateSchema = z.object({
  lead: leadRecordSchema,
  state: z.enum(DELIVERY_STATES),
  attempts: z.number().int().nonnegative(),
  lastReason: z.string().optional(),
  nextAttemptAt: z.string().optional(),
  notifications: z.object({ mail: channelStateSchema.optional(), webhook: channelStateSchema.optional() }),
  status: z.enum(LEAD_STATUSES).default('new'),
  notes: z.array(noteSchema).default([]),
  erasedAt: z.string().optional(),
});

export const leadEventSchema = z.discriminatedUnion('type', [
  leadRecordSchema,
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
  /** Where staff stand with the enquiry (contacted, won, …), set by the staff command. */
  z.object({ type: z.literal('status'), key: z.string(), at: z.string(), status: z.enum(LEAD_STATUSES) }),
  /** A note staff kept with the lead (what was said on a call). */
  z.object({ type: z.literal('note'), key: z.string(), at: z.string(), text: z.string().max(4000) }),
  /**
   * The person's data was erased (a deletion request, or the retention period ran out): the lead
   * stays as a tombstone with its id and key, so counts and de-duplication still hold.
   */
  z.object({ type: z.literal('erase'), key: z.string(), at: z.string() }),
  /** A lead's whole current state, as the compacted store keeps it (docs/decisions/0022). */
  z.object({ type: z.literal('snapshot'), state: z.lazy(() => leadStateSchema) }),
]);
export type LeadEvent = z.infer<typeof leadEventSchema>;
export type LeadRecord = Extract<LeadEvent, { type: 'lead' }>;
export type AttemptRecord = Extract<LeadEvent, { type: 'attempt' }>;
type LeadNote = z.infer<typeof noteSchema>;

/**
 * Where a lead stands: `handed-to-visitor` (a mail draft: stored, the visitor's mail client
 * sends it), `pending` (waiting for its first or next delivery attempt), `delivered`,
 * `refused` (the visitor's endpoint was not acceptable; they were asked to change it),
 * `gave-up` (every attempt failed; staff follow it up from the list) or `spam` (set aside: neither
 * delivered nor notified until staff release it).
 */
export type DeliveryState = (typeof DELIVERY_STATES)[number];

/** Where one notification of a lead stands. */
export interface ChannelState {
  state: (typeof CHANNEL_STATES)[number];
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
  status: LeadStatus;
  notes: LeadNote[];
  /** When the person's data was erased; the lead is a tombstone since. */
  erasedAt?: string | undefined;
}

/**
 * The fields the forms keep the person's name and e-mail address in (each form names them its
 * own way: a booking's `customerName`, an audit request's `contactName`), in the order they are read.
 */
export const PERSON_FIELDS = {
  name: ['name', 'customerName', 'contactName'],
  email: ['email', 'customerEmail'],
} as const;

/** The first of `keys` that holds text, trimmed ('' when none does). */
function firstText(fields: Record<string, unknown>, keys: readonly string[]): string {
  for (const key of keys) {
    const value = fields[key];
    if (typeof value === 'string' && value.trim()) return value.trim();
  }
  return '';
}

/** Who a lead is from: the name (the e-mail address when no name was given) and the e-mail address, as typed. */
export function leadPersonFields(lead: Pick<LeadRecord, 'fields'>): { name: string; email: string } {
  const email = firstText(lead.fields, PERSON_FIELDS.email);
  return { name: firstText(lead.fields, PERSON_FIELDS.name) || email, email };
}

/** The visitor's e-mail address, lower-cased: who a deletion request names. */
export function leadEmail(lead: LeadRecord): string {
  return leadPersonFields(lead).email.toLowerCase();
}

/**
 * The lead with nothing of the person left: no fields, payload, files, source or notes. The id,
 * key, kind, dates and delivery outcome stay, so counts and de-duplication still hold.
 */
export function tombstone(current: LeadState, at: string): LeadState {
  const { payload: _payload, source: _source, ...lead } = current.lead;
  const scrub = (channel: ChannelState): ChannelState => ({ state: channel.state, attempts: channel.attempts });
  return {
    lead: { ...lead, fields: {}, attachments: [] },
    state: current.state,
    attempts: current.attempts,
    notifications: Object.fromEntries(
      Object.entries(current.notifications).map(([channel, state]) => [channel, scrub(state)]),
    ),
    status: current.status,
    notes: [],
    erasedAt: current.erasedAt ?? at,
  };
}

/** The state a lead starts in: spam is set aside; otherwise as its delivery says. */
export function initialState(lead: LeadRecord): DeliveryState {
  if (lead.spam?.spam) return 'spam';
  return lead.delivery === 'mail-draft' ? 'handed-to-visitor' : 'pending';
}
