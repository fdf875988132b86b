// The build every test layer uses: the runner makes it, Vitest's servers and Playwright's web
// server serve it (server/build-dir.js reads BUILD_DIR). A developer's own `build/` is left alone,
// and a build made beside a test run cannot pull files out from under it. Each layer's entry
// (the runner, vitest.config.ts, playwright.config.ts) calls this first, so its child processes
// inherit the variable.
export function selectTestBuild() {
  process.env.BUILD_DIR ||= 'tests/.artifacts/build';
}
