import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { APPLICATION_MAX_BODY_BYTES, applicationSchema, RESUME_MAX_BYTES } from '~/forms/application-form';
import { parseFormRequest } from '~/forms/action.server';
import { HONEYPOT_FIELD } from '~/forms/fields';
import { BodyTooLargeError, readFormData } from '~/forms/read-form.server';
import { formDataToObject, parseSubmission } from '~/forms/submission';

function resume(name = 'cv.pdf', bytes = 1024) {
  return new File([new Uint8Array(bytes)], name, { type: 'application/pdf' });
}

function application(overrides: Record<string, string | File> = {}) {
  const formData = new FormData();
  const fields: Record<string, string | File> = {
    job: 'ui-ux-designer',
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    phone: '(214) 555-0199',
    message: 'I love accessible design.',
    resume: resume(),
    ...overrides,
  };
  for (const [key, value] of Object.entries(fields)) formData.append(key, value);
  return formData;
}

describe('parseSubmission', () => {
  it('gives lists for repeated names and single values otherwise', () => {
    const formData = new FormData();
    formData.append('features', 'Blog');
    formData.append('features', 'Live Chat');
    formData.append('name', 'Ada');
    expect(formDataToObject(formData)).toEqual({ features: ['Blog', 'Live Chat'], name: 'Ada' });
  });

  it('reports the first problem of each field and keeps the text the visitor typed', () => {
    const schema = z.object({ name: z.string().min(1, 'Enter your name.'), age: z.string().min(1, 'A').regex(/\d/, 'B') });
    const formData = new FormData();
    formData.append('name', '');
    formData.append('age', '');
    const result = parseSubmission(schema, formData);
    expect(result).toEqual({
      status: 'error',
      fieldErrors: { name: ['Enter your name.'], age: ['A'] },
      values: { name: '', age: '' },
    });
  });
});

describe('the application schema', () => {
  it('accepts a complete application, with the cover letter optional', () => {
    const result = parseSubmission(applicationSchema, application({ message: '' }));
    expect(result.status).toBe('success');
    if (result.status === 'success') expect(result.value.message).toBeUndefined();
  });

  it.each([
    ['name', { name: '  ' }, 'Enter your full name.'],
    ['email', { email: 'ada@' }, 'Enter a valid email address, like name@example.com.'],
    ['phone', { phone: '' }, 'Enter your phone number.'],
    ['phone', { phone: 'call me' }, 'Enter a valid phone number, like (214) 555-0142.'],
    ['resume', { resume: new File([], '') }, 'Attach your resume.'],
    ['resume', { resume: resume('cv.png') }, 'Your resume must be a PDF or Word document (.pdf, .doc or .docx).'],
    ['resume', { resume: resume('cv.docx', RESUME_MAX_BYTES + 1) }, 'Your resume must be 5MB or smaller.'],
  ])('rejects a bad %s with a clear message', (field, overrides, message) => {
    const result = parseSubmission(applicationSchema, application(overrides));
    expect(result.status === 'error' && result.fieldErrors[field]).toEqual([message]);
  });

  it('accepts a resume of exactly 5MB in .doc or .DOCX', () => {
    expect(parseSubmission(applicationSchema, application({ resume: resume('CV.DOCX', RESUME_MAX_BYTES) })).status).toBe('success');
    expect(parseSubmission(applicationSchema, application({ resume: resume('cv.doc') })).status).toBe('success');
  });
});

describe('reading a form request', () => {
  const post = (body: BodyInit, headers: Record<string, string> = {}) =>
    new Request('http://site.test/careers', { method: 'POST', body, headers, duplex: 'half' } as RequestInit);

  it('refuses a body over the limit by its declared length, before reading it', async () => {
    const request = post('x'.repeat(100), { 'content-type': 'application/x-www-form-urlencoded', 'content-length': '100' });
    await expect(readFormData(request, 10)).rejects.toBeInstanceOf(BodyTooLargeError);
  });

  it('refuses a streamed body that grows past the limit', async () => {
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < 10; i += 1) controller.enqueue(new TextEncoder().encode('name=aaaaaaaaaa&'));
        controller.close();
      },
    });
    const request = post(stream, { 'content-type': 'application/x-www-form-urlencoded' });
    await expect(readFormData(request, 64)).rejects.toBeInstanceOf(BodyTooLargeError);
  });

  it('answers an oversized application with status 413 and a message', async () => {
    const formData = application({ resume: resume('cv.pdf', APPLICATION_MAX_BODY_BYTES + 10) });
    const result = await parseFormRequest(post(formData), applicationSchema, { maxBytes: APPLICATION_MAX_BODY_BYTES });
    expect(result).toMatchObject({ status: 'error', httpStatus: 413 });
    expect(result.status === 'error' && result.formError).toMatch(/larger than 5.3MB/);
  });

  it('recognises a bot by its honeypot', async () => {
    const formData = application({ [HONEYPOT_FIELD]: 'https://spam.example' });
    expect(await parseFormRequest(post(formData), applicationSchema, { maxBytes: APPLICATION_MAX_BODY_BYTES })).toEqual({
      status: 'bot',
    });
  });

  it('treats a malformed body as an empty form, so validation explains what is missing', async () => {
    const request = post('--broken', { 'content-type': 'multipart/form-data; boundary=nothing' });
    const result = await parseFormRequest(request, applicationSchema);
    expect(result.status === 'error' && Object.keys(result.fieldErrors)).toEqual(
      expect.arrayContaining(['job', 'name', 'email', 'phone', 'resume']),
    );
  });
});
