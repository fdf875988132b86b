// How the function sends the confirmation (its text is composed in _shared/booking-confirmation-mail.ts).
import type { Mail } from '../_shared/booking-confirmation-mail.ts';

/** UTF-8 text as base64, in both runtimes (btoa takes Latin-1 only). */
function base64(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary);
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
        ...(mail.attachments?.length
          ? {
              attachments: mail.attachments.map((file) => ({
                filename: file.filename,
                content: base64(file.content),
                content_type: file.contentType,
              })),
            }
          : {}),
      }),
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!response.ok) throw new Error(`the e-mail API answered ${response.status}: ${await response.text()}`);
  };
}
