import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { data } from '@remix-run/node';
import { useLoaderData, useRouteError } from '@remix-run/react';
import { SandboxPage } from '~/components/demos/sandbox-page';
import { RouteErrorPage } from '~/components/layout/route-error';
import { getContent } from '~/content/content.server';
import { DEFAULT_BACKGROUND_COLOR, DEFAULT_TEXT_COLOR } from '~/lib/contrast';
import { pageMeta } from '~/lib/meta';
import { sandboxDraft } from '~/mail/drafts';
import { buildMailto } from '~/mail/mailto';

// A colour value is a short hex string; anything longer is not worth echoing back.
const MAX_COLOR_LENGTH = 32;

function colorParam(params: URLSearchParams, name: string, fallback: string) {
  const value = params.get(name)?.trim().slice(0, MAX_COLOR_LENGTH);
  return value ? value : fallback;
}

export async function loader({ request }: LoaderFunctionArgs) {
  const content = getContent(request);
  const [page, settings] = await Promise.all([content.page('sandbox'), content.siteSettings()]);
  if (!page) throw data(null, { status: 404 });
  if (!settings) throw data('The site settings are missing.', { status: 503 });
  const params = new URL(request.url).searchParams;
  return {
    page,
    mailto: buildMailto(settings.enquiryEmail, sandboxDraft()),
    // The colour checker without JavaScript submits by GET; the page renders its result.
    colors: {
      background: colorParam(params, 'background', DEFAULT_BACKGROUND_COLOR),
      text: colorParam(params, 'text', DEFAULT_TEXT_COLOR),
    },
  };
}

export const meta: MetaFunction<typeof loader> = (args) => pageMeta(args, args.data?.page.seo);

export default function SandboxRoute() {
  const { page, mailto, colors } = useLoaderData<typeof loader>();
  return <SandboxPage page={page} mailto={mailto} initialColors={colors} />;
}

export function ErrorBoundary() {
  return <RouteErrorPage error={useRouteError()} />;
}
