// Runs every test layer (docs/testing.md) and ends with one line that counts them all:
// "N passed, N failed". The phases, each timed:
//   1. checks and builds: type check, lint, the Studio build, the edge function's Deno check and
//      tests, and the app's production build, side by side on every core;
//   2. Vitest (unit, integration and HTTP tests) on every core, against that build;
//   3. Playwright (rendering, focus, axe, client behavior) against the same build.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { selectTestBuild } from './test-build.mjs';

selectTestBuild();

// Outside test-results/, which Playwright empties when it starts.
const out = 'tests/.artifacts/summary';
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });

/** Runs a command; `quiet` keeps its output until it ends, so side-by-side commands don't interleave. */
function run(command, args, { env = {}, quiet = false } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, ...env },
    });
    let output = '';
    child.stdout?.on('data', (chunk) => (output += chunk));
    child.stderr?.on('data', (chunk) => (output += chunk));
    child.on('close', (status) => resolve({ status: status ?? 1, output }));
  });
}

function readJson(path) {
  return existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : undefined;
}

const seconds = (start) => (performance.now() - start) / 1000;
const clock = (value) => `${Math.floor(value / 60)} min ${Math.round(value % 60)} s`;
const phases = [];
async function phase(name, body) {
  const start = performance.now();
  console.log(`\n=== ${name} ===`);
  await body();
  phases.push([name, seconds(start)]);
}

let passed = 0;
let failed = 0;
let crashed = false;

await phase('checks and builds', async () => {
  // Each static check counts as one test; the Deno tests count one by one. Longest first, so
  // the pool ends together.
  const jobs = [
    // The Studio must keep building offline with the schema the seed is validated against.
    ['studio build', 'npx', ['sanity', 'build', '--yes']],
    ['typecheck', 'npx', ['tsc', '--noEmit']],
    ['lint', 'npm', ['run', '--silent', 'lint']],
    // The one production build that Vitest's HTTP tests and Playwright both use, in a folder of
    // its own (test-build.mjs).
    ['app build', 'npm', ['run', '--silent', 'build']],
    // The edge function runs on Deno (the npm `deno` package brings the binary): its type check
    // counts as one test, then each of its own tests.
    ['edge function (deno)', 'npm', ['run', '--silent', 'test:function']],
  ];
  const next = async () => {
    for (let job = jobs.shift(); job; job = jobs.shift()) {
      const [name, command, args] = job;
      const start = performance.now();
      const { status, output } = await run(command, args, { quiet: true, env: { NO_COLOR: '1' } });
      process.stdout.write(output);
      if (name.startsWith('edge function')) {
        const counts = /(\d+) passed \| (\d+) failed/.exec(output);
        passed += Number(counts?.[1] ?? 0) + (counts ? 1 : 0);
        failed += counts ? Number(counts[2]) : 1;
      } else if (status === 0) passed += 1;
      else failed += 1;
      if (name === 'app build' && status !== 0) crashed = true;
      console.log(`${status === 0 ? 'ok' : 'FAILED'}: ${name} (${seconds(start).toFixed(1)} s)`);
    }
  };
  await Promise.all(Array.from({ length: availableParallelism() }, next));
});

let vitestStatus = 0;
await phase('Vitest', async () => {
  ({ status: vitestStatus } = await run('npx', [
    'vitest',
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${out}/vitest.json`,
  ]));
  const vitest = readJson(`${out}/vitest.json`);
  passed += vitest?.numPassedTests ?? 0;
  failed += vitest ? vitest.numFailedTests : 1;
});

let e2eStatus = 0;
let flaky = 0;
await phase('Playwright', async () => {
  ({ status: e2eStatus } = await run('npx', ['playwright', 'test', '--reporter=list,json'], {
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: `${out}/playwright.json` },
  }));
  const e2e = readJson(`${out}/playwright.json`);
  if (e2e) {
    // "flaky" tests passed on a retry; "unexpected" ones failed every attempt.
    flaky = e2e.stats.flaky ?? 0;
    passed += (e2e.stats.expected ?? 0) + flaky;
    failed += e2e.stats.unexpected ?? 0;
  } else {
    failed += 1;
  }
});

// A suite that crashed before reporting still fails the run.
if ((crashed || vitestStatus !== 0 || e2eStatus !== 0) && failed === 0) failed += 1;
const total = phases.reduce((sum, [, time]) => sum + time, 0);
console.log('\nWall time by phase:');
for (const [name, time] of phases) console.log(`  ${name.padEnd(18)} ${clock(time)}`);
console.log(`  ${'total'.padEnd(18)} ${clock(total)}`);
if (flaky > 0) console.log(`${flaky} end-to-end test(s) passed only on a retry (flaky): see the list above.`);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
