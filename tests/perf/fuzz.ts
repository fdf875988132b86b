// `npm run fuzz`: a seeded corpus of malformed and hostile requests against the project's own
// production server on 127.0.0.1 (bounded: FUZZ_COUNT requests, FUZZ_CONCURRENCY at a time, each
// cut after 20 s). Paths, methods, Host/Origin/Cookie/Referer headers, query strings with CR, LF,
// NUL and overlong UTF-8, and bodies for every form route, sent as raw bytes so nothing is
// cleaned up on the way. Counts answers of 500 and above and stack traces on the server's stderr;
// exits 1 on any (docs/decisions/0023). A 503 with Retry-After (a render past its deadline on a
// loaded machine) is counted apart, not as an error.
//   FUZZ_COUNT (default 10000), FUZZ_SEED (default 27), FUZZ_PORT (default 3193),
//   FUZZ_CONCURRENCY (default 8).
import { connect } from 'node:net';
import { STACK_LINE, startSite } from './start-site';

const COUNT = Number(process.env.FUZZ_COUNT ?? 10_000);
const SEED = Number(process.env.FUZZ_SEED ?? 27);
const PORT = Number(process.env.FUZZ_PORT ?? 3193);
const CONCURRENCY = Number(process.env.FUZZ_CONCURRENCY ?? 8);
const HOST = `127.0.0.1:${PORT}`;

/** mulberry32: small, fast and the same sequence for the same seed everywhere. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const next = random(SEED);
const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
const chance = (p: number) => next() < p;

const FORM_ROUTES = [
  '/contact',
  '/careers',
  '/book-call',
  '/get-started',
  '/website-services',
  '/professional-audit',
  '/web-app-quote',
  '/mobile-app-quote',
  '/api-pricing',
  '/sandbox',
  '/real-scan',
  '/confirmation',
  '/api/preview-mode/enable',
  '/api/preview-mode/disable',
  '/api/sanity-webhook',
  '/api/form-token',
];
const PAGES = [
  '/',
  '/about',
  '/services',
  '/pricing',
  '/careers/ui-ux-designer',
  '/careers/ui-ux-designer/apply',
  '/products/anything',
  '/social/about.png',
  '/social/',
  '/media/images/x/y/z.png',
  '/sitemap.xml',
  '/robots.txt',
  '/_root.data',
  '/about.data',
  '/favicon.svg',
  '/assets/missing.js',
  '/7dayapp',
  '/maintenance',
  ...FORM_ROUTES,
];
const JUNK = [
  '%00',
  '%0d%0a',
  '\r\n',
  '%',
  '%zz',
  '%C0%AF',
  '%E0%80%AF',
  '%F0%80%80%AF',
  '%ED%A0%80',
  '..%2f..%2fetc%2fpasswd',
  '%2e%2e/',
  '//evil.example',
  '/\\evil.example',
  '%09',
  '\t',
  '<script>',
  '"\'><',
  '${7*7}',
  '{{7*7}}',
  '\u00ff',
  'é',
  '💥',
  ' ',
  '#frag',
  '?',
  '&&&',
  '=',
  'A'.repeat(3000),
];
const QUERY_KEYS = [
  'q',
  'redirect',
  'slug',
  '_data',
  '_routes',
  'index',
  'page',
  'utm_source',
  'w',
  'h',
  'secret',
  'sanity-preview-secret',
  'sanity-preview-pathname',
  'token',
  'state',
];
const METHODS = [
  'GET',
  'GET',
  'GET',
  'HEAD',
  'POST',
  'POST',
  'POST',
  'PUT',
  'DELETE',
  'OPTIONS',
  'PATCH',
  'TRACE',
  'CONNECT',
  'PROPFIND',
  'get',
  'GET ',
];
const ORIGINS = [
  `http://${HOST}`,
  `http://127.0.0.1:${PORT + 1}`,
  'http://127.0.0.1.',
  `http://127.0.0.1.:${PORT}`,
  'http://127.0.0.1',
  'null',
  'https://evil.example',
  'not a url',
  'http://[::1]',
  `HTTP://127.0.0.1:${PORT}`,
  'http://127.0.0.1:99999',
  '',
];
const HOSTS = [
  HOST,
  HOST,
  HOST,
  '127.0.0.1',
  'evil.example',
  `127.0.0.1.:${PORT}`,
  '[::1]',
  'a b',
  '',
  `${HOST}\t`,
  'xn--nxasmq6b',
];
const COOKIES = [
  '_ga=GA1.2.3.4',
  '__preview=1',
  'sid=%ZZ',
  'a=' + 'b'.repeat(4000),
  'consent=yes; _ga=1',
  '=;;=',
  '__session=forged.signature',
  'x=\u00ff',
];
const CONTENT_TYPES = [
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=fz',
  'multipart/form-data',
  'multipart/form-data; boundary=',
  'text/plain',
  'application/json',
  'application/x-www-form-urlencoded; charset=utf-16',
  '',
];
const FIELD_NAMES = [
  'name',
  'email',
  'phone',
  'message',
  'company',
  'job',
  'resume',
  'date',
  'time',
  'intent',
  'website_url',
  'submissionId',
  '_action',
  'features',
  'timeline',
  'budget',
  'url',
  'q',
  '__proto__',
  'constructor',
  'a[b]',
  '',
];

function junkText(): string {
  const parts: string[] = [];
  const length = 1 + Math.floor(next() * 4);
  for (let index = 0; index < length; index += 1)
    parts.push(chance(0.5) ? pick(JUNK) : next().toString(36).slice(2, 8));
  return parts.join('');
}

function query(): string {
  if (chance(0.5)) return '';
  const pairs: string[] = [];
  const count = 1 + Math.floor(next() * 3);
  for (let index = 0; index < count; index += 1) pairs.push(`${pick(QUERY_KEYS)}=${junkText()}`);
  return `?${pairs.join('&')}`;
}

function body(contentType: string): string {
  const fields: [string, string][] = [];
  const count = Math.floor(next() * 8);
  for (let index = 0; index < count; index += 1) {
    const value = chance(0.2) ? 'x'.repeat(Math.floor(next() * 20_000)) : chance(0.5) ? junkText() : 'ada@example.com';
    fields.push([pick(FIELD_NAMES), value]);
  }
  if (contentType.startsWith('multipart')) {
    const parts = fields.map(([name, value]) =>
      chance(0.2)
        ? `--fz\r\nContent-Disposition: form-data; name="${name}"; filename="${junkText()}.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4 ${value}\r\n`
        : `--fz\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
    );
    return `${parts.join('')}${chance(0.8) ? '--fz--\r\n' : ''}`;
  }
  if (contentType === 'application/json') return JSON.stringify(Object.fromEntries(fields));
  return fields.map(([name, value]) => `${name}=${chance(0.5) ? encodeURIComponent(value) : value}`).join('&');
}

function request(): Buffer {
  const method = pick(METHODS);
  const path = chance(0.7) ? `${pick(PAGES)}${chance(0.3) ? junkText() : ''}` : `/${junkText()}`;
  const headers: string[] = [`Host: ${pick(HOSTS)}`];
  if (chance(0.4)) headers.push(`Origin: ${pick(ORIGINS)}`);
  if (chance(0.2)) headers.push(`Sec-Fetch-Site: ${pick(['same-origin', 'cross-site', 'none', 'bogus'])}`);
  if (chance(0.3)) headers.push(`Cookie: ${pick(COOKIES)}`);
  if (chance(0.2)) headers.push(`Referer: ${pick(ORIGINS)}/${junkText()}`);
  if (chance(0.2)) headers.push(`X-Forwarded-Host: ${pick(HOSTS)}`);
  if (chance(0.2)) headers.push(`Accept-Encoding: ${pick(['br', 'gzip;q=0', '*', 'identity;q=0, *;q=0', 'zz'])}`);
  if (chance(0.1)) headers.push(`If-None-Match: ${pick(['*', '"x"', 'W/"y", "z"', ''])}`);
  if (chance(0.1)) headers.push(`Accept: ${pick(['text/html', 'application/json', '*/*', ''])}`);
  let payload = '';
  if (method.trim().toUpperCase() === 'POST' || chance(0.05)) {
    const contentType = pick(CONTENT_TYPES);
    if (contentType) headers.push(`Content-Type: ${contentType}`);
    payload = body(contentType);
    const declared = chance(0.05)
      ? Buffer.byteLength(payload) + Math.floor(next() * 10) - 5
      : Buffer.byteLength(payload);
    headers.push(`Content-Length: ${Math.max(0, declared)}`);
  }
  // Host-relative form targets are what browsers post to; a few go to the absolute form.
  const target = chance(0.03) ? `http://${HOST}${path}${query()}` : `${path}${query()}`;
  return Buffer.from(`${method} ${target} HTTP/1.1\r\n${headers.join('\r\n')}\r\nConnection: close\r\n\r\n${payload}`);
}

/** The status of one raw request, or 0 when the server closed without an answer. */
function send(bytes: Buffer): Promise<{ status: number; retryAfter: boolean }> {
  return new Promise((resolve) => {
    const socket = connect(PORT, '127.0.0.1');
    let head = '';
    const done = () => {
      socket.destroy();
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0);
      resolve({ status, retryAfter: /\r\nretry-after:/i.test(head) });
    };
    socket.setTimeout(20_000, done);
    socket.on('data', (chunk: Buffer) => {
      if (head.length < 8192) head += chunk.toString('latin1');
    });
    socket.on('error', done);
    socket.on('close', done);
    // Not end(): the server drops a request whose client half-closes, as browsers never do.
    socket.write(bytes);
  });
}

const corpus = Array.from({ length: COUNT }, request);
const site = await startSite(PORT);
const statuses = new Map<number, number>();
let errors = 0;
let slow503 = 0;
const examples: string[] = [];
let at = 0;
try {
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (at < corpus.length) {
        const bytes = corpus[at++] as Buffer;
        const { status, retryAfter } = await send(bytes);
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
        if (status === 0 && process.env.FUZZ_SHOW_UNANSWERED && examples.length < 10)
          examples.push(`no answer: ${JSON.stringify(bytes.toString('latin1').slice(0, 300))}`);
        if (status === 503 && retryAfter) slow503 += 1;
        else if (status >= 500) {
          errors += 1;
          if (examples.length < 10)
            examples.push(`${status}: ${bytes.toString('latin1').split('\r\n')[0]?.slice(0, 200)}`);
        }
      }
    }),
  );
} finally {
  await site.stop();
}
const stderr = site.stderr();
const stacks = stderr.split('\n').filter((line) => STACK_LINE.test(line)).length;
console.log(`fuzz: ${COUNT} requests, seed ${SEED}`);
console.log(
  `statuses: ${[...statuses.entries()]
    .sort(([a], [b]) => a - b)
    .map(([status, count]) => `${status || 'no answer'}×${count}`)
    .join(', ')}`,
);
console.log(
  `5xx: ${errors}, stack-trace lines on stderr: ${stacks}, 503 with Retry-After (render deadline): ${slow503}`,
);
for (const example of examples) console.log(`  ${example}`);
if (stacks > 0) {
  // Each trace with the line before it (its message), the first few only.
  const lines = stderr.split('\n');
  const starts = lines.flatMap((line, index) =>
    STACK_LINE.test(line) && !STACK_LINE.test(lines[index - 1] ?? '') ? [index - 1] : [],
  );
  for (const start of starts.slice(0, 5)) console.log(lines.slice(Math.max(0, start), start + 6).join('\n'));
}
process.exit(errors > 0 || stacks > 0 ? 1 : 0);
