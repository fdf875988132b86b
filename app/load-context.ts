/**
 * What the production server (server/app.js) hands every loader and action as `context`.
 * Declared once, here. Optional because `npm run dev` (Vite) and tests that call loaders
 * directly pass no context: readers need a fallback (e.g. one shared bucket).
 */
declare module '@remix-run/node' {
  interface AppLoadContext {
    /** The visitor's IP address: the socket's peer, or the proxy's client address when TRUST_PROXY says so. */
    clientIp?: string;
  }
}

export {};
