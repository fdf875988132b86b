// @ts-check
/**
 * Build step (run by `npm run build` after Vite): writes `.br` (quality 11) and `.gz` (level 9)
 * beside every compressible file of the client build, so the server sends compressed bytes
 * without compressing anything per request. A variant that is not smaller is not written.
 *
 * Usage: node server/precompress.js [folder] (default: the client half of the build, server/build-dir.js)
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { buildDirectory } from './build-dir.js';
import zlib from 'node:zlib';
import { logger } from './logger.js';

const brotliCompress = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

const COMPRESSIBLE = new Set([
  '.js',
  '.mjs',
  '.css',
  '.map',
  '.json',
  '.svg',
  '.txt',
  '.xml',
  '.html',
  '.webmanifest',
  '.ico',
]);
const MIN_BYTES = 256;

/** @param {string} dir @returns {AsyncGenerator<string>} */
async function* walk(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else if (entry.isFile()) yield full;
  }
}

/** @param {string} file */
async function compressFile(file) {
  const body = await readFile(file);
  if (body.length < MIN_BYTES) return 0;
  const [br, gz] = await Promise.all([
    brotliCompress(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
    gzip(body, { level: 9 }),
  ]);
  let written = 0;
  if (br.length < body.length) {
    await writeFile(`${file}.br`, br);
    written += 1;
  }
  if (gz.length < body.length) {
    await writeFile(`${file}.gz`, gz);
    written += 1;
  }
  return written;
}

/** @param {string} root */
export async function precompress(root) {
  const files = [];
  for await (const file of walk(root)) {
    if (COMPRESSIBLE.has(path.extname(file).toLowerCase())) files.push(file);
  }
  let written = 0;
  // A few at a time: zlib's work runs on libuv's thread pool.
  for (let i = 0; i < files.length; i += 4) {
    const counts = await Promise.all(files.slice(i, i + 4).map(compressFile));
    written += counts.reduce((sum, n) => sum + n, 0);
  }
  return { files: files.length, written };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = process.argv[2] ? path.resolve(process.argv[2]) : path.join(buildDirectory(), 'client');
  const { files, written } = await precompress(root);
  logger('build').info(
    { files, written, directory: path.relative(process.cwd(), root) },
    `precompressed ${files} files in ${path.relative(process.cwd(), root)} (${written} .br/.gz written)`,
  );
}
