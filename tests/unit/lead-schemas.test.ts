import { describe, expect, it } from 'vitest';
import { auditRequestSchema } from '~/submissions/audit-request-schema';
import { bookingSchema } from '~/submissions/booking-schema';
import { contactSchema } from '~/submissions/contact-schema';
import { firstName, serviceRequestSchema } from '~/submissions/service-request-schema';
import { parseSubmission } from '~/submissions/parse-submission';
import {
  ENDPOINT_REQUIRED_MESSAGE,
  WEBSITE_FEATURES,
  websiteBudgets,
  websiteRequestSchema,
} from '~/submissions/website-request-schema';
import { slotStart, takenSlotKeys } from '~/lib/booking/booking';
import { WEEKDAYS_CENTRAL } from '../support/booking-availability';
import { formData } from '../support/form-data';

const errorsOf = <T>(result: ReturnType<typeof parseSubmission<T>>) =>
  result.status === 'error' ? result.fieldErrors : {};

describe('contactSchema', () => {
  it('accepts name, email and message, with phone and company optional', () => {
    const result = parseSubmission(
      contactSchema,
      formData({ name: ' Ada ', email: 'ada@example.com', phone: '', company: '', message: 'Hi' }),
    );
    expect(result).toEqual({
      status: 'success',
      value: { name: 'Ada', email: 'ada@example.com', phone: undefined, company: undefined, message: 'Hi' },
    });
  });

  it('names every missing required field and keeps what was typed', () => {
    const result = parseSubmission(
      contactSchema,
      formData({ name: '', email: 'not-an-email', message: '  ', company: 'Acme' }),
    );
    expect(errorsOf(result)).toEqual({
      name: ['Enter your name.'],
      email: ['Enter a valid email address, like name@example.com.'],
      message: ['Enter your message.'],
    });
    expect(result.status === 'error' && result.values.company).toBe('Acme');
  });

  it('checks a phone number only when one is given', () => {
    expect(
      errorsOf(
        parseSubmission(contactSchema, formData({ name: 'A', email: 'a@b.co', message: 'x', phone: 'call me' })),
      ),
    ).toEqual({
      phone: ['Enter a valid phone number, like (214) 555-0142.'],
    });
  });
});

describe('serviceRequestSchema', () => {
  const valid = { service: 'mobile-app', name: 'Grace Hopper', email: 'grace@example.com' };
  // The offered services come from the content (tests/integration/editor-changes.test.tsx).
  const schema = serviceRequestSchema(['mobile-app', 'ui-ux-design']);

  it('requires one of the offered services, a name and an email', () => {
    expect(parseSubmission(schema, formData(valid)).status).toBe('success');
    expect(
      Object.keys(errorsOf(parseSubmission(schema, formData({ service: 'time-machine', name: '', email: '' })))),
    ).toEqual(['service', 'name', 'email']);
    expect(Object.keys(errorsOf(parseSubmission(schema, formData({ ...valid, service: 'design-system' }))))).toEqual([
      'service',
    ]);
  });

  it('takes the first name for the thank-you page', () => {
    expect(firstName('  Grace Brewster Hopper ')).toBe('Grace');
    expect(firstName('')).toBe('');
  });
});

describe('auditRequestSchema', () => {
  const valid = {
    companyName: 'Acme',
    contactName: 'Ada',
    email: 'ada@example.com',
    appName: 'Acme Go',
    platform: 'ios',
    appType: 'finance',
  };

  it('accepts the required fields with the optional selects left empty', () => {
    const result = parseSubmission(auditRequestSchema, formData({ ...valid, timeline: '', budget: '' }));
    expect(result.status === 'success' && result.value).toMatchObject({
      platform: 'ios',
      appType: 'finance',
      timeline: '',
      budget: '',
    });
  });

  it('enforces the two required selects on the server', () => {
    expect(errorsOf(parseSubmission(auditRequestSchema, formData({ ...valid, platform: '', appType: '' })))).toEqual({
      platform: ['Choose the platform the app runs on.'],
      appType: ['Choose the kind of app.'],
    });
  });

  it('refuses values outside the option lists and a store URL that is not a web address', () => {
    expect(
      Object.keys(
        errorsOf(
          parseSubmission(
            auditRequestSchema,
            formData({ ...valid, platform: 'symbian', budget: 'a lot', appStoreUrl: 'javascript:alert(1)' }),
          ),
        ),
      ),
    ).toEqual(['platform', 'appStoreUrl', 'budget']);
  });
});

describe('websiteRequestSchema', () => {
  const valid = {
    name: 'Lin',
    email: 'lin@example.com',
    websiteType: 'Bakery',
    businessDescription: 'We bake bread.',
    goals: 'Take orders.',
  };

  it('fills in the defaults: 5 pages, $500 budget, no features, no support', () => {
    const result = parseSubmission(
      websiteRequestSchema({ endpointRequired: false, budgets: websiteBudgets(500) }),
      formData(valid),
    );
    expect(result.status === 'success' && result.value).toMatchObject({
      pages: '5',
      budget: '$500',
      features: [],
      ongoingSupport: false,
      additionalPages: 0,
      timeline: '',
    });
    expect(result.status === 'success' && result.value.endpoint).toBeUndefined();
  });

  it('reads the checkbox group and the support checkbox', () => {
    const result = parseSubmission(
      websiteRequestSchema({ endpointRequired: false, budgets: websiteBudgets(500) }),
      formData({ ...valid, features: ['Blog', 'Live Chat'], ongoingSupport: 'on', additionalPages: '3' }),
    );
    expect(result.status === 'success' && result.value).toMatchObject({
      features: ['Blog', 'Live Chat'],
      ongoingSupport: true,
      additionalPages: 3,
    });
    expect(WEBSITE_FEATURES).toHaveLength(10);
  });

  it('requires the endpoint only when none is configured', () => {
    const schema = websiteRequestSchema({ endpointRequired: true, budgets: websiteBudgets(500) });
    expect(errorsOf(parseSubmission(schema, formData(valid)))).toEqual({ endpoint: [ENDPOINT_REQUIRED_MESSAGE] });
    expect(errorsOf(parseSubmission(schema, formData({ ...valid, endpoint: 'ftp://example.com' })))).toEqual({
      endpoint: ['Enter a full http:// or https:// address.'],
    });
  });

  it('refuses unknown features, budgets and page counts', () => {
    const result = parseSubmission(
      websiteRequestSchema({ endpointRequired: false, budgets: websiteBudgets(500) }),
      formData({ ...valid, features: ['Blog', 'Time Travel'], budget: '$1', pages: '50', additionalPages: '-2' }),
    );
    expect(Object.keys(errorsOf(result)).sort()).toEqual(['additionalPages', 'budget', 'features.1', 'pages']);
  });
});

describe('bookingSchema', () => {
  // Tuesday 4 March 2025, 10:30 in Dallas (16:30 UTC).
  const now = new Date('2025-03-04T16:30:00Z');
  const valid = {
    date: '2025-03-05',
    time: '9:00 AM',
    customerName: 'Ada',
    customerEmail: 'ada@example.com',
    customerPhone: '214 555 0100',
  };

  const state = { availability: WEEKDAYS_CENTRAL, takenKeys: new Set<string>() };

  it('accepts an offered slot on a coming weekday, phone by default', () => {
    const result = parseSubmission(bookingSchema(now, state), formData(valid));
    expect(result.status === 'success' && result.value).toMatchObject({ ...valid, meetingType: 'phone' });
  });

  it('requires date, time, name, email and phone', () => {
    expect(Object.keys(errorsOf(parseSubmission(bookingSchema(now, state), formData({}))))).toEqual([
      'date',
      'time',
      'customerName',
      'customerEmail',
      'customerPhone',
    ]);
  });

  it('refuses weekends, past days, unavailable slots and times already gone today', () => {
    const check = (fields: Partial<typeof valid>) =>
      errorsOf(parseSubmission(bookingSchema(now, state), formData({ ...valid, ...fields })));
    expect(Object.keys(check({ date: '2025-03-08' }))).toEqual(['date']); // Saturday
    expect(Object.keys(check({ date: '2025-03-03' }))).toEqual(['date']); // yesterday
    expect(Object.keys(check({ date: '2025-02-30' }))).toEqual(['date']);
    expect(Object.keys(check({ time: '11:00 AM' }))).toEqual(['time']);
    expect(Object.keys(check({ time: '7:00 PM' }))).toEqual(['time']);
    expect(Object.keys(check({ date: '2025-03-04', time: '10:00 AM' }))).toEqual(['time']);
    // Inside the 12 hours' notice, and past the 60-day horizon.
    expect(check({ date: '2025-03-04', time: '3:00 PM' })).toEqual({
      time: ['That time is not available. Pick one of the open times.'],
    });
    expect(Object.keys(check({ date: '2025-05-05' }))).toEqual(['date']);
    expect(check({ date: '2025-03-05', time: '1:00 PM' })).toEqual({});
  });

  it('refuses a slot someone else holds with the taken message', () => {
    const taken = {
      ...state,
      takenKeys: takenSlotKeys(
        [slotStart('2025-03-05', '9:00 AM', 'America/Chicago').toISOString()],
        'America/Chicago',
      ),
    };
    expect(errorsOf(parseSubmission(bookingSchema(now, taken), formData(valid)))).toEqual({
      time: ['That time was just taken; please pick another.'],
    });
  });

  it('refuses a meeting type other than phone or video', () => {
    expect(
      Object.keys(
        errorsOf(parseSubmission(bookingSchema(now, state), formData({ ...valid, meetingType: 'carrier pigeon' }))),
      ),
    ).toEqual(['meetingType']);
  });
});
