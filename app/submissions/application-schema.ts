import * as z from 'zod/mini';
import { NAME_MAX, RESUME_EXTENSIONS, RESUME_MAX_BYTES } from './field-facts';
import { emailField, optionalText, phoneField, requiredText } from './fields';

function isFile(value: unknown): value is File {
  return typeof Blob !== 'undefined' && value instanceof Blob && 'name' in value && typeof value.name === 'string';
}

// z.custom stops at its own failure, so the refinements below always receive a File.
const resumeField = z
  .custom<File>((value) => isFile(value) && value.name !== '' && value.size > 0, 'Attach your resume.')
  .check(
    z.refine(
      (file: File) => RESUME_EXTENSIONS.some((extension) => file.name.toLowerCase().endsWith(extension)),
      'Your resume must be a PDF or Word document (.pdf, .doc or .docx).',
    ),
    z.refine((file: File) => file.size <= RESUME_MAX_BYTES, 'Your resume must be 5MB or smaller.'),
  );

/** The job application, checked the same way in the browser and in the careers action. */
export const applicationSchema = z.object({
  job: requiredText('Choose the position you are applying for.', 120),
  name: requiredText('Enter your full name.', NAME_MAX),
  email: emailField,
  phone: phoneField,
  message: optionalText(5000),
  resume: resumeField,
});
