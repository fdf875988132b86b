import { randomUUID } from 'node:crypto';
import { chmod, mkdir, open, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import MailComposer from 'nodemailer/lib/mail-composer';
import { getEnv, leadsDirectory } from '~/env.server';
import { oneLine } from '../../supabase/functions/_shared/text.ts';

export type MailAttachment = { filename: string; content: string | Buffer; contentType: string };

/** One e-mail the site sends, whichever way it goes out. */
export type OutgoingMail = {
  /** Stable per message: the API's Idempotency-Key and the outbox file name, so a retry sends once. */
  idempotencyKey: string;
  /** 'Company <sender@…>' */
  from: string;
  to: string;
  replyTo?: string | undefined;
  subject: string;
  text: string;
  html: string;
  attachments?: MailAttachment[] | undefined;
};

type SendResult =
  | { status: 'sent'; id: string }
  /** `retryable`: worth sending again later (outage, rate limit, time-out); otherwise the API refused the message. */
  | { status: 'failed'; reason: string; retryable: boolean };

export interface Mailer {
  readonly name: 'api' | 'outbox';
  send(mail: OutgoingMail): Promise<SendResult>;
}

/** A mail API that accepts and never answers must not hold a delivery for long. */
export const MAIL_API_TIMEOUT_MS = 10_000;

/** Resend's default rate limit for an account: requests a second (RESEND_PER_SECOND changes it). */
const MAIL_API_PER_SECOND = 2;

const OUTBOX_DIRECTORY = 'outbox';

/** Header values stay on one line, so a value cannot add headers of its own. */
export const headerSafe = oneLine;

/** A mailbox for From/To/Reply-To: the display name quoted, so commas or brackets in it stay a name. */
export function mailbox(name: string, address: string): string {
  const display = headerSafe(name).replace(/["\\]/g, '').slice(0, 120);
  const addr = headerSafe(address);
  return display ? `"${display}" <${addr}>` : addr;
}

function fileNameFor(idempotencyKey: string): string {
  return `${idempotencyKey.replace(/[^A-Za-z0-9._-]+/g, '_').slice(0, 180)}.eml`;
}

/** The message as RFC 5322 text, built by nodemailer's composer (MIME parts, encodings, folding). */
async function composeMessage(mail: OutgoingMail, date: Date): Promise<Buffer> {
  const composer = new MailComposer({
    from: mail.from,
    to: mail.to,
    ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
    subject: headerSafe(mail.subject),
    text: mail.text,
    html: mail.html,
    date,
    messageId: `<${fileNameFor(mail.idempotencyKey).replace(/\.eml$/, '')}@outbox.local>`,
    attachments: (mail.attachments ?? []).map((file) => ({
      filename: file.filename,
      content: file.content,
      contentType: file.contentType,
    })),
  });
  // The composer ends lines with LF; a message on disk or on the wire ends them with CRLF (RFC 5322).
  const built = await composer.compile().build();
  return Buffer.from(built.toString('latin1').replace(/\r?\n/g, '\r\n'), 'latin1');
}

/**
 * Without an API key every message is written to a directory as an .eml file (what the API would
 * have been asked to send), so a fresh clone shows what the studio receives. One file per
 * idempotency key: a retried send finds its file and writes nothing again. Files are private to
 * the server's account (0600 in a 0700 directory): they hold visitors' personal data.
 */
export function createOutboxMailer(directory: string, now: () => Date = () => new Date()): Mailer {
  return {
    name: 'outbox',
    async send(mail) {
      const file = path.join(directory, fileNameFor(mail.idempotencyKey));
      try {
        await mkdir(directory, { recursive: true, mode: 0o700 });
        await chmod(directory, 0o700);
        const message = await composeMessage(mail, now());
        // Written whole under a temporary name, then renamed: a reader never sees half a message.
        const temporary = `${file}.${randomUUID()}.tmp`;
        const handle = await open(temporary, 'wx', 0o600);
        try {
          await handle.writeFile(message);
          await handle.sync();
        } finally {
          await handle.close();
        }
        await rename(temporary, file).catch(async (error: unknown) => {
          await rm(temporary, { force: true });
          throw error;
        });
        return { status: 'sent', id: path.basename(file) };
      } catch (error) {
        return { status: 'failed', reason: error instanceof Error ? error.message : String(error), retryable: true };
      }
    },
  };
}

function retryAfter(response: Response): string {
  const seconds = response.headers.get('retry-after');
  return seconds ? ` (retry after ${seconds} s)` : '';
}

/**
 * Resend's REST interface: POST {apiUrl}/emails with a bearer key and an Idempotency-Key header
 * (the API sends a message once per key within 24 hours). Rate limits (429), conflicts of a key
 * still in flight (409), server errors and time-outs are worth retrying; other refusals (a
 * malformed address, a sender the account may not use) are not.
 */
export function createApiMailer({
  apiUrl,
  apiKey,
  fetchImpl = fetch,
  timeoutMs = MAIL_API_TIMEOUT_MS,
  perSecond = MAIL_API_PER_SECOND,
}: {
  apiUrl: string;
  apiKey: string;
  fetchImpl?: typeof fetch;
  timeoutMs?: number;
  /** Requests a second the account may make; a burst of leads waits its turn instead of meeting 429s. */
  perSecond?: number;
}): Mailer {
  const endpoint = `${apiUrl.replace(/\/$/, '')}/emails`;
  // A tenth to spare: the API counts arrivals in a sliding second, and timers and networks jitter.
  const spacingMs = 1100 / perSecond;
  // Requests leave one at a time, each a full spacing after the one before actually left: slots
  // planned ahead would all fall due at once after the process was held up, and arrive together.
  let queue: Promise<void> = Promise.resolve();
  let lastLeftAt = Number.NEGATIVE_INFINITY;
  /** Waits for this process's next request slot. */
  function turn(): Promise<void> {
    const mine = queue.then(async () => {
      const wait = lastLeftAt + spacingMs - Date.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      lastLeftAt = Date.now();
    });
    queue = mine;
    return mine;
  }
  return {
    name: 'api',
    async send(mail) {
      await turn();
      let response: Response;
      try {
        response = await fetchImpl(endpoint, {
          method: 'POST',
          headers: {
            Authorization: `Bearer ${apiKey}`,
            'Content-Type': 'application/json',
            'Idempotency-Key': mail.idempotencyKey.slice(0, 256),
          },
          body: JSON.stringify({
            from: mail.from,
            to: [mail.to],
            subject: headerSafe(mail.subject),
            text: mail.text,
            html: mail.html,
            ...(mail.replyTo ? { reply_to: [mail.replyTo] } : {}),
            ...(mail.attachments?.length
              ? {
                  attachments: mail.attachments.map((file) => ({
                    filename: file.filename,
                    content: Buffer.from(file.content).toString('base64'),
                    content_type: file.contentType,
                  })),
                }
              : {}),
          }),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        const reason =
          error instanceof Error && error.name === 'TimeoutError' ? 'the e-mail API timed out' : String(error);
        return { status: 'failed', reason, retryable: true };
      }
      const body = await response.text().catch(() => '');
      if (response.ok) {
        let id = '';
        try {
          const parsed: unknown = JSON.parse(body);
          if (parsed && typeof parsed === 'object' && 'id' in parsed && typeof parsed.id === 'string') id = parsed.id;
        } catch {
          // An answer without an id still means the message was accepted.
        }
        return { status: 'sent', id };
      }
      const retryable = response.status === 429 || response.status === 409 || response.status >= 500;
      return {
        status: 'failed',
        reason: `the e-mail API answered ${response.status}${retryAfter(response)}: ${body.slice(0, 300)}`,
        retryable,
      };
    },
  };
}

/** The directory the outbox writes to: beside the lead store. */
export function outboxDirectory(): string {
  return path.join(leadsDirectory(), OUTBOX_DIRECTORY);
}

/** The e-mail API when RESEND_API_KEY is set, otherwise the outbox under LEADS_DIR. */
export function mailerFromEnv(): Mailer {
  const env = getEnv();
  if (env.RESEND_API_KEY && env.RESEND_API_URL)
    return createApiMailer({
      apiUrl: env.RESEND_API_URL,
      apiKey: env.RESEND_API_KEY,
      perSecond: env.RESEND_PER_SECOND,
    });
  return createOutboxMailer(outboxDirectory());
}

/** 'Company <MAIL_FROM>'; without MAIL_FROM (the outbox), an address on the site's own host. */
export function senderAddress(companyName: string): string {
  const env = getEnv();
  const host = env.SITE_URL ? new URL(env.SITE_URL).hostname : 'localhost';
  return mailbox(companyName, env.MAIL_FROM ?? `website@${host}`);
}
