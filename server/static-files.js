// @ts-check
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { matchesEtag, pickEncoding } from './page-cache.js';

/** Vite's fingerprinted build output: the name changes whenever the bytes do. */
const HASHED_PREFIX = '/assets/';
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Unhashed public files (favicon, images) keep their URL when they change: browsers re-check them. */
const REVALIDATE = 'public, max-age=600, must-revalidate';

/** Files up to this size are held in memory; bigger ones are streamed from disk. */
const IN_MEMORY_MAX_BYTES = 512 * 1024;

/** @type {Record<string, string>} */
const TYPES = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.pdf': 'application/pdf',
};

/**
 * @typedef {{ file: string, size: number, body?: Buffer }} Variant
 * @typedef {{ type: string, cacheControl: string, etags: Record<'identity' | 'br' | 'gzip', string>, variants: Partial<Record<'identity' | 'br' | 'gzip', Variant>> }} StaticFile
 */

/** @param {string} dir @returns {AsyncGenerator<string>} */
async function* walk(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else if (entry.isFile()) yield full;
  }
}

/** @param {string} file @returns {Promise<Variant | undefined>} */
async function variant(file) {
  try {
    const body = await readFile(file);
    return { file, size: body.length, body: body.length <= IN_MEMORY_MAX_BYTES ? body : undefined };
  } catch {
    return undefined;
  }
}

/**
 * Indexes the client build once at start: every file with its type, strong ETag, caching rule
 * and the `.br`/`.gz` siblings the build wrote (server/precompress.js). Requests are answered
 * from this index only, so no path outside it can be read and nothing is compressed per request.
 * @param {string} root
 */
export async function indexStaticFiles(root) {
  /** @type {Map<string, StaticFile>} */
  const files = new Map();
  for await (const file of walk(root)) {
    if (file.endsWith('.br') || file.endsWith('.gz')) continue;
    const identity = await variant(file);
    if (!identity) continue;
    const urlPath = `/${path.relative(root, file).split(path.sep).join('/')}`;
    const hash = createHash('sha256')
      .update(identity.body ?? (await readFile(file)))
      .digest('base64url')
      .slice(0, 27);
    const [br, gzip] = await Promise.all([variant(`${file}.br`), variant(`${file}.gz`)]);
    files.set(urlPath, {
      type: TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream',
      cacheControl: urlPath.startsWith(HASHED_PREFIX) ? IMMUTABLE : REVALIDATE,
      etags: { identity: `"${hash}"`, br: `"${hash}-br"`, gzip: `"${hash}-gz"` },
      variants: { identity, br, gzip },
    });
  }
  return files;
}

/**
 * Express middleware serving the indexed files by exact path.
 * @param {Map<string, StaticFile>} files
 * @returns {import('express').RequestHandler}
 */
export function serveStaticFiles(files) {
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    let pathname;
    try {
      pathname = decodeURIComponent(req.path);
    } catch {
      return next();
    }
    const found = files.get(pathname);
    if (!found) return next();
    const wanted = pickEncoding(req.get('accept-encoding'));
    const encoding = found.variants[wanted] ? wanted : 'identity';
    const chosen = found.variants[encoding];
    if (!chosen) return next();
    const compressible = Boolean(found.variants.br || found.variants.gzip);
    // One label for every file in metrics and logs (server/observe.js): their paths are many.
    res.locals.route = 'static';
    res.setHeader('Cache-Control', found.cacheControl);
    res.setHeader('Content-Type', found.type);
    res.setHeader('ETag', found.etags[encoding]);
    if (compressible) res.setHeader('Vary', 'Accept-Encoding');
    if (matchesEtag(req.get('if-none-match'), found.etags)) {
      res.status(304).end();
      return;
    }
    if (encoding !== 'identity') res.setHeader('Content-Encoding', encoding);
    res.setHeader('Content-Length', String(chosen.size));
    if (req.method === 'HEAD') {
      res.end();
      return;
    }
    if (chosen.body) {
      res.end(chosen.body);
      return;
    }
    const stream = createReadStream(chosen.file);
    stream.on('error', (error) => res.destroy(error));
    stream.pipe(res);
  };
}
