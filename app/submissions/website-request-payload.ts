import type { WebsiteRequest } from '~/submissions/website-request-schema';
import { WEBSITE_PAGE_OPTIONS } from '~/submissions/website-request-schema';

/** The JSON body sent to the form-handling endpoint, field for field as docs/specification.md section 7 lists it. */
export type WebsiteRequestPayload = {
  subject: string;
  name: string;
  email: string;
  phone: string;
  company: string;
  websiteType: string;
  currentWebsite: string;
  pages: string;
  additionalPages: string;
  businessDescription: string;
  goals: string;
  features: string;
  timeline: string;
  budget: string;
  ongoingSupport: 'Yes' | 'No';
  additionalInfo: string;
  message: string;
};

const NOT_PROVIDED = 'Not provided';

function pagesLabel(value: string): string {
  return WEBSITE_PAGE_OPTIONS.find((option) => option.value === value)?.label ?? value;
}

export function websiteRequestPayload(request: Omit<WebsiteRequest, 'endpoint'>): WebsiteRequestPayload {
  const features = request.features.join(', ');
  const ongoingSupport = request.ongoingSupport ? 'Yes' : 'No';
  const fields = {
    name: request.name,
    email: request.email,
    phone: request.phone ?? '',
    company: request.company ?? '',
    websiteType: request.websiteType,
    currentWebsite: request.currentWebsite ?? '',
    pages: pagesLabel(request.pages),
    additionalPages: String(request.additionalPages),
    businessDescription: request.businessDescription,
    goals: request.goals,
    features,
    timeline: request.timeline,
    budget: request.budget,
    ongoingSupport,
    additionalInfo: request.additionalInfo ?? '',
  } as const;
  const message = [
    `Name: ${fields.name}`,
    `Email: ${fields.email}`,
    `Phone: ${fields.phone || NOT_PROVIDED}`,
    `Company: ${fields.company || NOT_PROVIDED}`,
    `Website type: ${fields.websiteType}`,
    `Current website: ${fields.currentWebsite || NOT_PROVIDED}`,
    `Pages: ${fields.pages}`,
    `Additional pages: ${fields.additionalPages}`,
    `Features: ${features || 'None selected'}`,
    `Timeline: ${fields.timeline || NOT_PROVIDED}`,
    `Budget: ${fields.budget}`,
    `Ongoing support: ${ongoingSupport}`,
    '',
    'Business description:',
    fields.businessDescription,
    '',
    'Goals:',
    fields.goals,
    '',
    'Additional information:',
    fields.additionalInfo || 'None provided',
  ].join('\n');
  return { subject: `Website Request from ${fields.name}`, ...fields, message };
}
