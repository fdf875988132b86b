import '@fontsource-variable/inter';
import '@fontsource-variable/plus-jakarta-sans';
import type { LinksFunction, MetaFunction } from '@remix-run/node';
import { data } from '@remix-run/node';
import { Links, Meta, Outlet, Scripts, ScrollRestoration, useRouteError, useRouteLoaderData } from '@remix-run/react';
import type { ReactNode } from 'react';
import { SiteFooter } from '~/components/layout/site-footer';
import { SiteHeader } from '~/components/layout/site-header';
import { RouteErrorPage } from '~/components/layout/route-error';
import { Toaster } from '~/components/ui/toaster';
import { getContent } from '~/content/content.server';
import stylesheet from '~/styles/app.css?url';

export const links: LinksFunction = () => [
  { rel: 'stylesheet', href: stylesheet },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
];

export async function loader() {
  const settings = await getContent().siteSettings();
  if (!settings) {
    throw data('The site settings document is missing or incomplete.', { status: 503 });
  }
  // The year is fixed on the server so the footer never changes during hydration.
  return { settings, year: new Date().getFullYear() };
}

export const meta: MetaFunction<typeof loader> = ({ data: rootData }) =>
  rootData
    ? [{ title: rootData.settings.seo.title }, { name: 'description', content: rootData.settings.seo.description }]
    : [{ title: 'Something went wrong' }];

export function Layout({ children }: { children: ReactNode }) {
  const rootData = useRouteLoaderData<typeof loader>('root');
  return (
    <html lang="en-US">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#4b48d6" />
        <Meta />
        <Links />
      </head>
      <body className="flex min-h-dvh flex-col">
        <a
          href="#main"
          className="sr-only z-50 rounded-full bg-brand-700 px-5 py-3 font-semibold text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
        >
          Skip to content
        </a>
        <SiteHeader companyName={rootData?.settings.companyName ?? ''} />
        <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
          {children}
        </main>
        {rootData ? <SiteFooter settings={rootData.settings} year={rootData.year} /> : null}
        <Toaster />
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary() {
  return <RouteErrorPage error={useRouteError()} />;
}
