import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useActionData, useLoaderData, useRouteError } from '@remix-run/react';
import { RouteErrorPage } from '~/components/layout/route-error';
import { quoteCalculator } from '~/components/quote/lazy-quote-calculator';
import { QuotePage } from '~/components/quote/quote-page';
import { loadWithParts } from '~/render/lazy-part';
import { loadQuotePage, routePageSlug } from '~/pages/load-page.server';
import { quoteAction } from '~/submissions/quote-action.server';
import { MOBILE_QUOTE_CALCULATOR } from '~/lib/quote/mobile-quote';
import { pageMeta } from '~/seo/meta';
import { formHeaders } from '~/submissions/form-headers';

export const loader = ({ request }: LoaderFunctionArgs) => loadQuotePage(request, routePageSlug(request));

export async function action({ request, context }: ActionFunctionArgs) {
  return quoteAction(request, MOBILE_QUOTE_CALCULATOR, context);
}

export const clientLoader = loadWithParts(quoteCalculator);

export const headers = formHeaders;

export const meta: MetaFunction<typeof loader> = (args) => pageMeta(args, args.data?.page.seo);

export default function MobileAppQuoteRoute() {
  return (
    <QuotePage
      calculator={MOBILE_QUOTE_CALCULATOR}
      page={useLoaderData<typeof loader>().page}
      action="/mobile-app-quote"
      answer={useActionData<typeof action>()}
    />
  );
}

export function ErrorBoundary() {
  return <RouteErrorPage error={useRouteError()} />;
}
