import type { ActionFunctionArgs, MetaFunction } from '@remix-run/node';
import { useActionData, useRouteError } from '@remix-run/react';
import { RouteErrorPage } from '~/components/layout/route-error';
import { MOBILE_QUOTE_COPY } from '~/components/quote/quote-copy';
import { QuotePage } from '~/components/quote/quote-page';
import { quoteAction } from '~/forms/quote-action.server';
import { MOBILE_QUOTE_CALCULATOR } from '~/lib/quote/calculators';
import { pageMeta } from '~/lib/meta';
import { CODED_PAGE_SEO } from '~/seo/site-pages';

export async function action({ request, context }: ActionFunctionArgs) {
  return quoteAction(request, MOBILE_QUOTE_CALCULATOR, context);
}

export const meta: MetaFunction = (args) => pageMeta(args, CODED_PAGE_SEO['/mobile-app-quote']);

export default function MobileAppQuoteRoute() {
  return (
    <QuotePage
      calculator={MOBILE_QUOTE_CALCULATOR}
      copy={MOBILE_QUOTE_COPY}
      action="/mobile-app-quote"
      answer={useActionData<typeof action>()}
    />
  );
}

export function ErrorBoundary() {
  return <RouteErrorPage error={useRouteError()} />;
}
