import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { selectTestBuild } from './tests/support/test-build.mjs';

selectTestBuild();

export default defineConfig({
  resolve: {
    alias: { '~': fileURLToPath(new URL('./app', import.meta.url)) },
  },
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/integration/**/*.test.{ts,tsx}', 'tests/http/**/*.test.ts'],
    environment: 'node',
    setupFiles: ['tests/support/setup-env.ts'],
    // Paid once a run: one PostgreSQL cluster (each file opens a database in it) and one
    // production server on the current build for the tests in tests/http (their `inject`).
    globalSetup: ['tests/support/global-postgres.ts', 'tests/support/global-site-server.ts'],
    // Every core and one more: test files are isolated (their own lead store, ports, databases),
    // and the app is built before Vitest starts (tests/support/run-tests.mjs), never inside a
    // test. Many files wait on PostgreSQL, a server they started or a rate-limit window; the
    // extra worker runs meanwhile (the run took 3 min 9 s against 3 min 25 to 38 s on 2 workers).
    maxWorkers: availableParallelism() + 1,
    testTimeout: 30_000,
    // Set-up hooks start stand-ins and servers: on a loaded machine they need as long as a test.
    hookTimeout: 30_000,
  },
});
