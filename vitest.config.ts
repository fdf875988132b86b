import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

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
    // Every core: test files are isolated (their own lead store, ports, databases), and the app
    // is built before Vitest starts (tests/support/run-tests.mjs), never inside a test.
    maxWorkers: availableParallelism(),
    testTimeout: 30_000,
    // Set-up hooks start stand-ins and servers: on a loaded machine they need as long as a test.
    hookTimeout: 30_000,
  },
});
