import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { vitePlugin as remix } from '@remix-run/dev';
import tailwindcss from '@tailwindcss/vite';
import { build, defineConfig, type Plugin } from 'vite';
import remixConfig from './remix.config.js';
import { buildDirectory } from './server/build-dir.js';

declare module '@remix-run/node' {
  interface Future {
    v3_singleFetch: true;
  }
}

const PREVIEW_ENTRY = 'app/render/visual-editing.client.ts';
const PREVIEW_MANIFEST = '.vite/preview-manifest.json';
const BUILD_DIR = buildDirectory();

/**
 * Sanity's visual editing is built on its own, after the site's client build, with its own copy
 * of React for its overlay: neither a lazy import in the root nor a shared chunk, so a normal
 * page's JavaScript carries no byte of it and is chunked exactly as without it. The server build
 * (which runs next) learns its hashed address and adds it to preview pages only
 * (app/render/preview-bar.server.tsx).
 */
function previewEntry(): Plugin {
  let clientBuild = false;
  return {
    name: 'preview-entry',
    apply: 'build',
    config(_config, { isSsrBuild }) {
      clientBuild = !isSsrBuild;
      if (clientBuild) return;
      const manifest = JSON.parse(readFileSync(`${BUILD_DIR}/client/${PREVIEW_MANIFEST}`, 'utf8')) as Record<
        string,
        { file: string }
      >;
      const chunk = manifest[PREVIEW_ENTRY];
      if (!chunk) throw new Error(`The preview build has no ${PREVIEW_ENTRY}`);
      return { define: { 'import.meta.env.PREVIEW_SCRIPT_URL': JSON.stringify(`/${chunk.file}`) } };
    },
    async closeBundle() {
      if (!clientBuild) return;
      await build({
        configFile: false,
        logLevel: 'warn',
        define: { 'process.env.NODE_ENV': JSON.stringify('production') },
        build: {
          outDir: `${BUILD_DIR}/client`,
          emptyOutDir: false,
          copyPublicDir: false,
          manifest: PREVIEW_MANIFEST,
          // The Studio's overlay (Sanity UI and its own React): an editor's tool, never on a visitor's page.
          chunkSizeWarningLimit: 1024,
          rollupOptions: {
            input: PREVIEW_ENTRY,
            // Sanity's UI marks its modules "use client", which means nothing outside a React
            // Server Components bundler.
            onwarn(warning, warn) {
              if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
            },
          },
        },
      });
    },
  };
}

export default defineConfig({
  resolve: {
    // The SSR build does not read tsconfig paths, so the alias lives here too.
    alias: { '~': fileURLToPath(new URL('./app', import.meta.url)) },
  },
  plugins: [
    tailwindcss(),
    !process.env.VITEST && remix({ ...remixConfig, buildDirectory: BUILD_DIR }),
    !process.env.VITEST && previewEntry(),
  ],
  server: { port: 5173 },
  build: {
    // Terser packs the framework smaller than esbuild (ADR 0016 has the figure), which the
    // JavaScript budget needs (tests/http/js-budget.test.ts).
    minify: 'terser',
    terserOptions: { compress: { passes: 2 } },
  },
});
