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
});
