import * as z from 'zod/mini';
import { oneOf } from './choice';
import { optionalPhoneField } from './contact-schema';
import { ADDITIONAL_INFO_MAX, NAME_MAX } from './field-facts';
import { emailField, optionalText, requiredText } from './fields';

const SERVICE_REQUIRED_MESSAGE = 'Select one of the service options to continue.';

/** A service a visitor can ask for: the `service` documents site settings lists for /get-started. */
export interface ServiceChoice {
  id: string;
  title: string;
}

export function findService<T extends ServiceChoice>(services: readonly T[], id: string | null | undefined) {
  return services.find((service) => service.id === id);
}

/**
 * Step 2 of /get-started; the chosen service rides along as a hidden field and must be one of
 * the services offered (their ids, from the content).
 */
export const serviceRequestSchema = (serviceIds: readonly string[]) =>
  z.object({
    service: oneOf(serviceIds, SERVICE_REQUIRED_MESSAGE),
    name: requiredText('Enter your name.', NAME_MAX),
    email: emailField,
    company: optionalText(120),
    phone: optionalPhoneField,
    additionalInfo: optionalText(ADDITIONAL_INFO_MAX),
  });

/** The first name for "Thank You, {first name}!". */
export function firstName(name: string): string {
  return name.trim().split(/\s+/)[0] ?? '';
}
