import { spawn } from 'node:child_process';
import { isBuildCurrent } from '../../server/build-state.js';

// The app's production build, which the HTTP tests' server and the integration tests that import
// it use: current before any test file runs. `npm test` builds it first
// (tests/support/run-tests.mjs); a Vitest run on its own builds it here when it is stale. Vitest
// runs this once for the run, before the projects' own set-up (vitest.config.ts).

const root = process.cwd();

/** The environment without Vitest's variables: vite.config.ts leaves the Remix plugin out under Vitest. */
export function plainEnv(): Record<string, string | undefined> {
  return Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('VITEST')));
}

export default async function ensureBuilt() {
  if (isBuildCurrent(root)) return;
  console.log('[build] the build is out of date: running npm run build');
  await new Promise<void>((resolve, reject) => {
    const child = spawn('npm', ['run', 'build'], {
      cwd: root,
      stdio: 'ignore',
      env: { ...plainEnv(), NODE_ENV: 'production' },
    });
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`npm run build exited with ${code}`))));
  });
}
