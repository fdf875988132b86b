import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Runs the renders of tests/perf/content-share.ts the way the integration tests render routes
// (the same alias and environment as vitest.config.ts), and nothing else.
export default defineConfig({
  resolve: {
    alias: { '~': fileURLToPath(new URL('../../app', import.meta.url)) },
  },
  test: {
    include: ['tests/perf/content-share-render.test.ts'],
    environment: 'node',
    testTimeout: 120_000,
  },
});
