// Runs every test suite (vitest: unit and integration; Playwright: end to end) and ends with
// one line that counts them all: "N passed, N failed".
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

const out = 'test-results/summary';
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });

function run(command, args, env = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status ?? 1;
}

function readJson(path) {
  return existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : undefined;
}

// Static checks count as one test each: a type error or a lint error fails the run.
let passed = 0;
let failed = 0;
for (const [name, command, args] of [
  ['typecheck', 'npx', ['tsc', '--noEmit']],
  ['lint', 'npm', ['run', '--silent', 'lint']],
  // The Studio must keep building offline with the schema the seed is validated against.
  ['studio build', 'npx', ['sanity', 'build', '--yes']],
  // The edge function runs on Deno; the npm `deno` package brings the binary.
  ['deno check (edge function)', 'npx', ['deno', 'check', 'supabase/functions/send-booking-confirmation/index.ts']],
]) {
  const status = run(command, args);
  console.log(`${status === 0 ? 'ok' : 'FAILED'}: ${name}`);
  if (status === 0) passed += 1;
  else failed += 1;
}

// The edge function's own tests under Deno; each counts.
const denoTest = spawnSync('npx', ['deno', 'test', '--no-prompt', 'supabase/functions/'], {
  encoding: 'utf8',
  env: { ...process.env, NO_COLOR: '1' },
});
process.stdout.write(denoTest.stdout ?? '');
process.stderr.write(denoTest.stderr ?? '');
const denoCounts = /(\d+) passed \| (\d+) failed/.exec(denoTest.stdout ?? '');
passed += Number(denoCounts?.[1] ?? 0);
failed += denoCounts ? Number(denoCounts[2]) : 1;

const vitestStatus = run('npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${out}/vitest.json`,
]);
const vitest = readJson(`${out}/vitest.json`);
passed += vitest?.numPassedTests ?? 0;
failed += vitest ? vitest.numFailedTests : 1;

const e2eStatus = run('npx', ['playwright', 'test', '--reporter=list,json'], {
  PLAYWRIGHT_JSON_OUTPUT_NAME: `${out}/playwright.json`,
});
const e2e = readJson(`${out}/playwright.json`);
if (e2e) {
  // "flaky" tests passed on a retry; "unexpected" ones failed every attempt.
  passed += (e2e.stats.expected ?? 0) + (e2e.stats.flaky ?? 0);
  failed += e2e.stats.unexpected ?? 0;
} else {
  failed += 1;
}

// A suite that crashed before reporting still fails the run.
if ((vitestStatus !== 0 || e2eStatus !== 0) && failed === 0) failed += 1;
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
