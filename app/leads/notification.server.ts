import { createHmac } from 'node:crypto';
import {
  AUDIT_APP_TYPES,
  AUDIT_BUDGETS,
  AUDIT_PLATFORMS,
  AUDIT_TIMELINES,
  type AuditOption,
} from '~/lib/audit-options';
import { headerSafe, mailbox, type MailAttachment, type Mailer, type OutgoingMail } from '~/mail/mailer.server';
import type { LeadSource } from '~/submissions/submission-meta';
import { isMeetingType, meetingLabel, zoneNameInText } from '~/lib/booking/booking';
import { bookingInviteAttachments } from '~/bookings/booking-invite';
import { type BookingNotice, bookingNotice } from '~/bookings/booking-notice.server';
import { escapeHtml } from '../../supabase/functions/_shared/text.ts';
import { type Attachment, type LeadKind, leadPersonFields, type LeadRecord } from './lead-record';
import { studioTimeZone } from './studio-zone.server';

// What the studio receives for every lead: an e-mail to the enquiry address and, where one is
// configured, a signed webhook (docs/decisions/0017). Everything the visitor sent goes to the
// studio, never back to the visitor.

const KIND_TITLES: Record<LeadKind, string> = {
  contact: 'contact enquiry',
  'service-request': 'service request',
  'audit-request': 'audit request',
  'job-application': 'job application',
  'website-request': 'website request',
  booking: 'call booking',
  'booking-mail': 'booking mail',
};

/** Labels of the fields the forms store; a field not listed is named from its key. */
const FIELD_LABELS: Record<string, string> = {
  name: 'Name',
  customerName: 'Name',
  contactName: 'Contact name',
  companyName: 'Company',
  company: 'Company',
  email: 'Email',
  customerEmail: 'Email',
  phone: 'Phone',
  customerPhone: 'Phone',
  jobTitle: 'Position',
  serviceTitle: 'Service',
  message: 'Message',
  additionalInfo: 'Additional information',
  appName: 'App name',
  platform: 'Platform',
  appType: 'App type',
  appStoreUrl: 'App store URL',
  timeline: 'Timeline',
  budget: 'Budget',
  specialRequirements: 'Special requirements',
  date: 'Date',
  time: 'Time',
  meetingType: 'Meeting type',
  description: 'What they would like to discuss',
  websiteType: 'Website type',
  currentWebsite: 'Current website',
  pages: 'Pages',
  additionalPages: 'Additional pages',
  businessDescription: 'Business description',
  goals: 'Goals',
  features: 'Features',
  ongoingSupport: 'Ongoing support',
  endpoint: 'Form endpoint',
};

/** Stored for de-duplication or lookup only: nothing a person needs to read. */
const HIDDEN_FIELDS = new Set(['resumeSha256', 'job', 'service']);

const OPTION_LISTS: Record<string, readonly AuditOption[]> = {
  platform: AUDIT_PLATFORMS,
  appType: AUDIT_APP_TYPES,
  timeline: AUDIT_TIMELINES,
  budget: AUDIT_BUDGETS,
};

const receivedFormats = new Map<string, Intl.DateTimeFormat>();

/** When a lead came in, on the studio's clock and named so ("… at 9:05 AM Central time"). */
function received(at: string, timeZone: string): string {
  let format = receivedFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { dateStyle: 'full', timeStyle: 'short', timeZone });
    receivedFormats.set(timeZone, format);
  }
  return `${format.format(new Date(at))} ${zoneNameInText(timeZone)}`;
}

const SOURCE_LABELS: Record<keyof LeadSource, string> = {
  utmSource: 'utm_source',
  utmMedium: 'utm_medium',
  utmCampaign: 'utm_campaign',
  utmTerm: 'utm_term',
  utmContent: 'utm_content',
  gclid: 'gclid',
  msclkid: 'msclkid',
  fbclid: 'fbclid',
  referrer: 'Referrer',
  landingPage: 'First page of the visit',
  formPage: 'Form page',
};

function humanize(key: string): string {
  const words = key.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

function display(kind: LeadKind, key: string, value: unknown): string {
  if (Array.isArray(value)) return value.map(String).join(', ');
  if (typeof value !== 'string') return value === undefined || value === null ? '' : JSON.stringify(value);
  if (kind === 'audit-request' && OPTION_LISTS[key])
    return OPTION_LISTS[key].find((option) => option.value === value)?.label ?? value;
  if (key === 'meetingType') return isMeetingType(value) ? meetingLabel(value) : value;
  if (key === 'ongoingSupport') return value === 'on' ? 'Yes' : value;
  return value.trim();
}

/** The booking as the visitor saw it (written date, the studio's zone), from the stored payload. */
function bookedFor(lead: LeadRecord, timeZone: string): string | undefined {
  if (lead.kind !== 'booking' || !lead.payload || typeof lead.payload !== 'object') return undefined;
  const { date, time } = lead.payload as Record<string, unknown>;
  return typeof date === 'string' && typeof time === 'string'
    ? `${date} at ${time} ${zoneNameInText(timeZone)}`
    : undefined;
}

export type LabelledValue = { label: string; value: string };

/** Every field the visitor filled in, with its label, in the order the form has them; a booking's time in `timeZone`, the studio's. */
export function labelledFields(lead: LeadRecord, timeZone: string): LabelledValue[] {
  const when = bookedFor(lead, timeZone);
  const rows: LabelledValue[] = [];
  for (const [key, raw] of Object.entries(lead.fields)) {
    if (HIDDEN_FIELDS.has(key) || (when && key === 'time')) continue;
    if (when && key === 'date') {
      rows.push({ label: 'Booked for', value: when });
      continue;
    }
    const value = display(lead.kind, key, raw);
    if (value) rows.push({ label: FIELD_LABELS[key] ?? humanize(key), value });
  }
  return rows;
}

export function sourceRows(source: LeadSource | undefined): LabelledValue[] {
  if (!source) return [];
  return (Object.keys(SOURCE_LABELS) as (keyof LeadSource)[]).flatMap((key) => {
    const value = source[key];
    return value ? [{ label: SOURCE_LABELS[key], value }] : [];
  });
}

/** Who sent it: the name, and the company (or the position applied for). */
export function leadPerson(lead: LeadRecord): { name: string; email: string; detail: string } {
  const fields = lead.fields;
  const { name, email } = leadPersonFields(lead);
  const detail = text(fields.jobTitle) || text(fields.company) || text(fields.companyName);
  return { name, email, detail };
}

/** "New contact enquiry: Jane Doe, Acme" */
function notificationSubject(lead: LeadRecord, timeZone: string): string {
  const { name, detail } = leadPerson(lead);
  const when = bookedFor(lead, timeZone);
  return headerSafe(
    `New ${KIND_TITLES[lead.kind]}: ${[name, detail].filter(Boolean).join(', ')}${when ? ` (${when})` : ''}`,
  ).slice(0, 200);
}

function textBlock(rows: LabelledValue[]): string {
  return rows
    .map(({ label, value }) => (value.includes('\n') ? `${label}:\n${value}` : `${label}: ${value}`))
    .join('\n');
}

function htmlTable(rows: LabelledValue[]): string {
  const cells = rows
    .map(
      ({ label, value }) =>
        `<tr><th align="left" valign="top" style="padding:4px 12px 4px 0">${escapeHtml(label)}</th><td style="padding:4px 0;white-space:pre-wrap">${escapeHtml(value)}</td></tr>`,
    )
    .join('');
  return `<table role="presentation" cellspacing="0" cellpadding="0">${cells}</table>`;
}

export type NotificationContext = {
  companyName: string;
  /** The enquiry address of the site settings. */
  studioAddress: string;
  /** The studio's zone (the booking availability document's): times are shown on its clock. */
  timeZone: string;
  from: string;
  /** The résumé and other kept files, read from where they are stored. */
  attachments: MailAttachment[];
  /** A booking lead: whether the booking is on the calendar, and then the studio's links. */
  booking?: BookingNotice;
};

/** The lines of a booking's notice: its confirm and decline links, or why it is not booked. */
function bookingLines(booking: BookingNotice | undefined): LabelledValue[] {
  if (!booking) return [];
  if (!booking.recorded)
    return [
      {
        label: 'Not booked',
        value: 'The time was taken by another booking, or is no longer open. Write to them to find another.',
      },
    ];
  if (!booking.links) return [];
  return [
    { label: 'Confirm the call', value: booking.links.confirm },
    { label: 'Decline the call', value: booking.links.decline },
  ];
}

/** The e-mail that tells the studio of a lead: every field, the source, the lead id; Reply-To the visitor. */
export function notificationMail(lead: LeadRecord, context: NotificationContext): OutgoingMail {
  const person = leadPerson(lead);
  const fields = [...labelledFields(lead, context.timeZone), ...bookingLines(context.booking)];
  const source = sourceRows(lead.source);
  const about = [
    { label: 'Lead id', value: lead.id },
    { label: 'Received', value: received(lead.receivedAt, context.timeZone) },
    ...(lead.spam?.spam ? [{ label: 'Released from spam', value: lead.spam.reasons.join(', ') }] : []),
    ...context.attachments.map((file) => ({ label: 'Attached', value: `${file.filename} (${file.contentType})` })),
  ];
  const intro = `A new ${KIND_TITLES[lead.kind]} came in through the ${context.companyName} website.`;
  const replyHint = person.email ? `Reply to this e-mail to answer ${person.name}.` : '';
  const textBody = [
    intro,
    replyHint,
    '',
    textBlock(fields),
    '',
    'Where they came from',
    source.length ? textBlock(source) : 'Not known (a direct visit, or the browser sent nothing).',
    '',
    textBlock(about),
    '',
  ].join('\n');
  const html = [
    '<!doctype html><html><body style="font-family:system-ui,sans-serif;font-size:15px;color:#111">',
    `<p>${escapeHtml(intro)} ${escapeHtml(replyHint)}</p>`,
    htmlTable(fields),
    '<h3 style="font-size:15px;margin:20px 0 6px">Where they came from</h3>',
    source.length ? htmlTable(source) : '<p>Not known (a direct visit, or the browser sent nothing).</p>',
    `<p style="color:#555;font-size:13px;margin-top:20px">${about.map((row) => `${escapeHtml(row.label)}: ${escapeHtml(row.value)}`).join('<br>')}</p>`,
    '</body></html>',
  ].join('');
  return {
    idempotencyKey: `lead-notification/${lead.id}`,
    from: context.from,
    to: context.studioAddress,
    ...(person.email ? { replyTo: mailbox(person.name, person.email) } : {}),
    subject: notificationSubject(lead, context.timeZone),
    text: textBody,
    html,
    // A booking on the calendar also carries its invite (docs/decisions/0019).
    attachments: [
      ...context.attachments,
      ...(context.booking?.recorded
        ? bookingInviteAttachments(lead, { name: context.companyName, email: context.studioAddress }, new Date())
        : []),
    ],
  };
}

/** Slack's escaping for message text: only these three characters are special. */
function slackEscape(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** The lead as JSON for a CRM, an automation or a chat channel (`text` is what Slack shows). */
function webhookBody(lead: LeadRecord, sentAt: Date, timeZone: string): string {
  const person = leadPerson(lead);
  const fields = labelledFields(lead, timeZone);
  const summary = fields
    .filter((row) => row.value.length <= 300)
    .map((row) => `${row.label}: ${row.value}`)
    .join('\n');
  return JSON.stringify({
    event: 'lead.created',
    id: lead.id,
    kind: lead.kind,
    receivedAt: lead.receivedAt,
    sentAt: sentAt.toISOString(),
    name: person.name,
    email: person.email,
    fields: lead.fields,
    labelled: fields,
    source: lead.source ?? {},
    attachments: lead.attachments.map(({ file, contentType, size, sha256 }) => ({ file, contentType, size, sha256 })),
    text: slackEscape(`${notificationSubject(lead, timeZone)}\n${summary}`),
  });
}

export const WEBHOOK_SIGNATURE_HEADER = 'X-Lead-Signature';

/** `sha256=<hex>`: HMAC-SHA256 of the exact body with the shared secret, as GitHub signs its webhooks. */
export function webhookSignature(body: string, secret: string): string {
  return `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
}

/** A receiver that accepts and never answers must not hold the retrier. */
export const WEBHOOK_TIMEOUT_MS = 8_000;

export type NotifyResult =
  { status: 'delivered' } | { status: 'failed'; reason: string } | { status: 'refused'; reason: string };

/**
 * Posts the lead to the configured webhook, signed, with the lead id as Idempotency-Key so a
 * receiver can drop a repeat. 2xx is delivered; a time-out, 408, 425, 429 and 5xx are retried;
 * any other answer means the receiver will not take it.
 */
export function createWebhookNotifier({
  url,
  secret,
  fetchImpl = fetch,
  now = () => new Date(),
  timeoutMs = WEBHOOK_TIMEOUT_MS,
  timeZone = studioTimeZone,
}: {
  url: string;
  secret: string;
  fetchImpl?: typeof fetch;
  now?: () => Date;
  timeoutMs?: number;
  /** The studio's zone, read when the lead is sent. */
  timeZone?: () => Promise<string>;
}) {
  return async function notifyByWebhook(lead: LeadRecord): Promise<NotifyResult> {
    const body = webhookBody(lead, now(), await timeZone());
    let response: Response;
    try {
      response = await fetchImpl(url, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'Idempotency-Key': lead.id,
          [WEBHOOK_SIGNATURE_HEADER]: webhookSignature(body, secret),
        },
        body,
        redirect: 'manual',
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      const reason = error instanceof Error && error.name === 'TimeoutError' ? 'the webhook timed out' : String(error);
      return { status: 'failed', reason };
    }
    await response.body?.cancel().catch(() => undefined);
    if (response.ok) return { status: 'delivered' };
    const reason = `the webhook answered ${response.status}`;
    return [408, 425, 429].includes(response.status) || response.status >= 500
      ? { status: 'failed', reason }
      : { status: 'refused', reason };
  };
}

/** The résumé's file name in the studio's mail: the applicant's name, never the name they uploaded. */
function attachmentName(lead: LeadRecord, file: string): string {
  const name =
    leadPerson(lead)
      .name.replace(/[^\p{L}\p{N} .'-]+/gu, '')
      .trim()
      .slice(0, 60) || 'applicant';
  return `Resume - ${name}.${file.split('.').pop() ?? 'pdf'}`;
}

/**
 * Tells the studio of a lead by e-mail, with any résumé attached. The studio's address and name
 * are read when the mail is sent, so an editor's change in the site settings applies at once.
 */
export function createMailNotifier({
  mailer,
  studio,
  from,
  readAttachment,
  booking = bookingNotice,
  timeZone = studioTimeZone,
}: {
  mailer: Mailer;
  studio: () => Promise<{ companyName: string; enquiryEmail: string } | null>;
  from: (companyName: string) => string;
  readAttachment: (file: Attachment) => Promise<Buffer>;
  /** What a booking lead's notice says of the booking (read from where the gateway keeps it). */
  booking?: (lead: LeadRecord) => Promise<BookingNotice | 'pending'>;
  /** The studio's zone, read when the mail is sent (as the address and name are). */
  timeZone?: () => Promise<string>;
}) {
  return async function notifyByMail(lead: LeadRecord): Promise<NotifyResult> {
    const settings = await studio();
    if (!settings) return { status: 'failed', reason: 'the site settings are missing' };
    const notice = lead.kind === 'booking' ? await booking(lead) : undefined;
    if (notice === 'pending') return { status: 'failed', reason: 'the booking is not on the calendar yet' };
    const attachments = await Promise.all(
      lead.attachments.map(async (file) => ({
        filename: attachmentName(lead, file.file),
        content: await readAttachment(file),
        contentType: file.contentType,
      })),
    );
    const result = await mailer.send(
      notificationMail(lead, {
        companyName: settings.companyName,
        studioAddress: settings.enquiryEmail,
        timeZone: await timeZone(),
        from: from(settings.companyName),
        attachments,
        ...(notice ? { booking: notice } : {}),
      }),
    );
    if (result.status === 'sent') return { status: 'delivered' };
    return { status: result.retryable ? 'failed' : 'refused', reason: `${mailer.name}: ${result.reason}` };
  };
}
