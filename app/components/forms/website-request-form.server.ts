import type { WebsiteOffer } from '~/lib/website-offer';
import { fillPlaceholders } from '~/lib/website-offer';
import { websiteBudgets } from '~/submissions/website-request-schema';
import { WEBSITE_ENDPOINT_REQUIRED, WEBSITE_FAILED, WEBSITE_SENT } from '~/submissions/lead-messages';

/**
 * What the website request form shows that the server knows: the offer's figures already written
 * into its words and budget choices, and the outcome messages. The browser gets the words, not the
 * code that fills them in (ADR 0016: the JavaScript budget).
 */
export function websiteRequestFormContent(offer: WebsiteOffer, endpointConfigured: boolean) {
  return {
    endpointConfigured,
    budgets: websiteBudgets(offer.flatRate),
    additionalPagesHint: fillPlaceholders('Pages beyond {pages included in words} are {extra page price} each.', offer),
    supportDescription: fillPlaceholders('{support price}/month with {support hours} of updates included.', offer),
    messages: { sent: WEBSITE_SENT, failed: WEBSITE_FAILED, endpointRequired: WEBSITE_ENDPOINT_REQUIRED },
  };
}

export type WebsiteRequestFormContent = ReturnType<typeof websiteRequestFormContent>;
