import { mkdir, readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { action as bookCallAction, loader as bookCallLoader } from '~/routes/book-call';
import { loader as confirmationLoader } from '~/routes/confirmation';
import { action as contactAction } from '~/routes/contact';
import { action as getStartedAction, loader as getStartedLoader } from '~/routes/get-started';
import { action as auditAction } from '~/routes/professional-audit';
import { action as websiteAction } from '~/routes/website-services';
import { args, run } from '../support/action-result';
import { formPost } from '../support/form-data';
import { scrapeMetrics } from '../support/metrics-scrape';
import { storedLeads } from '../support/leads';
import { ADA_BOOKING, BOOKING_EVE } from '../support/booking-fixtures';
import { bookLocallyInThisFile } from '../support/local-bookings';

const ENQUIRY = 'mailto:hello@bluebonnetlabs.studio?';
const bookings = bookLocallyInThisFile();

beforeAll(() => {
  delete process.env.WEBSITE_REQUEST_ENDPOINT;
});

/** The mail draft a successful mail-draft action offers, with JavaScript or without. */
function draftOf(result: { body: unknown }): string {
  const body = result.body as { status?: string; mailto?: string };
  expect(body.status).toBe('success');
  return body.mailto ?? '';
}

function decodedMailto(location: string | null) {
  const url = new URL(location ?? '');
  return { subject: url.searchParams.get('subject'), body: url.searchParams.get('body') };
}

const contact = { name: 'Ada Lovelace', email: 'ada@example.com', phone: '', company: '', message: 'Hello there' };

describe('contact action', () => {
  it('answers a plain valid POST with the success and the prefilled draft to open', async () => {
    const result = await run(() => contactAction(args(formPost('/contact', contact))));
    expect(result.status).toBe(200);
    expect(draftOf(result)).toMatch(/^mailto:hello@bluebonnetlabs\.studio\?subject=/);
    expect(decodedMailto(draftOf(result))).toEqual({
      subject: 'Contact Form Submission - Ada Lovelace from Individual',
      body: 'Name: Ada Lovelace\r\nEmail: ada@example.com\r\nPhone: Not provided\r\nCompany: Not provided\r\n\r\nMessage:\r\nHello there\r\n\r\nPlease respond within 24 hours.',
    });
  });

  it('gives the enhanced form the draft as data', async () => {
    const result = await run(() => contactAction(args(formPost('/contact', contact, { enhanced: true }))));
    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({ status: 'success', mailto: expect.stringContaining(ENQUIRY) });
  });

  it('answers invalid input with 400, a message per field and the values kept', async () => {
    const result = await run(() =>
      contactAction(args(formPost('/contact', { ...contact, name: '', email: 'nope', company: 'Acme' }))),
    );
    expect(result.status).toBe(400);
    expect(result.body).toMatchObject({
      status: 'error',
      fieldErrors: { name: ['Enter your name.'], email: ['Enter a valid email address, like name@example.com.'] },
      values: { company: 'Acme', email: 'nope' },
    });
  });

  it('cannot be made to add header fields to the draft', async () => {
    const result = await run(() =>
      contactAction(
        args(formPost('/contact', { ...contact, name: 'Eve\r\nBcc: x@example.com', company: 'A&cc=x@example.com' })),
      ),
    );
    const location = draftOf(result);
    expect(location.match(/[?&][a-z]+=/gi)).toEqual(['?subject=', '&body=']);
    expect(decodedMailto(location).subject).toBe(
      'Contact Form Submission - Eve Bcc: x@example.com from A&cc=x@example.com',
    );
  });

  it('refuses an oversized body with 413 before parsing it', async () => {
    const result = await run(() =>
      contactAction(args(formPost('/contact', { ...contact, message: 'x'.repeat(70 * 1024) }))),
    );
    expect(result.status).toBe(413);
    expect(result.body).toMatchObject({ status: 'error', formError: expect.stringContaining('too large') });
  });

  it('keeps every valid contact in the lead store, once for a double submit', async () => {
    const fields = { ...contact, name: 'Kept Once', submissionId: 'contact-double-submit-1' };
    await run(() => contactAction(args(formPost('/contact', fields))));
    await run(() => contactAction(args(formPost('/contact', fields))));
    const kept = (await storedLeads('contact')).filter((lead) => lead.fields.name === 'Kept Once');
    expect(kept).toHaveLength(1);
    expect(kept[0]).toMatchObject({
      delivery: 'mail-draft',
      fields: { email: 'ada@example.com', message: 'Hello there' },
    });
  });

  it('answers a honeypot submission exactly as a person, and keeps it apart as spam', async () => {
    const bot = { ...contact, name: 'Honey Bot', website_url: 'http://spam.example' };
    const verdicts = (scrape: Awaited<ReturnType<typeof scrapeMetrics>>) => ({
      spam: scrape.value('form_spam_verdicts_total{verdict="spam"}'),
      clean: scrape.value('form_spam_verdicts_total{verdict="clean"}'),
    });
    const before = verdicts(await scrapeMetrics());
    const result = await run(() => contactAction(args(formPost('/contact', bot))));
    expect(result.status).toBe(200);
    // The operator sees the verdict on /metrics.
    const after = verdicts(await scrapeMetrics());
    expect({ spam: after.spam - before.spam, clean: after.clean - before.clean }).toEqual({ spam: 1, clean: 0 });
    expect(draftOf(result)).toMatch(/^mailto:hello@bluebonnetlabs\.studio\?subject=/);
    expect((await storedLeads()).filter((lead) => lead.fields.name === 'Honey Bot').map((lead) => lead.spam)).toEqual([
      expect.objectContaining({ spam: true, reasons: expect.arrayContaining(['honeypot']) }),
    ]);
  });

  it('checks the honeypot only after validation, so a bot sees the same messages as a person', async () => {
    const result = await run(() =>
      contactAction(args(formPost('/contact', { ...contact, email: 'nope', website_url: 'http://spam.example' }))),
    );
    expect(result.status).toBe(400);
  });
});

describe('get-started and confirmation', () => {
  const request = {
    service: 'design-system',
    name: 'Grace Hopper',
    email: 'grace@example.com',
    company: '',
    phone: '',
    additionalInfo: '',
  };

  it('shows step 2 only for a known service, and says when none was chosen', async () => {
    const step = async (query: string) =>
      (await run(() => getStartedLoader(args(new Request(`http://localhost/get-started${query}`))))).body;
    expect(await step('')).toMatchObject({ step: 'select', missingService: false });
    expect(await step('?step=contact&service=mobile-app')).toMatchObject({
      step: 'contact',
      service: { title: 'Mobile App Development' },
    });
    expect(await step('?step=contact')).toMatchObject({ step: 'select', missingService: true });
    expect(await step('?step=contact&service=nope')).toMatchObject({ step: 'select', missingService: true });
  });

  it('without JavaScript, redirects to /confirmation, which greets by first name and offers the draft', async () => {
    const result = await run(() => getStartedAction(args(formPost('/get-started', request))));
    expect(result.status).toBe(303);
    expect(result.headers.get('location')).toBe('/confirmation');
    const cookie = result.headers.get('set-cookie')?.split(';')[0] ?? '';
    expect(cookie).toMatch(/^__confirmation=/);

    const page = await run(() =>
      confirmationLoader(args(new Request('http://localhost/confirmation', { headers: { cookie } }))),
    );
    expect(page.body).toMatchObject({ firstName: 'Grace', serviceTitle: 'Design Systems' });
    const { subject, body } = decodedMailto((page.body as { mailto: string }).mailto);
    expect(subject).toBe('Service Request: Design Systems');
    expect(body).toContain('Phone: Not provided\r\nCompany: Not provided\r\nService: Design Systems');
    expect(body).toContain('Additional Information:\r\nNone provided');
    // Shown once: the answer clears the cookie.
    expect(page.headers.get('set-cookie')).toMatch(/^__confirmation=/);
    expect(page.headers.get('cache-control')).toContain('no-store');
  });

  it('with JavaScript, returns the draft and hands over only the name and service', async () => {
    const result = await run(() => getStartedAction(args(formPost('/get-started', request, { enhanced: true }))));
    expect(result.body).toMatchObject({
      status: 'success',
      mailto: expect.stringContaining('Service%20Request%3A%20Design%20Systems'),
    });
    const cookie = result.headers.get('set-cookie')?.split(';')[0] ?? '';
    const page = await run(() =>
      confirmationLoader(args(new Request('http://localhost/confirmation', { headers: { cookie } }))),
    );
    expect(page.body).toEqual({ firstName: 'Grace', serviceTitle: 'Design Systems', mailto: undefined });
  });

  it('shows an empty name and "service" when nothing was handed over or the cookie was forged', async () => {
    const plain = await run(() => confirmationLoader(args(new Request('http://localhost/confirmation'))));
    expect(plain.body).toEqual({ firstName: '', serviceTitle: 'service', mailto: undefined });
    const forged = `__confirmation=${Buffer.from(JSON.stringify({ __flash_confirmation__: { firstName: 'Mallory', serviceTitle: 'x' } })).toString('base64')}`;
    const page = await run(() =>
      confirmationLoader(args(new Request('http://localhost/confirmation', { headers: { cookie: forged } }))),
    );
    expect(page.body).toMatchObject({ firstName: '', serviceTitle: 'service' });
  });

  it('refuses a missing service, name or email with 400', async () => {
    const result = await run(() =>
      getStartedAction(args(formPost('/get-started', { ...request, service: '', name: '', email: '' }))),
    );
    expect(result.status).toBe(400);
    expect(Object.keys((result.body as { fieldErrors: object }).fieldErrors)).toEqual(['service', 'name', 'email']);
  });

  it('refuses with a field message when the draft would not fit the hand-over cookie', async () => {
    const result = await run(() =>
      getStartedAction(args(formPost('/get-started', { ...request, additionalInfo: '語'.repeat(1000) }))),
    );
    expect(result.status).toBe(400);
    expect(result.body).toMatchObject({ fieldErrors: { additionalInfo: [expect.stringContaining('too long')] } });
  });

  it('answers honeypot submissions as a person, keeps them apart as spam, and refuses oversized ones', async () => {
    const bot = await run(() =>
      getStartedAction(args(formPost('/get-started', { ...request, name: 'Honey Bot', website_url: 'x' }))),
    );
    expect(bot.status).toBe(303);
    expect(bot.headers.get('location')).toBe('/confirmation');
    const held = (await storedLeads('service-request')).filter((lead) => lead.fields.name === 'Honey Bot');
    expect(held.length).toBeGreaterThan(0);
    for (const lead of held)
      expect(lead.spam).toEqual(expect.objectContaining({ spam: true, reasons: expect.arrayContaining(['honeypot']) }));
    expect((await storedLeads('service-request')).length).toBeGreaterThan(0);
    expect(
      (
        await run(() =>
          getStartedAction(args(formPost('/get-started', { ...request, additionalInfo: 'x'.repeat(70 * 1024) }))),
        )
      ).status,
    ).toBe(413);
  });
});

describe('professional audit action', () => {
  const audit = {
    companyName: 'Acme',
    contactName: 'Ada',
    email: 'ada@example.com',
    phone: '',
    appName: 'Acme Go',
    platform: 'both',
    appType: 'finance',
    appStoreUrl: '',
    timeline: 'asap',
    specialRequirements: '',
    budget: '',
  };

  it('opens a draft prefilled with every field', async () => {
    const result = await run(() => auditAction(args(formPost('/professional-audit', audit))));
    expect(result.status).toBe(200);
    const { subject, body } = decodedMailto(draftOf(result));
    expect(subject).toBe('Professional Audit Request: Acme Go - Acme');
    expect(body).toContain('Platform: Both iOS & Android\r\nApp Type: Finance');
    expect(body).toContain('Timeline: As soon as possible\r\nBudget: Not provided');
  });

  it('enforces the required selects', async () => {
    const result = await run(() =>
      auditAction(args(formPost('/professional-audit', { ...audit, platform: '', appType: '' }))),
    );
    expect(result.status).toBe(400);
    expect(Object.keys((result.body as { fieldErrors: object }).fieldErrors)).toEqual(['platform', 'appType']);
  });

  it('answers honeypots as a person, keeps them apart as spam, and refuses oversized bodies', async () => {
    const before = (await storedLeads('audit-request')).length;
    expect(
      draftOf(
        await run(() =>
          auditAction(args(formPost('/professional-audit', { ...audit, contactName: 'Honey Bot', website_url: 'x' }))),
        ),
      ),
    ).toMatch(/^mailto:/);
    expect((await storedLeads('audit-request')).slice(before).map((lead) => lead.spam)).toEqual([
      expect.objectContaining({ spam: true, reasons: expect.arrayContaining(['honeypot']) }),
    ]);
    expect(
      (
        await run(() =>
          auditAction(args(formPost('/professional-audit', { ...audit, specialRequirements: 'x'.repeat(70 * 1024) }))),
        )
      ).status,
    ).toBe(413);
  });
});

describe('website services action (no endpoint configured)', () => {
  const website = {
    name: 'Lin',
    email: 'lin@example.com',
    websiteType: 'Bakery',
    businessDescription: 'Bread.',
    goals: 'Orders.',
  };

  it('requires the typed endpoint', async () => {
    const result = await run(() => websiteAction(args(formPost('/website-services', website))));
    expect(result.status).toBe(400);
    expect(result.body).toMatchObject({
      fieldErrors: { endpoint: ['Please enter your form-handling endpoint URL to send emails.'] },
    });
  });

  it.each([
    'http://127.0.0.1:9/hook',
    'http://localhost/hook',
    'http://[::1]/hook',
    'http://169.254.169.254/latest/meta-data',
    'http://2130706433/',
  ])('refuses the non-public endpoint %s without sending anything, keeping the values', async (endpoint) => {
    const result = await run(() =>
      websiteAction(args(formPost('/website-services', { ...website, endpoint, features: ['Blog', 'Live Chat'] }))),
    );
    expect(result.status).toBe(400);
    expect(result.body).toMatchObject({
      fieldErrors: { endpoint: [expect.stringContaining('not a public web address')] },
      values: { endpoint, name: 'Lin', features: ['Blog', 'Live Chat'] },
    });
  });

  it('answers honeypots as a person, forwards nothing, keeps them apart as spam, and refuses oversized bodies', async () => {
    const before = (await storedLeads('website-request')).length;
    const bot = await run(() =>
      websiteAction(
        args(formPost('/website-services', { ...website, website_url: 'x', endpoint: 'https://bot.example/' })),
      ),
    );
    expect(bot.status).toBe(200);
    expect(bot.body).toMatchObject({
      status: 'success',
      message: expect.stringContaining('Request submitted successfully!'),
    });
    expect((await storedLeads('website-request')).slice(before).map((lead) => lead.spam)).toEqual([
      expect.objectContaining({ spam: true, reasons: expect.arrayContaining(['honeypot']) }),
    ]);
    expect(
      (
        await run(() =>
          websiteAction(args(formPost('/website-services', { ...website, goals: 'x'.repeat(70 * 1024) }))),
        )
      ).status,
    ).toBe(413);
  });
});

describe('book-call action (embedded gateway)', () => {
  const now = BOOKING_EVE;
  const booking = ADA_BOOKING;

  beforeAll(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(now);
  });
  afterAll(() => vi.useRealTimers());

  it('hands the page the availability document and the taken slots for the lists without JavaScript', async () => {
    const page = await run(() => bookCallLoader(args(new Request('http://site.test/book-call'))));
    const body = page.body as { booking: { availability: { timeZone: string }; taken: string[]; now: string } };
    expect(body.booking.availability.timeZone).toBe('America/Chicago');
    expect(body.booking.now).toBe(now.toISOString());
    expect(body.booking.taken).toEqual([]);
  });

  it('records the booking durably and writes the confirmation e-mail', async () => {
    const result = await run(() => bookCallAction(args(formPost('/book-call', booking))));
    expect(result.body).toEqual({
      status: 'success',
      message:
        "Booking request sent!\nWe've received your booking request and will confirm the meeting details within 24 hours.",
    });
    const lines = (await readFile(path.join(bookings.directory(), 'bookings.jsonl'), 'utf8')).trim().split('\n');
    expect(JSON.parse(lines.at(-1) ?? '')).toMatchObject({
      customerName: 'Ada Lovelace',
      customerEmail: 'ada@example.com',
      customerPhone: '214 555 0100',
      company: '',
      date: 'March 5, 2025',
      time: '2:00 PM',
      meetingType: 'video',
      description: 'Kiosk app',
    });
    const emails = (await readdir(bookings.directory())).filter((name) => name.endsWith('.eml'));
    expect(emails.length).toBeGreaterThan(0);
    const email = await readFile(path.join(bookings.directory(), emails[0] ?? ''), 'utf8');
    expect(email).toContain('To: Ada Lovelace <ada@example.com>');
    expect(email).toContain('Subject: Booking request received: March 5, 2025 at 2:00 PM CST');
    expect(email).toContain('Time: 2:00 PM CST (UTC\u221206:00)');
    // The invite the function attaches, beside the e-mail: the exact start, 30 minutes.
    const invites = (await readdir(bookings.directory())).filter((name) => name.endsWith('.ics'));
    const ics = await readFile(path.join(bookings.directory(), invites[0] ?? ''), 'utf8');
    expect(ics).toContain('METHOD:REQUEST\r\n');
    expect(ics).toContain('DTSTART:20250305T200000Z\r\nDTEND:20250305T203000Z\r\n');
  });

  it('refuses the slot it just booked to the next visitor, with the values kept', async () => {
    const result = await run(() =>
      bookCallAction(args(formPost('/book-call', { ...booking, customerName: 'Second Visitor' }))),
    );
    expect(result.status).toBe(400);
    expect(result.body).toMatchObject({
      status: 'error',
      fieldErrors: { time: ['That time was just taken; please pick another.'] },
      values: { customerName: 'Second Visitor', date: '2025-03-05', time: '2:00 PM' },
    });
    const page = await run(() => bookCallLoader(args(new Request('http://site.test/book-call'))));
    expect((page.body as { booking: { taken: string[] } }).booking.taken).toContain('2025-03-05T20:00:00.000Z');
  });

  it('books one of 50 simultaneous posts for one slot and tells the other 49 it was taken', async () => {
    const slot = { ...booking, date: '2025-03-06', time: '10:00 AM' };
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        run(() =>
          bookCallAction(
            args(
              formPost('/book-call', {
                ...slot,
                customerName: `Racer ${index}`,
                submissionId: `race-${index}-0123456789`,
              }),
            ),
          ),
        ),
      ),
    );
    const won = results.filter((result) => (result.body as { status: string }).status === 'success');
    const taken = results.filter(
      (result) =>
        result.status === 409 &&
        JSON.stringify((result.body as { fieldErrors?: unknown }).fieldErrors).includes('That time was just taken'),
    );
    expect([won.length, taken.length]).toEqual([1, 49]);
    const lines = (await readFile(path.join(bookings.directory(), 'bookings.jsonl'), 'utf8'))
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { date: string; time: string });
    expect(lines.filter((line) => line.date === 'March 6, 2025' && line.time === '10:00 AM')).toHaveLength(1);
    // Nothing a visitor sent is lost: every racer is in the lead store, the 49 marked refused.
    const racers = (await storedLeads('booking')).filter((lead) =>
      String(lead.fields.customerName).startsWith('Racer '),
    );
    expect(racers).toHaveLength(50);
  });

  it.each([
    ['a weekend day', { date: '2025-03-08' }, 'date'],
    ['a past day', { date: '2025-03-03' }, 'date'],
    ['a slot not offered', { time: '4:00 PM' }, 'time'],
    ['a slot already gone today', { date: '2025-03-04', time: '9:00 AM' }, 'time'],
    ['a slot inside the minimum notice', { date: '2025-03-04', time: '3:00 PM' }, 'time'],
    ['a day past the horizon', { date: '2025-05-05' }, 'date'],
    ['a missing phone', { customerPhone: '' }, 'customerPhone'],
  ])('refuses %s with 400', async (_case, change, field) => {
    // 1:00 PM on the 5th is still open: the tests above booked 2:00 PM.
    const open = { ...booking, time: '1:00 PM' };
    const result = await run(() => bookCallAction(args(formPost('/book-call', { ...open, ...change }))));
    expect(result.status).toBe(400);
    expect(Object.keys((result.body as { fieldErrors: object }).fieldErrors)).toEqual([field]);
  });

  it('reports a gateway failure with 502 and keeps the values', async () => {
    // The bookings file cannot be opened for appending when a directory has its name.
    const blocked = path.join(bookings.directory(), 'bookings.jsonl');
    await rm(blocked, { force: true });
    await mkdir(blocked);
    try {
      const result = await run(() =>
        bookCallAction(
          args(formPost('/book-call', { ...booking, customerName: 'Kept Despite Failure' }, { enhanced: true })),
        ),
      );
      expect(result.status).toBe(502);
      expect(result.body).toMatchObject({
        status: 'failure',
        message:
          'Error sending booking request\nPlease try again or contact us directly at hello@bluebonnetlabs.studio.',
        values: { customerName: 'Kept Despite Failure', date: '2025-03-05', time: '2:00 PM', meetingType: 'video' },
      });
      // Persist first: the booking is in the lead store, waiting for the retrier.
      expect(
        (await storedLeads('booking')).filter((lead) => lead.fields.customerName === 'Kept Despite Failure'),
      ).toHaveLength(1);
    } finally {
      await rm(blocked, { recursive: true });
    }
  });

  it('answers honeypots as a person, books nothing, keeps them apart as spam, and refuses oversized bodies', async () => {
    const bot = await run(() =>
      bookCallAction(args(formPost('/book-call', { ...booking, customerName: 'Honey Bot', website_url: 'x' }))),
    );
    expect(bot.body).toMatchObject({ status: 'success', message: expect.stringContaining('Booking request sent!') });
    expect(
      (await storedLeads()).filter((lead) => lead.fields.customerName === 'Honey Bot').map((lead) => lead.spam),
    ).toEqual([expect.objectContaining({ spam: true, reasons: expect.arrayContaining(['honeypot']) })]);
    const booked = await readFile(path.join(bookings.directory(), 'bookings.jsonl'), 'utf8').catch(() => '');
    expect(booked).not.toContain('Honey Bot');
    expect(
      (
        await run(() =>
          bookCallAction(args(formPost('/book-call', { ...booking, description: 'x'.repeat(70 * 1024) }))),
        )
      ).status,
    ).toBe(413);
  });
});
