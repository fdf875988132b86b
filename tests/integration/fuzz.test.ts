import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

describe('the fuzz script, in a short form', () => {
  it('sends 300 seeded hostile requests to the production server: no 5xx, no stack trace', async () => {
    // Without Vitest's variables: a build the server starts (when stale) must include the Remix plugin.
    const env: NodeJS.ProcessEnv = { ...process.env, FUZZ_COUNT: '300', FUZZ_SEED: '2611' };
    for (const name of Object.keys(env)) if (name.startsWith('VITEST')) delete env[name];
    env.FUZZ_PORT ??= '3196';
    const child = spawn(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'tests/perf/fuzz.ts'], {
      cwd: root,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const code = await new Promise((resolve) => child.on('exit', resolve));
    expect(output).toMatch(/fuzz: 300 requests/);
    expect(output).toMatch(/5xx: 0, stack-trace lines on stderr: 0/);
    expect(code).toBe(0);
  }, 300_000);
});
