import '@fontsource-variable/inter';
import '@fontsource-variable/plus-jakarta-sans';
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { data } from '@remix-run/node';
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useMatches,
  useRouteError,
  useRouteLoaderData,
} from '@remix-run/react';
import { lazy, Suspense, type ReactNode } from 'react';
import { SiteFooter } from '~/components/layout/site-footer';
import { SiteHeader } from '~/components/layout/site-header';
import { RouteErrorPage } from '~/components/layout/route-error';
import { Toaster } from '~/components/ui/toaster';
import { getContent } from '~/content/content.server';
import { isPreviewMode } from '~/content/preview.server';
import { siteOrigin } from '~/seo/origin.server';
import { jsonLd, pageGraph } from '~/seo/structured-data';
import stylesheet from '~/styles/app.css?url';

export const links: LinksFunction = () => [
  { rel: 'stylesheet', href: stylesheet },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
];

// Preview mode's bar and visual editing, fetched only when the page is in preview mode.
const PreviewMode = lazy(() =>
  import('~/components/preview/preview-mode').then((module) => ({ default: module.PreviewMode })),
);

export async function loader({ request }: LoaderFunctionArgs) {
  const settings = await getContent(request).siteSettings();
  if (!settings) {
    throw data('The site settings document is missing or incomplete.', { status: 503 });
  }
  const origin = siteOrigin(request);
  const preview = isPreviewMode(request);
  return {
    settings,
    // The year is fixed on the server so the footer never changes during hydration.
    year: new Date().getFullYear(),
    preview,
    // What every page's meta tags and structured data need to know about the site.
    site: {
      origin,
      name: settings.companyName,
      defaultImage: settings.socialImage ?? null,
      logoUrl: settings.logoUrl ?? `${origin}/social/logo.png`,
      // Drafts are never for search engines.
      noindex: preview,
    },
  };
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
        {rootData ? <StructuredData /> : null}
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
        {rootData?.preview ? (
          <Suspense fallback={null}>
            <PreviewMode />
          </Suspense>
        ) : null}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

/** The page's JSON-LD, from the site settings and whichever route matched. */
// A data block, not a script: the content policy neither runs nor needs to allow it.
function StructuredData() {
  const rootData = useRouteLoaderData<typeof loader>('root');
  const matches = useMatches();
  const leaf = matches.at(-1);
  if (!rootData) return null;
  const { settings, site } = rootData;
  const graph = pageGraph(
    {
      origin: site.origin,
      companyName: settings.companyName,
      description: settings.seo.description,
      phone: settings.phone,
      location: settings.location,
      logoUrl: site.logoUrl,
      businessHours: settings.businessHours,
      socialLinks: settings.socialLinks.flatMap((link) => (link.url ? [{ url: link.url }] : [])),
    },
    leaf?.pathname ?? '/',
    leaf?.id === 'root' ? undefined : leaf?.data,
  );
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd(graph) }} />;
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary() {
  return <RouteErrorPage error={useRouteError()} />;
}
