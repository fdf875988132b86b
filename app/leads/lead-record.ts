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
  }),
  z.object({
    type: z.literal('attempt'),
    key: z.string(),
    at: z.string(),
    attempt: z.number().int().positive(),
    outcome: z.enum(['delivered', 'failed', 'refused', 'gave-up']),
    reason: z.string().optional(),
    nextAttemptAt: z.string().optional(),
  }),
]);
export type LeadEvent = z.infer<typeof leadEventSchema>;
export type LeadRecord = Extract<LeadEvent, { type: 'lead' }>;
export type AttemptRecord = Extract<LeadEvent, { type: 'attempt' }>;

/**
 * Where a lead stands: `handed-to-visitor` (a mail draft: stored, the visitor's mail client
 * sends it), `pending` (waiting for its first or next delivery attempt), `delivered`,
 * `refused` (the visitor's endpoint was not acceptable; they were asked to change it) or
 * `gave-up` (every attempt failed; staff follow it up from the list).
 */
export type DeliveryState = 'handed-to-visitor' | 'pending' | 'delivered' | 'refused' | 'gave-up';

export interface LeadState {
  lead: LeadRecord;
  state: DeliveryState;
  attempts: number;
  lastReason?: string | undefined;
  nextAttemptAt?: string | undefined;
}
