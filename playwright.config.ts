import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { defineConfig, devices } from '@playwright/test';
import { E2E_SESSION_SECRET } from './tests/e2e/support/server-secret';
import { BOOKINGS_DIR, LEADS_DIR } from './tests/e2e/support/server-stores';
import { selectTestBuild } from './tests/support/test-build.mjs';

selectTestBuild();

const PORT = Number(process.env.E2E_PORT ?? 3100);

// Machines without Playwright's own browsers use Debian's Chromium. Headless, that is its headless
// shell (package chromium-headless-shell), the build Playwright itself runs headless tests in: it
// loads a page in about half the time of the full browser on this machine (docs/testing.md). A
// visible browser (--headed, --ui, --debug) is the full one.
const headed =
  process.argv.some((arg) => ['--headed', '--ui', '--debug'].includes(arg)) || Boolean(process.env.PWDEBUG);
const systemChromium = ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium']
  .slice(headed ? 1 : 0)
  .find((path) => existsSync(path));
const executablePath = process.env.CHROMIUM_PATH ?? systemChromium;

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results',
  fullyParallel: true,
  // Every core (Playwright's default is half of them, one worker on a 2-core machine).
  workers: availableParallelism(),
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: process.env.PLAYWRIGHT_REPORTER ? [[process.env.PLAYWRIGHT_REPORTER]] : [['list']],
  // Generous: axe scans and production builds share a small machine with other work.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    // A trace slows a test two to three times: record one only when a failed test runs again
    // (CI retries once), which still captures every failure.
    trace: 'on-first-retry',
    launchOptions: {
      executablePath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [
    {
      name: 'js',
      testIgnore: /\.nojs\.spec\.ts$/,
      use: { ...devices['Desktop Chrome'], channel: undefined },
    },
    {
      name: 'no-js',
      testMatch: /\.nojs\.spec\.ts$/,
      use: { ...devices['Desktop Chrome'], channel: undefined, javaScriptEnabled: false },
    },
  ],
  webServer: {
    // The tests' production build (tests/support/test-build.mjs), served by our own server as
    // `npm start` serves it (building first unless the build is current), on the bundled content.
    command: `node --expose-gc server/index.js --build-if-stale --request-origin`,
    url: `http://127.0.0.1:${PORT}/careers`,
    reuseExistingServer: !process.env.CI,
    timeout: 180_000,
    env: {
      PORT: String(PORT),
      BUILD_DIR: process.env.BUILD_DIR ?? '',
      NODE_ENV: 'production',
      BOOKINGS_DIR,
      LEADS_DIR,
      // Production refuses to start without it; a fixed value is fine for a test server.
      SESSION_SECRET: E2E_SESSION_SECRET,
      // Every test posts from 127.0.0.1, so the per-client limits are raised far above their use.
      FORM_RATE_LIMIT_PER_MINUTE: '100000',
      FORM_RATE_LIMIT_PER_HOUR: '1000000',
      SANITY_PROJECT_ID: '',
      SUPABASE_URL: '',
      SUPABASE_ANON_KEY: '',
      WEBSITE_REQUEST_ENDPOINT: '',
      // One process: the suite runs its own browsers on the same cores (docs/testing.md).
      WEB_CONCURRENCY: '1',
    },
  },
});
