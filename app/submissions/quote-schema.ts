import * as z from 'zod/mini';
import type { QuoteCalculator, QuoteFormValues } from '~/lib/quote/calculators';
import { NAME_MAX } from './field-facts';
import { emailField, optionalText, requiredText } from './fields';

// Choices are priced by the calculator, which falls back to defaults for unknown values, so
// here they only need to be short strings.
const choice = z.optional(z.string().check(z.maxLength(40, 'Choose one of the listed options.')));

/** The quote form's own limits: its schema checks them and its inputs stop typing past them. */
export const QUOTE_LIMITS = { additionalFeatures: 2000, company: 200 } as const;

/**
 * A quote form: contact details (name and email required, as docs/specification.md section 5 says) plus the
 * calculator's own fields. The browser and the route action validate with the same schema.
 */
export function quoteFormSchema(calculator: QuoteCalculator) {
  const quoteFields: Record<string, z.ZodMiniType<string | undefined>> = {};
  for (const name of calculator.fieldNames) quoteFields[name] = choice;
  quoteFields['additionalFeatures'] = optionalText(QUOTE_LIMITS.additionalFeatures);
  return z.object({
    ...quoteFields,
    intent: z.optional(z.enum(['calculate', 'modify'])),
    name: requiredText('Enter your name.', NAME_MAX),
    email: emailField,
    company: optionalText(QUOTE_LIMITS.company),
  });
}

/** The contact fields, in form order, for error summaries. */
export const QUOTE_CONTACT_FIELDS = [
  { name: 'name', label: 'Name' },
  { name: 'email', label: 'Email' },
  { name: 'company', label: 'Company' },
] as const;

/** Text values only: a repeated or missing field is dropped and the calculator's default applies. */
export function quoteValues(values: Record<string, unknown>): QuoteFormValues {
  const kept: QuoteFormValues = {};
  for (const [name, value] of Object.entries(values)) {
    if (typeof value === 'string') kept[name] = value;
  }
  return kept;
}
