import { oneLine } from '../../supabase/functions/_shared/text.ts';
import {
  AUDIT_APP_TYPES,
  AUDIT_BUDGETS,
  AUDIT_PLATFORMS,
  AUDIT_TIMELINES,
  type AuditOption,
} from '~/lib/audit-options';
import type { MailDraft } from '~/mail/mailto';

// Drafts use bare '\n'; buildMailto turns every break into the CRLF that RFC 6068 requires,
// so composition and encoding stay separate concerns.
const NL = '\n';

const NOT_PROVIDED = 'Not provided';
const NONE_PROVIDED = 'None provided';

// A one-line value containing line breaks could forge extra "Label: value" lines in the
// body, so such values are flattened to a single line.
function line(value: string | undefined): string {
  return oneLine(value ?? '');
}

// Free text keeps its own line breaks; only surrounding blank space goes.
function text(value: string | undefined): string {
  return (value ?? '').trim();
}

function orFallback(value: string, fallback: string): string {
  return value === '' ? fallback : value;
}

export type ContactDraftValues = {
  name: string;
  email: string;
  phone?: string | undefined;
  company?: string | undefined;
  message: string;
};

export function contactDraft(values: ContactDraftValues): MailDraft {
  const name = line(values.name);
  const company = line(values.company);
  return {
    subject: `Contact Form Submission - ${name} from ${orFallback(company, 'Individual')}`,
    body: [
      `Name: ${name}`,
      `Email: ${line(values.email)}`,
      `Phone: ${orFallback(line(values.phone), NOT_PROVIDED)}`,
      `Company: ${orFallback(company, NOT_PROVIDED)}`,
      '',
      'Message:',
      text(values.message),
      '',
      'Please respond within 24 hours.',
    ].join(NL),
  };
}

export type ApplicationDraftValues = {
  jobTitle: string;
  name: string;
  email: string;
  phone: string;
  message?: string | undefined;
};

export function applicationDraft(values: ApplicationDraftValues): MailDraft {
  return {
    subject: `Job Application: ${line(values.jobTitle)}`,
    body: [
      `Name: ${line(values.name)}`,
      `Email: ${line(values.email)}`,
      `Phone: ${line(values.phone)}`,
      '',
      'Cover Letter:',
      orFallback(text(values.message), NOT_PROVIDED),
      '',
      // A mail link cannot carry a file, so the draft says where the resume went.
      'Note: My resume was attached in the web application form.',
    ].join(NL),
  };
}

export type ServiceRequestDraftValues = {
  serviceTitle: string;
  name: string;
  email: string;
  phone?: string | undefined;
  company?: string | undefined;
  additionalInfo?: string | undefined;
};

export function serviceRequestDraft(values: ServiceRequestDraftValues): MailDraft {
  const serviceTitle = line(values.serviceTitle);
  return {
    subject: `Service Request: ${serviceTitle}`,
    body: [
      `Name: ${line(values.name)}`,
      `Email: ${line(values.email)}`,
      `Phone: ${orFallback(line(values.phone), NOT_PROVIDED)}`,
      `Company: ${orFallback(line(values.company), NOT_PROVIDED)}`,
      `Service: ${serviceTitle}`,
      '',
      'Additional Information:',
      orFallback(text(values.additionalInfo), NONE_PROVIDED),
    ].join(NL),
  };
}

type AuditPlatform = (typeof AUDIT_PLATFORMS)[number]['value'];
type AuditAppType = (typeof AUDIT_APP_TYPES)[number]['value'];
type AuditTimeline = (typeof AUDIT_TIMELINES)[number]['value'];
type AuditBudget = (typeof AUDIT_BUDGETS)[number]['value'];

export type AuditRequestDraftValues = {
  companyName: string;
  contactName: string;
  email: string;
  phone?: string | undefined;
  appName: string;
  // The browser does not enforce the selects (docs/specification.md section 5), so an unset one arrives as ''.
  platform: AuditPlatform | '';
  appType: AuditAppType | '';
  appStoreUrl?: string | undefined;
  timeline?: AuditTimeline | '' | undefined;
  specialRequirements?: string | undefined;
  budget?: AuditBudget | '' | undefined;
};

// An unknown value is shown as sent rather than dropped, so the studio still sees what
// the visitor chose.
function optionLabel(options: readonly AuditOption[], value: string | undefined): string {
  const chosen = line(value);
  if (chosen === '') return NOT_PROVIDED;
  return options.find((option) => option.value === chosen)?.label ?? chosen;
}

export function auditRequestDraft(values: AuditRequestDraftValues): MailDraft {
  const companyName = line(values.companyName);
  const appName = line(values.appName);
  return {
    subject: `Professional Audit Request: ${appName} - ${companyName}`,
    body: [
      `Company Name: ${companyName}`,
      `Contact Name: ${line(values.contactName)}`,
      `Email: ${line(values.email)}`,
      `Phone: ${orFallback(line(values.phone), NOT_PROVIDED)}`,
      '',
      `App Name: ${appName}`,
      `Platform: ${optionLabel(AUDIT_PLATFORMS, values.platform)}`,
      `App Type: ${optionLabel(AUDIT_APP_TYPES, values.appType)}`,
      `App Store URL: ${orFallback(line(values.appStoreUrl), NOT_PROVIDED)}`,
      `Timeline: ${optionLabel(AUDIT_TIMELINES, values.timeline)}`,
      `Budget: ${optionLabel(AUDIT_BUDGETS, values.budget)}`,
      '',
      'Special Requirements:',
      orFallback(text(values.specialRequirements), NOT_PROVIDED),
    ].join(NL),
  };
}

export function pricingDraft(planName: string): MailDraft {
  const plan = line(planName);
  return {
    subject: `Pricing Inquiry: ${plan}`,
    body: [
      'Hello,',
      '',
      `I'm interested in the ${plan} plan. Could you please send me more details about what it includes and how to get started?`,
      '',
      'Thank you.',
    ].join(NL),
  };
}

export function sandboxDraft(): MailDraft {
  return {
    subject: 'Accessibility Demo Follow-up',
    body: [
      'Hello,',
      '',
      "I've tried the accessibility demo tools on your website and would like to request a professional accessibility audit of my app. Please let me know the next steps.",
      '',
      'Thank you.',
    ].join(NL),
  };
}
