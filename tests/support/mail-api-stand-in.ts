import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the stand-in accepted: the JSON body as sent, its id and idempotency key. */
export type AcceptedEmail = {
  id: string;
  idempotencyKey: string | undefined;
  body: {
    from: string;
    to: string[];
    subject: string;
    text?: string;
    html?: string;
    reply_to?: string[];
    attachments?: { filename: string; content: string; content_type?: string }[];
  };
};

const ADDRESS = /^(?:[^<>]*<)?[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+>?$/;

/**
 * A local stand-in of Resend's REST interface for sending (POST /emails), with the limits and
 * failures the real one has: a bearer key (401/403), field validation (422), idempotency keys
 * (1–256 characters, the same key and body answered with the first id and not sent again, the
 * same key with another body 409), a rate limit (2 requests a second by default, 429 with
 * Retry-After), and faults a test turns on: `down` (503) and `hang` (accepts and never answers).
 */
export async function startMailApiStandIn({ apiKey = 're_test_key', perSecond = 2 } = {}) {
  const accepted: AcceptedEmail[] = [];
  const byKey = new Map<string, { body: string; id: string }>();
  const hanging = new Set<ServerResponse>();
  let requests: number[] = [];
  const faults = { down: false, hang: false };

  function answer(response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
    response.writeHead(status, { 'content-type': 'application/json', ...headers }).end(JSON.stringify(body));
  }
  function error(response: ServerResponse, status: number, name: string, message: string, headers = {}) {
    answer(response, status, { statusCode: status, name, message }, headers);
  }

  async function read(incoming: IncomingMessage): Promise<string> {
    const chunks: Buffer[] = [];
    for await (const chunk of incoming) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
    return Buffer.concat(chunks).toString('utf8');
  }

  const server = createServer(async (incoming, response) => {
    // A hung API is hung as the request arrives: nothing it sent later changes that.
    if (faults.hang) return void hanging.add(response);
    const raw = await read(incoming);
    if (faults.down) return error(response, 503, 'application_error', 'Service unavailable');
    if (new URL(incoming.url ?? '/', 'http://stand-in').pathname !== '/emails')
      return error(response, 404, 'not_found', 'Not found');
    if (incoming.method !== 'POST') return error(response, 405, 'method_not_allowed', 'Method not allowed');
    const authorization = incoming.headers.authorization ?? '';
    if (!authorization) return error(response, 401, 'missing_api_key', 'Missing API key in the authorization header.');
    if (authorization !== `Bearer ${apiKey}`) return error(response, 403, 'invalid_api_key', 'API key is invalid.');

    const now = Date.now();
    requests = requests.filter((at) => now - at < 1000);
    if (requests.length >= perSecond)
      return error(response, 429, 'rate_limit_exceeded', 'Too many requests.', {
        'retry-after': '1',
        'ratelimit-limit': String(perSecond),
        'ratelimit-remaining': '0',
        'ratelimit-reset': '1',
      });
    requests.push(now);

    const key = incoming.headers['idempotency-key'];
    const idempotencyKey = Array.isArray(key) ? key[0] : key;
    if (idempotencyKey !== undefined && (idempotencyKey.length < 1 || idempotencyKey.length > 256))
      return error(response, 400, 'invalid_idempotency_key', 'The key must be between 1-256 chars.');

    let body: AcceptedEmail['body'];
    try {
      body = JSON.parse(raw) as AcceptedEmail['body'];
    } catch {
      return error(response, 422, 'validation_error', 'Invalid JSON.');
    }
    const problems: string[] = [];
    if (typeof body.from !== 'string' || !ADDRESS.test(body.from)) problems.push('from');
    if (
      !Array.isArray(body.to) ||
      body.to.length < 1 ||
      body.to.length > 50 ||
      !body.to.every((to) => ADDRESS.test(to))
    )
      problems.push('to');
    if (typeof body.subject !== 'string' || body.subject === '') problems.push('subject');
    if (!body.text && !body.html) problems.push('text or html');
    for (const file of body.attachments ?? [])
      if (!file.filename || typeof file.content !== 'string') problems.push('attachments');
    const size = (body.attachments ?? []).reduce(
      (total, file) => total + Buffer.from(file.content ?? '', 'base64').length,
      0,
    );
    if (size > 40 * 1024 * 1024) problems.push('attachments: more than 40MB');
    if (problems.length > 0) return error(response, 422, 'validation_error', `Invalid ${problems.join(', ')}.`);

    if (idempotencyKey) {
      const earlier = byKey.get(idempotencyKey);
      if (earlier && earlier.body !== raw)
        return error(
          response,
          409,
          'invalid_idempotent_request',
          'Same idempotency key used with a different request payload.',
        );
      if (earlier) return answer(response, 200, { id: earlier.id });
    }
    const id = randomUUID();
    if (idempotencyKey) byKey.set(idempotencyKey, { body: raw, id });
    accepted.push({ id, idempotencyKey, body });
    answer(response, 200, { id });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    apiKey,
    accepted,
    faults,
    close: () =>
      new Promise<void>((resolve) => {
        for (const response of hanging) response.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
