import { fileURLToPath } from 'node:url';
import { vitePlugin as remix } from '@remix-run/dev';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import remixConfig from './remix.config.js';

declare module '@remix-run/node' {
  interface Future {
    v3_singleFetch: true;
  }
}

export default defineConfig({
  resolve: {
    // The SSR build does not read tsconfig paths, so the alias lives here too.
    alias: { '~': fileURLToPath(new URL('./app', import.meta.url)) },
  },
  plugins: [tailwindcss(), !process.env.VITEST && remix(remixConfig)],
  server: { port: 5173 },
  build: {
    // Terser packs the framework about 4% smaller than esbuild (3 kB gzip on every page), which
    // the JavaScript budget needs (tests/e2e/js-budget.spec.ts, ADR 0016).
    minify: 'terser',
    terserOptions: { compress: { passes: 2 } },
  },
});
