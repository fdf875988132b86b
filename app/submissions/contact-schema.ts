import * as z from 'zod/mini';
import { NAME_MAX, PHONE_MAX } from './field-facts';
import { emailField, emptyAsUndefined, optionalText, requiredText } from './fields';

/** docs/specification.md section 5: the phone is optional here, so its format is only checked when one is given. */
export const optionalPhoneField = emptyAsUndefined(
  z.string().check(
    z.trim(),
    z.maxLength(PHONE_MAX, 'Enter a shorter phone number.'),
    z.refine(
      (value) => value === '' || /^\+?[\d\s().-]{7,}$/.test(value),
      'Enter a valid phone number, like (214) 555-0142.',
    ),
  ),
);

/** The contact page's message form, checked the same way in the browser and in the action. */
export const contactSchema = z.object({
  name: requiredText('Enter your name.', NAME_MAX),
  email: emailField,
  phone: optionalPhoneField,
  company: optionalText(120),
  message: requiredText('Enter your message.', 5000),
});
