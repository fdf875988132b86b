import * as z from 'zod/mini';
import { formatUsd } from '~/lib/quote/format';
import { oneOf } from './choice';
import { optionalPhoneField } from './contact-schema';
import { NAME_MAX } from './field-facts';
import { emailField, optionalText, requiredText } from './fields';

// The website form's fixed choices (docs/specification.md section 3). Prices live in the content; these are rules.
export const WEBSITE_PAGE_OPTIONS = [
  { value: '1', label: '1 page' },
  { value: '2', label: '2 pages' },
  { value: '3', label: '3 pages' },
  { value: '4', label: '4 pages' },
  { value: '5', label: '5 or more pages' },
] as const;
export const DEFAULT_WEBSITE_PAGES = '5';

export const WEBSITE_FEATURES = [
  'Contact Form',
  'Photo Gallery',
  'Online Store/E-commerce',
  'Blog',
  'Social Media Integration',
  'Google Maps Integration',
  'Customer Reviews/Testimonials',
  'Newsletter Signup',
  'Appointment Booking',
  'Live Chat',
] as const;

export const WEBSITE_TIMELINES = ['ASAP', '1-2 weeks', '1 month', '2-3 months', 'No rush'] as const;

/**
 * The budget choices, "$500", "$500+" and "Custom" (docs/specification.md section 3), follow the flat rate of the
 * Website offer document; the first is the default.
 */
export function websiteBudgets(flatRate: number): [string, string, string] {
  const rate = formatUsd(flatRate);
  return [rate, `${rate}+`, 'Custom'];
}

export const ENDPOINT_REQUIRED_MESSAGE = 'Please enter your form-handling endpoint URL to send emails.';

const endpointField = z.string({ error: ENDPOINT_REQUIRED_MESSAGE }).check(
  z.trim(),
  z.minLength(1, ENDPOINT_REQUIRED_MESSAGE),
  z.maxLength(2000, 'Enter a shorter address.'),
  z.refine((value) => /^https?:\/\/[^\s]+$/i.test(value), 'Enter a full http:// or https:// address.'),
);

// A group of checkboxes arrives as nothing, one value or a list of values.
const featuresField = z.pipe(
  z.pipe(
    z.optional(z.union([z.string(), z.array(z.string())])),
    z.transform((value: string | string[] | undefined) =>
      value === undefined ? [] : Array.isArray(value) ? value : [value],
    ),
  ),
  z.array(oneOf(WEBSITE_FEATURES, 'Choose features from the list.')),
);

const baseFields = {
  name: requiredText('Enter your name.', NAME_MAX),
  email: emailField,
  phone: optionalPhoneField,
  company: optionalText(120),
  websiteType: requiredText('Tell us what kind of website you need.', 120),
  currentWebsite: optionalText(500),
  pages: z._default(
    oneOf(
      WEBSITE_PAGE_OPTIONS.map((option) => option.value),
      'Choose how many pages you need.',
    ),
    DEFAULT_WEBSITE_PAGES,
  ),
  additionalPages: z.pipe(
    z
      .optional(z.string().check(z.trim()))
      .check(z.refine((value) => !value || /^\d{1,3}$/.test(value), 'Enter a whole number of extra pages, like 2.')),
    z.transform((value: string | undefined) => (value ? Number(value) : 0)),
  ),
  businessDescription: requiredText('Tell us about your business.', 3000),
  goals: requiredText('Tell us what the website should achieve.', 3000),
  features: featuresField,
  timeline: z._default(z.union([z.literal(''), oneOf(WEBSITE_TIMELINES, 'Choose one of the listed timelines.')]), ''),
  ongoingSupport: z.pipe(
    z.optional(z.string()),
    z.transform((value: string | undefined) => value !== undefined && value !== ''),
  ),
  additionalInfo: optionalText(3000),
};

/**
 * The website request. When the site owner has configured the form-handling endpoint the
 * visitor does not type one; otherwise the endpoint is required. The budget choices are
 * `websiteBudgets` of the offer's flat rate.
 */
export function websiteRequestSchema({
  endpointRequired,
  budgets,
}: {
  endpointRequired: boolean;
  budgets: readonly [string, ...string[]];
}) {
  return z.object({
    ...baseFields,
    budget: z._default(oneOf(budgets, 'Choose one of the listed budgets.'), budgets[0]),
    endpoint: endpointRequired
      ? endpointField
      : z.pipe(
          z.optional(z.string()),
          z.transform((): string | undefined => undefined),
        ),
  });
}

export type WebsiteRequest = z.infer<ReturnType<typeof websiteRequestSchema>>;

/** The form as the visitor filled it in, for showing it again after a failed send. */
export function websiteFormValues(
  request: WebsiteRequest,
  endpoint: string | undefined,
): Record<string, string | string[]> {
  const values: Record<string, string | string[]> = {
    name: request.name,
    email: request.email,
    phone: request.phone ?? '',
    company: request.company ?? '',
    websiteType: request.websiteType,
    currentWebsite: request.currentWebsite ?? '',
    pages: request.pages,
    additionalPages: request.additionalPages ? String(request.additionalPages) : '',
    businessDescription: request.businessDescription,
    goals: request.goals,
    features: request.features,
    timeline: request.timeline,
    budget: request.budget,
    additionalInfo: request.additionalInfo ?? '',
    endpoint: endpoint ?? '',
  };
  if (request.ongoingSupport) values.ongoingSupport = 'on';
  return values;
}
