import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { data } from '@remix-run/node';
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useRouteError,
  useRouteLoaderData,
} from '@remix-run/react';
import { useContext, useEffect, useRef, type ReactNode } from 'react';
import { SiteFooter } from '~/components/layout/site-footer';
import { ServerHtml } from '~/render/server-html';
import { renderStatic } from '~/render/server-html.server';
import { SiteHeader } from '~/components/layout/site-header';
import { RouteErrorPage } from '~/components/layout/route-error';
import { Toaster } from '~/components/ui/toaster';
import { getContent } from '~/content/content.server';
import { isPreviewMode } from '~/content/preview.server';
import { siteOrigin } from '~/env.server';
import { SITE_LANGUAGE } from '~/seo/meta';
import { StructuredDataContext } from '~/render/structured-data-context';
import stylesheet from '~/styles/app.css?url';
import interCore from '~/styles/fonts/inter-latin-core-wght-normal.woff2?url';
import jakartaCore from '~/styles/fonts/plus-jakarta-sans-latin-core-wght-normal.woff2?url';

export const links: LinksFunction = () => [
  // The stylesheet first: nothing is drawn before it arrives. Then the two font files every page
  // paints with (each family's core latin characters, see app/styles/subset-fonts.ts), fetched
  // beside the stylesheet instead of after it.
  { rel: 'stylesheet', href: stylesheet },
  { rel: 'preload', href: interCore, as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' },
  { rel: 'preload', href: jakartaCore, as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
];

export async function loader({ request }: LoaderFunctionArgs) {
  const settings = await getContent(request).siteSettings();
  if (!settings) {
    throw data('The site settings document is missing or incomplete.', { status: 503 });
  }
  const origin = siteOrigin(request);
  const preview = isPreviewMode(request);
  return {
    // Only what the header and the meta tags read in the browser; the footer and the structured
    // data are built here from the rest.
    settings: { companyName: settings.companyName, navigation: settings.navigation, seo: settings.seo },
    // The footer has no behavior of its own: its markup goes to the browser, not its code.
    footer: renderStatic(<SiteFooter settings={settings} year={new Date().getFullYear()} />),
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
  // The whole page has hydrated (the layout's effect runs last): see PAGE_HYDRATED_ATTRIBUTE in
  // render/use-hydrated.ts, not imported so that no page loads that module for this.
  useEffect(() => document.documentElement.setAttribute('data-hydrated', ''), []);
  useFocusHeadingAfterNavigation();
  return (
    <html lang={SITE_LANGUAGE}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#4b48d6" />
        <Meta />
        <Links />
        {rootData ? <StructuredData /> : null}
      </head>
      <body className="flex min-h-dvh flex-col">
        <a href="#main" className="skip-link">
          Skip to content
        </a>
        <SiteHeader companyName={rootData?.settings.companyName ?? ''} navigation={rootData?.settings.navigation} />
        <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
          {children}
        </main>
        {rootData ? <ServerHtml html={rootData.footer} /> : null}
        <Toaster />
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

/**
 * After a client-side move to another page the new page's heading takes focus, so a screen
 * reader announces where the visitor now is and the next Tab starts from the top of the new
 * content, as after a full page load (focus would otherwise stay on a link that is gone, i.e. on
 * <body>). Only when the path changes: a search on the same page (careers) keeps focus in its
 * field, a link to a place on the page is the browser's, and a step within a page moves focus
 * itself (the get-started form).
 */
function useFocusHeadingAfterNavigation() {
  const { pathname, hash } = useLocation();
  const shown = useRef(pathname);
  useEffect(() => {
    if (pathname === shown.current) return;
    shown.current = pathname;
    const heading = hash ? null : document.querySelector<HTMLElement>('main h1');
    heading?.setAttribute('tabindex', '-1');
    heading?.focus({ preventScroll: true });
  }, [pathname, hash]);
}

/**
 * The page's JSON-LD, built on the server from the site settings and whichever route matched
 * (pages/page-structured-data.server.ts), so no page ships the code that builds it. Hydration keeps
 * the server's text; after an in-app navigation the block is dropped rather than left describing
 * the first page (crawlers load every address as a document).
 */
// A data block, not a script: the content policy neither runs nor needs to allow it.
function StructuredData() {
  const fromServer = useContext(StructuredDataContext);
  const { key } = useLocation();
  const text =
    fromServer ??
    (key === 'default' && typeof document !== 'undefined'
      ? document.querySelector('script[type="application/ld+json"]')?.textContent
      : null);
  if (!text) return null;
  return <script type="application/ld+json" suppressHydrationWarning dangerouslySetInnerHTML={{ __html: text }} />;
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary() {
  return <RouteErrorPage error={useRouteError()} />;
}
