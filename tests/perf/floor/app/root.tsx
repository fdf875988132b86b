import { Links, Meta, Outlet, Scripts, ScrollRestoration } from '@remix-run/react';

// The framework floor (issue 12): React and Remix with nothing of ours, measured by Lighthouse
// beside the site's pages in the same run (README, "Lighthouse").
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
