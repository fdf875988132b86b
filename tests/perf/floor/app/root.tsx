import { Links, Meta, Outlet, Scripts, ScrollRestoration } from '@remix-run/react';

// The framework floor (ADR 0016): React and Remix with nothing of ours, measured by Lighthouse
// beside the site's pages in the same run (docs/performance.md).
export default function App() {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="description" content="A minimal Remix page: the framework floor." />
        <Meta />
        <Links />
      </head>
      <body>
        <Outlet />
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}
