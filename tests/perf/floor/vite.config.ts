import { fileURLToPath } from 'node:url';
import { vitePlugin as remix } from '@remix-run/dev';
import { defineConfig } from 'vite';
import siteConfig from '../../../vite.config';
import remixConfig from '../../../remix.config.js';

// A minimal Remix app built with the site's Remix options and minifier: the framework floor that
// `npm run lighthouse -- --floor` measures beside the site (tests/perf/lighthouse.ts).
const root = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig({
  root,
  plugins: [
    remix({
      ...remixConfig,
      appDirectory: `${root}app`,
      buildDirectory: `${root}build`,
      future: { ...remixConfig.future, v3_routeConfig: false },
    }),
  ],
  build: { minify: siteConfig.build?.minify, terserOptions: siteConfig.build?.terserOptions },
});
