// The single home of the Remix options. The Remix Vite plugin does not read this file
// itself, so vite.config.ts imports it and hands it over.
/** @type {import('@remix-run/dev').VitePluginConfig} */
export default {
  serverModuleFormat: 'esm',
  ignoredRouteFiles: ['**/*.test.{ts,tsx}', '**/.*'],
  future: {
    v3_fetcherPersist: true,
    v3_relativeSplatPath: true,
    v3_throwAbortReason: true,
    v3_lazyRouteDiscovery: true,
    v3_singleFetch: true,
    v3_routeConfig: true,
  },
};
