import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    alias: { '~': fileURLToPath(new URL('./app', import.meta.url)) },
  },
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/integration/**/*.test.{ts,tsx}'],
    environment: 'node',
    setupFiles: ['tests/support/setup-env.ts'],
    globalSetup: ['tests/support/global-postgres.ts'],
    // Every core: test files are isolated (their own lead store, ports, databases), and the app
    // is built before Vitest starts (tests/support/run-tests.mjs), never inside a test.
    maxWorkers: availableParallelism(),
    testTimeout: 30_000,
    // Set-up hooks start stand-ins and servers: on a loaded machine they need as long as a test.
    hookTimeout: 30_000,
  },
});
