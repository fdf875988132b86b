import * as z from 'zod/mini';
import {
  AUDIT_APP_TYPES,
  AUDIT_BUDGETS,
  AUDIT_PLATFORMS,
  AUDIT_TIMELINES,
  type AuditOption,
} from '~/lib/audit-options';
import { oneOf } from './choice';
import { optionalPhoneField } from './contact-schema';
import { NAME_MAX } from './field-facts';
import { emailField, emptyAsUndefined, optionalText, requiredText } from './fields';

const valuesOf = <const T extends readonly AuditOption[]>(options: T): T[number]['value'][] =>
  options.map((option) => option.value);

// An unset optional select arrives as ''; it stays '' so the draft can say "Not provided".
const optionalChoice = <const T extends readonly AuditOption[]>(options: T) =>
  z._default(z.union([z.literal(''), oneOf(valuesOf(options), 'Choose one of the listed options.')]), '');

const optionalUrl = emptyAsUndefined(
  z.string().check(
    z.trim(),
    z.maxLength(500, 'Please keep this under 500 characters.'),
    z.refine(
      (value) => value === '' || /^https?:\/\/\S+$/i.test(value),
      'Enter a full web address, like https://apps.apple.com/...',
    ),
  ),
);

/** The professional audit request (docs/specification.md section 3). The server enforces the two required selects. */
export const auditRequestSchema = z.object({
  companyName: requiredText('Enter your company name.', 120),
  contactName: requiredText('Enter your name.', NAME_MAX),
  email: emailField,
  phone: optionalPhoneField,
  appName: requiredText('Enter the name of the app.', 120),
  platform: oneOf(valuesOf(AUDIT_PLATFORMS), 'Choose the platform the app runs on.'),
  appType: oneOf(valuesOf(AUDIT_APP_TYPES), 'Choose the kind of app.'),
  appStoreUrl: optionalUrl,
  timeline: optionalChoice(AUDIT_TIMELINES),
  specialRequirements: optionalText(3000),
  budget: optionalChoice(AUDIT_BUDGETS),
});
