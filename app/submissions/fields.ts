import * as z from 'zod/mini';
import { EMAIL_MAX, HONEYPOT_FIELD, PHONE_MAX } from './field-facts';

// The form schemas are built with zod/mini: the same checks and messages as full zod, but the
// browser only downloads what they use (ADR 0016 has the sizes).
//
// Every form schema imports this file, so this runs before any schema is used. Without
// `jitless` zod probes `new Function` on its first parse in the browser, which the strict content
// policy reports as a violation (ADR 0016).
z.config({ jitless: true });

// Field rules shared by every form, so the same input gets the same message everywhere.

const tooLong = (max: number) => z.maxLength(max, `Please keep this under ${max} characters.`);

/** The empty string a blank optional field sends, read as no value. */
export const emptyAsUndefined = <T extends z.core.SomeType>(schema: T) =>
  z.pipe(
    z.optional(schema),
    z.transform((value: z.output<T> | undefined) => (value === '' ? undefined : value)),
  );

export const requiredText = (message: string, max = 200) =>
  z.string({ error: message }).check(z.trim(), z.minLength(1, message), tooLong(max));

export const optionalText = (max = 2000) => emptyAsUndefined(z.string().check(z.trim(), tooLong(max)));

export const emailField = z.pipe(
  z
    .string({ error: 'Enter your email address.' })
    .check(
      z.trim(),
      z.minLength(1, 'Enter your email address.'),
      z.maxLength(EMAIL_MAX, 'Enter a shorter email address.'),
    ),
  z.email('Enter a valid email address, like name@example.com.'),
);

export const phoneField = z
  .string({ error: 'Enter your phone number.' })
  .check(
    z.trim(),
    z.minLength(1, 'Enter your phone number.'),
    z.maxLength(PHONE_MAX, 'Enter a shorter phone number.'),
    z.regex(/^\+?[\d\s().-]{7,}$/, 'Enter a valid phone number, like (214) 555-0142.'),
  );

export function isBot(formData: FormData): boolean {
  const value = formData.get(HONEYPOT_FIELD);
  return typeof value === 'string' && value.trim() !== '';
}
