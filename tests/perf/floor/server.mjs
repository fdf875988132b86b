// Serves the floor build (tests/perf/floor/build) as the site serves its pages: compressed, on
// FLOOR_PORT (default 3001). `npm run lighthouse:floor` builds it and starts this.
import { createServer } from 'node:http';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { brotliCompressSync } from 'node:zlib';
import { createRequestHandler } from '@remix-run/node';

const dir = path.dirname(fileURLToPath(import.meta.url));
const build = await import(pathToFileURL(path.join(dir, 'build/server/index.js')).href);
const handle = createRequestHandler(build, 'production');
const TYPES = { '.js': 'text/javascript', '.css': 'text/css' };

function send(res, status, type, body, req) {
  const brotli = /\bbr\b/.test(req.headers['accept-encoding'] ?? '');
  const headers = { 'content-type': type, 'cache-control': 'no-cache' };
  if (brotli) headers['content-encoding'] = 'br';
  res.writeHead(status, headers);
  res.end(brotli ? brotliCompressSync(body) : body);
}

const port = Number(process.env.FLOOR_PORT ?? 3001);
createServer(async (req, res) => {
  const url = new URL(req.url ?? '/', `http://${req.headers.host}`);
  // No icon: an empty answer rather than a 404 the console would report.
  if (url.pathname === '/favicon.ico') return void res.writeHead(204).end();
  if (url.pathname.startsWith('/assets/')) {
    try {
      const file = await readFile(path.join(dir, 'build/client', path.normalize(url.pathname)));
      return send(res, 200, TYPES[path.extname(url.pathname)] ?? 'application/octet-stream', file, req);
    } catch {
      res.writeHead(404).end();
      return;
    }
  }
  const response = await handle(new Request(url, { method: req.method, headers: req.headers }));
  send(
    res,
    response.status,
    response.headers.get('content-type') ?? 'text/html',
    Buffer.from(await response.arrayBuffer()),
    req,
  );
}).listen(port, () => console.log(`[floor] http://127.0.0.1:${port}/`));
