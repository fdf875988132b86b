import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { data } from '@remix-run/node';
import { useLoaderData, useRouteError } from '@remix-run/react';
import { SandboxPage } from '~/components/demos/sandbox-page';
import { RouteErrorPage } from '~/components/layout/route-error';
import { getContent } from '~/content/content.server';
import { DEFAULT_BACKGROUND_COLOR, DEFAULT_TEXT_COLOR } from '~/lib/contrast';
import { routePageSlug } from '~/pages/load-page.server';
import { pageMeta } from '~/seo/meta';
import { sandboxDraft } from '~/mail/drafts';
import { buildMailto } from '~/mail/mailto';
import { renderPage } from '~/pages/render-page.server';
import type { Section } from '~/content/schemas/sections';
import type { ContentLink } from '~/content/schemas/shared';

// A color value is a short hex string; anything longer is not worth echoing back.
const MAX_COLOR_LENGTH = 32;

function colorParam(params: URLSearchParams, name: string, fallback: string) {
  const value = params.get(name)?.trim().slice(0, MAX_COLOR_LENGTH);
  return value ? value : fallback;
}

/**
 * The button of the page's first call to action: the audit request draft (app/mail/drafts.ts).
 * Its words stay here, beside the draft they open; the section's heading, text and other links are content.
 */
function withAuditRequest(sections: Section[], mailto: string): Section[] {
  const first = sections.findIndex((section) => section._type === 'ctaSection');
  const request: ContentLink = { label: 'Request a Professional Audit', href: mailto, variant: 'primary' };
  return sections.map((section, index) =>
    index === first && section._type === 'ctaSection' ? { ...section, links: [request, ...section.links] } : section,
  );
}

export async function loader({ request }: LoaderFunctionArgs) {
  const content = getContent(request);
  const [page, settings] = await Promise.all([content.page(routePageSlug(request)), content.siteSettings()]);
  if (!page) throw data(null, { status: 404 });
  if (!settings) throw data('The site settings are missing.', { status: 503 });
  const params = new URL(request.url).searchParams;
  const mailto = buildMailto(settings.enquiryEmail, sandboxDraft());
  return {
    page: renderPage(page, { sections: withAuditRequest(page.sections, mailto) }),
    // The color checker without JavaScript submits by GET; the page renders its result.
    colors: {
      background: colorParam(params, 'background', DEFAULT_BACKGROUND_COLOR),
      text: colorParam(params, 'text', DEFAULT_TEXT_COLOR),
    },
  };
}

export const meta: MetaFunction<typeof loader> = (args) => pageMeta(args, args.data?.page.seo);

export default function SandboxRoute() {
  const { page, colors } = useLoaderData<typeof loader>();
  return <SandboxPage page={page} initialColors={colors} />;
}

export function ErrorBoundary() {
  return <RouteErrorPage error={useRouteError()} />;
}
