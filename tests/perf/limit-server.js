// @ts-check
/**
 * The yardstick at the top of `npm run bench`: a plain `node:http` server that writes, from
 * memory, the exact status, headers and bytes the site sent for one of its pages (read once
 * from the running site at start), to every request. It is the most this runtime can do for
 * that page on this machine; the site's cached page is measured against it in the same run.
 *
 * LIMIT_SOURCE (the page's URL on the running site), LIMIT_ACCEPT_ENCODING (default `br`), PORT.
 */
import { createServer, get } from 'node:http';

const source = process.env.LIMIT_SOURCE;
if (!source) throw new Error('LIMIT_SOURCE: the URL of the page to copy');
const acceptEncoding = process.env.LIMIT_ACCEPT_ENCODING ?? 'br';

/** Headers Node writes itself for every response. */
const OWN = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding']);

/** @type {{ status: number, headers: string[], body: Buffer }} */
const page = await new Promise((resolve, reject) => {
  get(source, { headers: { 'accept-encoding': acceptEncoding, accept: 'text/html' } }, (res) => {
    /** @type {Buffer[]} */
    const chunks = [];
    res.on('data', (chunk) => chunks.push(chunk));
    res.on('end', () => {
      /** @type {string[]} */
      const headers = [];
      for (let i = 0; i < res.rawHeaders.length; i += 2) {
        const name = res.rawHeaders[i] ?? '';
        if (!OWN.has(name.toLowerCase())) headers.push(name, res.rawHeaders[i + 1] ?? '');
      }
      resolve({ status: res.statusCode ?? 200, headers, body: Buffer.concat(chunks) });
    });
  }).on('error', reject);
});

const server = createServer((_req, res) => {
  res.writeHead(page.status, page.headers);
  res.end(page.body);
});
server.listen(Number(process.env.PORT ?? 0), '127.0.0.1', () => {
  const address = server.address();
  console.log(`listening on http://127.0.0.1:${typeof address === 'object' && address ? address.port : ''}`);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
