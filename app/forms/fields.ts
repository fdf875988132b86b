import { z } from 'zod';

// Every form schema imports this file, so this runs before any schema is used. Without it zod
// probes `new Function` on its first parse in the browser, which the strict content policy
// reports as a violation (issue 12).
z.config({ jitless: true });

// Field rules shared by every form, so the same input gets the same message everywhere.

export const requiredText = (message: string, max = 200) =>
  z.string({ error: message }).trim().min(1, message).max(max, `Please keep this under ${max} characters.`);

export const optionalText = (max = 2000) =>
  z
    .string()
    .trim()
    .max(max, `Please keep this under ${max} characters.`)
    .optional()
    .transform((value) => (value === '' ? undefined : value));

export const emailField = z
  .string({ error: 'Enter your email address.' })
  .trim()
  .min(1, 'Enter your email address.')
  .max(254, 'Enter a shorter email address.')
  .pipe(z.email('Enter a valid email address, like name@example.com.'));

export const phoneField = z
  .string({ error: 'Enter your phone number.' })
  .trim()
  .min(1, 'Enter your phone number.')
  .max(30, 'Enter a shorter phone number.')
  .regex(/^\+?[\d\s().-]{7,}$/, 'Enter a valid phone number, like (214) 555-0142.');

/** Honeypot: a field people never see or fill in. Anything in it marks the sender as a bot. */
export const HONEYPOT_FIELD = 'website_url';

export function isBot(formData: FormData): boolean {
  const value = formData.get(HONEYPOT_FIELD);
  return typeof value === 'string' && value.trim() !== '';
}
