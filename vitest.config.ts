import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { selectTestBuild } from './tests/support/test-build.mjs';

selectTestBuild();

/** Unit files that replace a module with vi.mock (tests/unit/vitest-projects.test.ts checks the list). */
const MOCKING_UNIT_FILES = ['tests/unit/keep-former-slugs.test.ts', 'tests/unit/claim-write-failure.test.ts'];

export default defineConfig({
  resolve: {
    alias: { '~': fileURLToPath(new URL('./app', import.meta.url)) },
  },
  test: {
    setupFiles: ['tests/support/setup-env.ts'],
    // Once for the run, before the projects' own: the production build is current.
    globalSetup: ['tests/support/global-build.ts'],
    // Three projects, run side by side in one pool:
    projects: [
      {
        // Modules in process, no server or database. The files of a worker share one module
        // graph instead of each importing it again (under half the time). A file that mocks a
        // module (vi.mock) would change it for the files after it: those two run isolated.
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          exclude: MOCKING_UNIT_FILES,
          isolate: false,
        },
      },
      {
        // What one production server on the current build answers (its address and stores reach
        // the tests through `inject`): requests only, so the files of a worker share one process.
        extends: true,
        test: {
          name: 'http',
          include: ['tests/http/**/*.test.ts'],
          isolate: false,
          globalSetup: ['tests/support/global-site-server.ts'],
        },
      },
      {
        // Each file isolated: its own environment, servers, ports and a database of its own in
        // the run's one PostgreSQL cluster.
        extends: true,
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.{ts,tsx}', ...MOCKING_UNIT_FILES],
          globalSetup: ['tests/support/global-postgres.ts'],
        },
      },
    ],
    // Every core and one more: no two files share a lead store, ports or a database, and the app
    // is built before Vitest starts (tests/support/run-tests.mjs), never inside a test. Many files
    // wait on PostgreSQL, a server they started or a rate-limit window; the extra worker runs
    // meanwhile (the run took 3 min 9 s against 3 min 25 to 38 s on 2 workers).
    maxWorkers: availableParallelism() + 1,
    testTimeout: 30_000,
    // Set-up hooks start stand-ins and servers: on a loaded machine they need as long as a test.
    hookTimeout: 30_000,
  },
});
