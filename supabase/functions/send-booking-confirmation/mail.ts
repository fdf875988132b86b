// The e-mails the function sends: the confirmation to the visitor (the same text the site's local
// gateway writes as an .eml file; a Node test keeps them equal) and a notice to the studio.

export type MailBooking = {
  customerName: string;
  customerEmail: string;
  customerPhone: string;
  company: string;
  date: string;
  time: string;
  meetingType: 'phone' | 'video';
  description: string;
};

export type Mail = { from: string; to: string; replyTo?: string; subject: string; text: string };

const MEETING_LABELS = { phone: 'Phone call', video: 'Video call' } as const;
export const CALL_DURATION_MINUTES = 30;

/** Header values stay on one line, so a value cannot add headers of its own. */
export function oneLine(value: string): string {
  // deno-lint-ignore no-control-regex
  return value.replace(/[\u0000-\u001F\u007F-\u009F\u2028\u2029]+/g, ' ').trim();
}

export function confirmationSubject(booking: MailBooking): string {
  return `Booking request received: ${booking.date} at ${booking.time} CST`;
}

export function confirmationText(booking: MailBooking, companyName: string): string {
  return [
    `Hello ${oneLine(booking.customerName)},`,
    '',
    `Thank you for booking a free consultation with ${companyName}. We've received your request and will confirm the meeting details within 24 hours.`,
    '',
    `Date: ${booking.date}`,
    `Time: ${booking.time} CST`,
    `Meeting type: ${MEETING_LABELS[booking.meetingType]}`,
    `Duration: ${CALL_DURATION_MINUTES} minutes`,
    `Phone: ${oneLine(booking.customerPhone)}`,
    `Company: ${oneLine(booking.company) || 'Not provided'}`,
    '',
    'What you would like to discuss:',
    booking.description.trim() || 'Not provided',
    '',
    `— ${companyName}`,
  ].join('\r\n');
}

export function confirmationMail(booking: MailBooking, sender: { from: string; companyName: string }): Mail {
  return {
    from: `${oneLine(sender.companyName)} <${oneLine(sender.from)}>`,
    to: `${oneLine(booking.customerName)} <${oneLine(booking.customerEmail)}>`,
    replyTo: oneLine(sender.from),
    subject: confirmationSubject(booking),
    text: confirmationText(booking, sender.companyName),
  };
}

export function studioNotice(booking: MailBooking, sender: { from: string; studio: string }): Mail {
  return {
    from: oneLine(sender.from),
    to: oneLine(sender.studio),
    replyTo: `${oneLine(booking.customerName)} <${oneLine(booking.customerEmail)}>`,
    subject: oneLine(`New call booking: ${booking.customerName} on ${booking.date} at ${booking.time} CST`),
    text: [
      `Name: ${oneLine(booking.customerName)}`,
      `Email: ${oneLine(booking.customerEmail)}`,
      `Phone: ${oneLine(booking.customerPhone)}`,
      `Company: ${oneLine(booking.company) || 'Not provided'}`,
      `Date: ${booking.date}`,
      `Time: ${booking.time} CST`,
      `Meeting type: ${MEETING_LABELS[booking.meetingType]}`,
      '',
      booking.description.trim() || 'No description.',
    ].join('\r\n'),
  };
}

/**
 * Sends one e-mail through Resend's REST API (POST {apiUrl}/emails with a bearer key). The API
 * address comes from the environment; an idempotency key makes a retried send deliver once.
 */
export function createResendMailer({
  apiUrl,
  apiKey,
  fetchImpl = fetch,
  timeoutMs = 8_000,
}: {
  apiUrl: string;
  apiKey: string;
  fetchImpl?: typeof fetch;
  timeoutMs?: number;
}) {
  return async function send(mail: Mail, idempotencyKey: string): Promise<void> {
    const response = await fetchImpl(`${apiUrl.replace(/\/$/, '')}/emails`, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${apiKey}`,
        'Content-Type': 'application/json',
        'Idempotency-Key': idempotencyKey,
      },
      body: JSON.stringify({
        from: mail.from,
        to: [mail.to],
        subject: mail.subject,
        text: mail.text,
        ...(mail.replyTo ? { reply_to: mail.replyTo } : {}),
      }),
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!response.ok) throw new Error(`the e-mail API answered ${response.status}: ${await response.text()}`);
  };
}
