import { z } from 'zod';
import { oneOf } from './choice';
import { optionalPhoneField } from './contact-form';
import { emailField, optionalText, requiredText } from './fields';

/** The five services a visitor can ask for (SPEC.md point 3). The ids travel in URLs and forms. */
export const SERVICE_OPTIONS = [
  {
    id: 'mobile-app',
    title: 'Mobile App Development',
    description:
      'Native and cross-platform apps for iOS and Android, from kiosks to field tools, built with Flutter, Swift and Kotlin.',
  },
  {
    id: 'design-system',
    title: 'Design Systems',
    description:
      'A shared library of accessible components, tokens and guidelines that keeps every product consistent.',
  },
  {
    id: 'custom-software',
    title: 'Custom Software Development',
    description: 'Web applications, integrations and automation built around the way your organisation works.',
  },
  {
    id: 'government-solutions',
    title: 'Government Solutions',
    description: 'Secure, Section 508 compliant software for agencies, built to NIST, FedRAMP and HIPAA expectations.',
  },
  {
    id: 'ui-ux-design',
    title: 'UI/UX Design',
    description: 'Research, flows, prototypes and visual design that make products clear and pleasant to use.',
  },
] as const;

export type ServiceId = (typeof SERVICE_OPTIONS)[number]['id'];

const SERVICE_IDS: ServiceId[] = SERVICE_OPTIONS.map((option) => option.id);

export function findService(id: string | null | undefined) {
  return SERVICE_OPTIONS.find((option) => option.id === id);
}

export const SERVICE_REQUIRED_MESSAGE = 'Select one of the service options to continue.';

export const serviceField = oneOf(SERVICE_IDS, SERVICE_REQUIRED_MESSAGE);

/** Step 2 of /get-started; the chosen service rides along as a hidden field. */
export const serviceRequestSchema = z.object({
  service: serviceField,
  name: requiredText('Enter your name.', 120),
  email: emailField,
  company: optionalText(120),
  phone: optionalPhoneField,
  // Short enough that, without JavaScript, the draft fits the cookie that carries it to /confirmation.
  additionalInfo: optionalText(1000),
});

export type ServiceRequest = z.infer<typeof serviceRequestSchema>;

/** The first name for "Thank You, {first name}!". */
export function firstName(name: string): string {
  return name.trim().split(/\s+/)[0] ?? '';
}
