import type { QuoteCalculator, QuoteFormValues } from '~/lib/quote/calculators';
import { parseFormRequest } from './action.server';
import { quoteFormSchema, quoteValues } from './quote-schema';
import { invalid } from './respond.server';

type QuoteAnswer = { status: 'form' | 'result'; values: QuoteFormValues };

/**
 * The plain (no JavaScript) path of a quote calculator. A valid submission comes back as the
 * result view; "Modify Requirements" posts the same values with intent=modify and comes back
 * as the filled-in form. The page prices the values with the calculator itself, so the
 * browser and the server always show the same figures.
 */
export async function quoteAction(request: Request, calculator: QuoteCalculator, context?: unknown) {
  // Nothing is sent anywhere, so a bot gets what a person gets: the priced result.
  const submission = await parseFormRequest(request, quoteFormSchema(calculator), { context });
  if (submission.status === 'error') return invalid(submission);

  const { intent, ...rest } = submission.value;
  return { status: intent === 'modify' ? 'form' : 'result', values: quoteValues(rest) } satisfies QuoteAnswer;
}
