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
    // One production server on the current build for the tests in tests/http (their `inject`).
    globalSetup: ['tests/support/global-site-server.ts'],
    testTimeout: 30_000,
    // Set-up hooks start stand-ins and servers: on a loaded machine they need as long as a test.
    hookTimeout: 30_000,
  },
});
