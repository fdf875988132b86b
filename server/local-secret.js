// @ts-check
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { logger } from './logger.js';

/**
 * `npm start` on a fresh clone runs the site with no configuration at all, but a production
 * server refuses to start without SESSION_SECRET (a public fallback would let anyone forge the
 * site's cookies). So `npm start`, and only it, makes a random secret once and keeps it in
 * `.data/session-secret` (readable by this user only). A deployment sets SESSION_SECRET and runs
 * `npm run serve`, which never does this.
 * @param {string} root
 * @returns {string}
 */
export function localSessionSecret(root) {
  const file = path.join(root, '.data', 'session-secret');
  try {
    const kept = readFileSync(file, 'utf8').trim();
    if (kept.length >= 32) return kept;
  } catch {
    // Not made yet.
  }
  const secret = randomBytes(32).toString('hex');
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  logger('server').warn(
    'SESSION_SECRET is not set: using a random one kept in .data/session-secret (set it when you deploy)',
  );
  return secret;
}
