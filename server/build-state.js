// @ts-check
import { spawnSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { buildDirectory } from './build-dir.js';
import { logger } from './logger.js';

/** What the build is made from: a newer file here means the build is out of date. */
const SOURCES = [
  'app',
  'public',
  'studio/seed',
  'package-lock.json',
  'vite.config.ts',
  'remix.config.js',
  'server/precompress.js',
  // The logger, the metrics and the workers' shared counters, which the app's build bundles too.
  'server/logger.js',
  'server/metrics.js',
  'server/cluster-counter.js',
  // The booking rules, link tokens and payload the site shares with the edge function.
  'supabase/functions/_shared',
];

/** @param {string} target @returns {number} the newest modification time under target, 0 if absent */
function newest(target) {
  let stat;
  try {
    stat = statSync(target);
  } catch {
    return 0;
  }
  if (!stat.isDirectory()) return stat.mtimeMs;
  let latest = stat.mtimeMs;
  for (const entry of readdirSync(target)) latest = Math.max(latest, newest(path.join(target, entry)));
  return latest;
}

/**
 * True when the build (server/build-dir.js) exists and nothing it is made from changed since.
 * Reading the times of a few hundred files takes milliseconds, so `npm start` checks instead of
 * rebuilding every time.
 * @param {string} root
 */
export function isBuildCurrent(root) {
  const built = newest(path.join(buildDirectory(root), 'server/index.js'));
  if (built === 0) return false;
  return SOURCES.every((source) => newest(path.join(root, source)) <= built);
}

/** Runs `npm run build` when the build is missing or out of date; exits if it fails. @param {string} root */
export function ensureBuild(root) {
  if (isBuildCurrent(root)) return;
  logger('server').info('no current build: running npm run build');
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
