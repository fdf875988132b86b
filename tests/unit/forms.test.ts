import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { applicationSchema } from '~/submissions/application-schema';
import { APPLICATION_MAX_BODY_BYTES, RESUME_MAX_BYTES } from '~/submissions/field-facts';
import { parseFormRequest } from '~/submissions/action.server';
import { contactSchema } from '~/submissions/contact-schema';
import { DEFAULT_FIELD_CHARS, fieldLimits } from '~/submissions/field-limits';
import { HONEYPOT_FIELD } from '~/submissions/field-facts';
import { createRateLimiter, clientKey } from '~/submissions/rate-limit.server';
import { BodyTooLargeError, readFormData, TooManyFieldsError } from '~/submissions/read-form.server';
import { parseSubmission } from '~/submissions/parse-submission';
import { formDataToObject } from '~/submissions/submission';

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
    const schema = z.object({
      name: z.string().min(1, 'Enter your name.'),
      age: z.string().min(1, 'A').regex(/\d/, 'B'),
    });
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
    expect(
      parseSubmission(applicationSchema, application({ resume: resume('CV.DOCX', RESUME_MAX_BYTES) })).status,
    ).toBe('success');
    expect(parseSubmission(applicationSchema, application({ resume: resume('cv.doc') })).status).toBe('success');
  });
});

describe('reading a form request', () => {
  const post = (body: BodyInit, headers: Record<string, string> = {}) =>
    new Request('http://site.test/careers', { method: 'POST', body, headers, duplex: 'half' } as RequestInit);

  it('refuses a body over the limit by its declared length, before reading it', async () => {
    const request = post('x'.repeat(100), {
      'content-type': 'application/x-www-form-urlencoded',
      'content-length': '100',
    });
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

  it('validates a bot like a person and only then marks it by its honeypot', async () => {
    const formData = application({ [HONEYPOT_FIELD]: 'https://spam.example' });
    expect(
      await parseFormRequest(post(formData), applicationSchema, { maxBytes: APPLICATION_MAX_BODY_BYTES }),
    ).toMatchObject({ status: 'success', bot: true });
    const invalid = application({ [HONEYPOT_FIELD]: 'https://spam.example', email: 'nope' });
    expect(
      await parseFormRequest(post(invalid), applicationSchema, { maxBytes: APPLICATION_MAX_BODY_BYTES }),
    ).toMatchObject({ status: 'error', httpStatus: 400 });
  });

  it('refuses more fields than any form has with 413, before parsing', async () => {
    const body = Array.from({ length: 101 }, (_, index) => `f${index}=x`).join('&');
    const request = post(body, { 'content-type': 'application/x-www-form-urlencoded' });
    await expect(readFormData(request, 64 * 1024)).rejects.toBeInstanceOf(TooManyFieldsError);
    const result = await parseFormRequest(
      post(body, { 'content-type': 'application/x-www-form-urlencoded' }),
      z.object({}),
    );
    expect(result).toMatchObject({
      status: 'error',
      httpStatus: 413,
      formError: expect.stringContaining('more fields'),
    });
  });

  it('refuses 100,000 multipart fields with 413 while parsing, in well under a second', async () => {
    const parts = Array.from(
      { length: 100_000 },
      (_, index) => `--XyZ\r\nContent-Disposition: form-data; name="f${index}"\r\n\r\nx\r\n`,
    );
    const body = `${parts.join('')}--XyZ--\r\n`;
    const start = performance.now();
    const result = await parseFormRequest(
      post(body, { 'content-type': 'multipart/form-data; boundary=XyZ' }),
      applicationSchema,
      { maxBytes: 8 * 1024 * 1024 },
    );
    expect(performance.now() - start).toBeLessThan(1000);
    expect(result).toMatchObject({
      status: 'error',
      httpStatus: 413,
      formError: expect.stringContaining('more fields'),
    });
  });

  it('cuts a 5 MB field to its schema length before validating, and echoes only that', async () => {
    const huge = 'a'.repeat(5 * 1024 * 1024);
    for (const type of ['urlencoded', 'multipart'] as const) {
      const form = application({ message: huge });
      const request =
        type === 'multipart'
          ? post(form)
          : post(new URLSearchParams({ name: 'Ada', message: huge }).toString(), {
              'content-type': 'application/x-www-form-urlencoded',
            });
      const start = performance.now();
      const result = await parseFormRequest(request, applicationSchema, { maxBytes: 8 * 1024 * 1024 });
      expect(performance.now() - start).toBeLessThan(1000);
      expect(result.status).toBe('error');
      if (result.status !== 'error') continue;
      // The message field allows 5,000 characters: one more is kept, so the schema says "too long".
      expect(result.values['message']).toHaveLength(5001);
      expect(result.fieldErrors['message']).toEqual(['Please keep this under 5000 characters.']);
    }
  });

  it('reads a field the schema does not name up to the default length', async () => {
    const request = post(`other=${'b'.repeat(10_000)}&name=Ada`, {
      'content-type': 'application/x-www-form-urlencoded',
    });
    const formData = await readFormData(request, 64 * 1024, 100, fieldLimits(contactSchema));
    expect(String(formData.get('other'))).toHaveLength(DEFAULT_FIELD_CHARS + 1);
    expect(formData.get('name')).toBe('Ada');
  });

  it('reads the schema limits: maxLength checks, choices, optional and piped fields', () => {
    const limits = fieldLimits(contactSchema);
    expect(limits('name')).toBe(120);
    expect(limits('email')).toBe(254);
    expect(limits('phone')).toBe(30);
    expect(limits('message')).toBe(5000);
    expect(limits('unknown')).toBe(DEFAULT_FIELD_CHARS);
    expect(fieldLimits(z.object({ pick: z.optional(z.enum(['calculate', 'modify'])) }))('pick')).toBe(9);
  });

  it('reads a body in a charset the parser cannot decode as an empty form, never a crash', async () => {
    const request = post('name=Ada&email=x', { 'content-type': 'application/x-www-form-urlencoded; charset=utf-16' });
    const formData = await readFormData(request, 64 * 1024);
    expect([...formData.keys()]).toEqual([]);
  });

  it('treats a malformed multipart body as an empty form', async () => {
    const request = post('--XyZ\r\nContent-Disposition: form-data; name="a"\r\n\r\nunterminated', {
      'content-type': 'multipart/form-data; boundary=XyZ',
    });
    expect([...(await readFormData(request, 64 * 1024)).keys()]).toEqual([]);
  });

  it('accepts a real multipart application (its parts stay under the cap)', async () => {
    const result = await parseFormRequest(post(application()), applicationSchema, {
      maxBytes: APPLICATION_MAX_BODY_BYTES,
    });
    expect(result.status).toBe('success');
  });

  it('treats a malformed body as an empty form, so validation explains what is missing', async () => {
    const request = post('--broken', { 'content-type': 'multipart/form-data; boundary=nothing' });
    const result = await parseFormRequest(request, applicationSchema);
    expect(result.status === 'error' && Object.keys(result.fieldErrors)).toEqual(
      expect.arrayContaining(['job', 'name', 'email', 'phone', 'resume']),
    );
  });
});

describe('the per-client form rate limit', () => {
  it('allows the configured posts per minute, then refuses with the seconds until the window ends', () => {
    let now = 0;
    const limiter = createRateLimiter({ perMinute: 10, perHour: 50, now: () => now });
    for (let post = 0; post < 10; post += 1) expect(limiter.hit('203.0.113.7')).toEqual({ allowed: true });
    now = 15_000;
    expect(limiter.hit('203.0.113.7')).toEqual({ allowed: false, retryAfterSeconds: 45 });
    // Another client is not affected.
    expect(limiter.hit('198.51.100.2')).toEqual({ allowed: true });
    now = 60_000;
    expect(limiter.hit('203.0.113.7')).toEqual({ allowed: true });
  });

  it('also caps an hour, whatever the pace', () => {
    let now = 0;
    const limiter = createRateLimiter({ perMinute: 10, perHour: 50, now: () => now });
    for (let minute = 0; minute < 5; minute += 1) {
      now = minute * 60_000;
      for (let post = 0; post < 10; post += 1) expect(limiter.hit('ip').allowed).toBe(true);
    }
    now = 5 * 60_000;
    expect(limiter.hit('ip')).toEqual({ allowed: false, retryAfterSeconds: 55 * 60 });
  });

  it('reads the client from the server context, and shares one key without it', () => {
    expect(clientKey({ clientIp: '203.0.113.7' })).toBe('203.0.113.7');
    expect(clientKey({})).toBe(clientKey(undefined));
  });
});
