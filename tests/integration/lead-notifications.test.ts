import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import PostalMime, { type Email } from 'postal-mime';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { resetEnv } from '~/env.server';
import { getLeadService } from '~/leads/leads.server';
import { action as bookCallAction } from '~/routes/book-call';
import { action as careersAction } from '~/routes/careers';
import { action as contactAction } from '~/routes/contact';
import { action as getStartedAction } from '~/routes/get-started';
import { action as auditAction } from '~/routes/professional-audit';
import { action as websiteAction } from '~/routes/website-services';
import { args, run } from '../support/action-result';
import { formPost } from '../support/form-data';
import { storedLeads } from '../support/leads';
import { ADA_BOOKING, BOOKING_EVE } from '../support/booking-fixtures';
import { minimalPdf } from '../support/pdf';
import { actionArgs } from '../support/route-args';

// Every lead of every kind tells the studio once: read as the studio reads it, from the outbox.

const STUDIO = 'hello@bluebonnetlabs.studio';
let bookingsDir: string;
let endpoint: Server;

beforeAll(async () => {
  bookingsDir = await mkdtemp(path.join(tmpdir(), 'bookings-'));
  endpoint = createServer((request, response) => {
    request.resume();
    request.on('end', () => response.writeHead(200).end('{"ok":true}'));
  });
  await new Promise<void>((resolve) => endpoint.listen(0, '127.0.0.1', resolve));
  process.env.BOOKINGS_DIR = bookingsDir;
  process.env.WEBSITE_REQUEST_ENDPOINT = `http://127.0.0.1:${(endpoint.address() as AddressInfo).port}/hook`;
  delete process.env.SUPABASE_URL;
  delete process.env.SUPABASE_ANON_KEY;
  delete process.env.SANITY_PROJECT_ID;
  delete process.env.RESEND_API_KEY;
  resetEnv();
});
afterAll(async () => {
  await getLeadService().settle();
  await new Promise<void>((resolve) => endpoint.close(() => resolve()));
  await rm(bookingsDir, { recursive: true, force: true });
  delete process.env.WEBSITE_REQUEST_ENDPOINT;
  resetEnv();
});

const outbox = () => path.join(process.env.LEADS_DIR ?? '', 'outbox');

/** The notifications in the outbox, parsed as a mail program reads them, by lead id. */
async function notifications(): Promise<Map<string, { raw: string; mail: Email }>> {
  await getLeadService().settle();
  const found = new Map<string, { raw: string; mail: Email }>();
  let files: string[] = [];
  try {
    files = await readdir(outbox());
  } catch {
    return found;
  }
  for (const file of files.filter((name) => name.startsWith('lead-notification_'))) {
    const raw = await readFile(path.join(outbox(), file), 'utf8');
    found.set(file.replace(/^lead-notification_|\.eml$/g, ''), { raw, mail: await PostalMime.parse(raw) });
  }
  return found;
}

async function notificationOf(kind: string, name: string) {
  const lead = (await storedLeads(kind)).find((stored) => JSON.stringify(stored.fields).includes(name));
  expect(lead, `a stored ${kind} lead of ${name}`).toBeDefined();
  const found = (await notifications()).get(lead?.id ?? '');
  expect(found, `the notification of ${lead?.id}`).toBeDefined();
  return { lead, mail: found?.mail as Email, raw: found?.raw ?? '' };
}

describe('the notification of each kind of lead', () => {
  it('a contact enquiry: subject with name and company, every field, Reply-To the visitor', async () => {
    await run(() =>
      contactAction(
        args(
          formPost('/contact', {
            name: 'Jane Doe',
            email: 'jane@acme.example',
            phone: '(214) 555-0142',
            company: 'Acme',
            message: 'We need a kiosk app.\nBy spring.',
          }),
        ),
      ),
    );
    const { lead, mail } = await notificationOf('contact', 'Jane Doe');
    expect(mail.subject).toBe('New contact enquiry: Jane Doe, Acme');
    expect(mail.to?.[0]?.address).toBe(STUDIO);
    expect(mail.replyTo?.[0]).toMatchObject({ name: 'Jane Doe', address: 'jane@acme.example' });
    for (const line of ['Name: Jane Doe', 'Email: jane@acme.example', 'Phone: (214) 555-0142', 'Company: Acme'])
      expect(mail.text).toContain(line);
    expect(mail.text).toContain('Message:\nWe need a kiosk app.\nBy spring.');
    expect(mail.text).toContain(`Lead id: ${lead?.id}`);
    expect(mail.html).toContain('We need a kiosk app.');
  });

  it('a service request names the service, not its id', async () => {
    await run(() =>
      getStartedAction(
        args(
          formPost('/get-started', {
            service: 'design-system',
            name: 'Grace Hopper',
            email: 'grace@navy.example',
            company: '',
            phone: '',
            additionalInfo: 'Tokens and docs',
          }),
        ),
      ),
    );
    const { mail } = await notificationOf('service-request', 'Grace Hopper');
    expect(mail.subject).toBe('New service request: Grace Hopper');
    expect(mail.text).toMatch(/^Service: .+/m);
    expect(mail.text).not.toContain('design-system');
    expect(mail.text).toContain('Additional information: Tokens and docs');
  });

  it('an audit request shows the contact name and the chosen options as the visitor saw them', async () => {
    await run(() =>
      auditAction(
        args(
          formPost('/professional-audit', {
            companyName: 'Acme Health',
            contactName: 'Ada Byron',
            email: 'ada@acmehealth.example',
            phone: '',
            appName: 'Acme Go',
            platform: 'both',
            appType: 'healthcare',
            appStoreUrl: '',
            timeline: 'asap',
            specialRequirements: '',
            budget: '',
          }),
        ),
      ),
    );
    const { mail } = await notificationOf('audit-request', 'Ada Byron');
    expect(mail.subject).toBe('New audit request: Ada Byron, Acme Health');
    expect(mail.text).toContain('Contact name: Ada Byron');
    expect(mail.text).toContain('Platform: Both iOS & Android');
    expect(mail.text).toContain('Timeline: As soon as possible');
  });

  it('a job application names the position and carries the résumé as the PDF it is', async () => {
    const bytes = minimalPdf(4096);
    const form = new FormData();
    for (const [key, value] of Object.entries({
      job: 'data-scientist',
      name: 'Katherine Johnson',
      email: 'katherine@example.com',
      phone: '+1 214 555 0100',
      message: 'Orbits are my thing.',
    }))
      form.append(key, value);
    form.append('resume', new File([bytes], 'kj-cv-final(2).pdf', { type: 'application/pdf' }));
    await run(() => careersAction(actionArgs('/careers', form)));
    const { mail } = await notificationOf('job-application', 'Katherine Johnson');
    expect(mail.subject).toMatch(/^New job application: Katherine Johnson, .+/);
    expect(mail.subject).not.toContain('data-scientist');
    expect(mail.attachments).toHaveLength(1);
    expect(mail.attachments[0]).toMatchObject({
      filename: 'Resume - Katherine Johnson.pdf',
      mimeType: 'application/pdf',
    });
    expect(Buffer.from(mail.attachments[0]?.content as ArrayBuffer).equals(Buffer.from(bytes))).toBe(true);
  });

  it('a website request, as forwarded', async () => {
    await run(() =>
      websiteAction(
        args(
          formPost('/website-services', {
            name: 'Lin Chen',
            email: 'lin@bakery.example',
            websiteType: 'Bakery',
            businessDescription: 'Bread.',
            goals: 'Orders.',
            features: ['Blog', 'Photo Gallery'],
          }),
        ),
      ),
    );
    const { lead, mail } = await notificationOf('website-request', 'Lin Chen');
    expect((await getLeadService().list()).find((entry) => entry.lead.id === lead?.id)?.state).toBe('delivered');
    expect(mail.subject).toBe('New website request: Lin Chen');
    expect(mail.text).toContain('Features: Blog, Photo Gallery');
  });

  describe('a call booking', () => {
    beforeAll(() => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(BOOKING_EVE);
    });
    afterAll(() => vi.useRealTimers());

    it('says when the call is booked for, in the subject and the body', async () => {
      await run(() => bookCallAction(args(formPost('/book-call', { ...ADA_BOOKING, company: 'Analytical Engines' }))));
      const { mail } = await notificationOf('booking', 'Ada Lovelace');
      expect(mail.subject).toMatch(/^New call booking: Ada Lovelace, Analytical Engines \(March 5, 2025 at 2:00 PM /);
      expect(mail.text).toMatch(/Booked for: March 5, 2025 at 2:00 PM/);
      expect(mail.text).toContain('Meeting type: Video call');
      expect(mail.replyTo?.[0]?.address).toBe('ada@example.com');
    });
  });
});

describe('where the lead came from', () => {
  it('without JavaScript: the campaign and click id of the form page, from the Referer, reach the studio', async () => {
    const page = 'http://localhost/contact?utm_source=linkedin&utm_medium=cpc&utm_campaign=fleet-apps&gclid=TEST123';
    const request = formPost('/contact', {
      name: 'Campaign Visitor',
      email: 'visitor@fleet.example',
      phone: '',
      company: 'Fleet Co',
      message: 'Saw your ad.',
    });
    request.headers.set('referer', page);
    await run(() => contactAction(args(request)));
    const { lead, mail } = await notificationOf('contact', 'Campaign Visitor');
    expect(lead?.source).toMatchObject({
      utmSource: 'linkedin',
      utmMedium: 'cpc',
      utmCampaign: 'fleet-apps',
      gclid: 'TEST123',
      formPage: '/contact?utm_source=linkedin&utm_medium=cpc&utm_campaign=fleet-apps&gclid=TEST123',
    });
    expect(mail.text).toContain('utm_campaign: fleet-apps');
    expect(mail.text).toContain('gclid: TEST123');
  });

  it('with JavaScript: the visit script’s landing page and external referrer', async () => {
    await run(() =>
      contactAction(
        args(
          formPost('/contact', {
            name: 'Search Visitor',
            email: 'search@example.com',
            phone: '',
            company: '',
            message: 'Found you.',
            sourceLanding: '/services?utm_source=newsletter&utm_campaign=autumn',
            sourceReferrer: 'https://search.example/?q=kiosk+apps',
            sourcePage: '/contact',
          }),
        ),
      ),
    );
    const { lead, mail } = await notificationOf('contact', 'Search Visitor');
    expect(lead?.source).toMatchObject({
      utmSource: 'newsletter',
      utmCampaign: 'autumn',
      referrer: 'https://search.example/?q=kiosk+apps',
      landingPage: '/services?utm_source=newsletter&utm_campaign=autumn',
      formPage: '/contact',
    });
    expect(mail.text).toContain('Referrer: https://search.example/?q=kiosk+apps');
  });
});

describe('once per lead', () => {
  it('a double submit of one form is one notification', async () => {
    const form = {
      name: 'Twice Clicked',
      email: 'twice@example.com',
      phone: '',
      company: '',
      message: 'Hello',
      submissionId: 'form-8d1c0c2e-5b0f-4b07-9a8d-0a9e6a3a2b11',
    };
    await Promise.all([
      run(() => contactAction(args(formPost('/contact', form)))),
      run(() => contactAction(args(formPost('/contact', form)))),
    ]);
    await run(() => contactAction(args(formPost('/contact', form))));
    const leads = (await storedLeads('contact')).filter((lead) => lead.fields.name === 'Twice Clicked');
    expect(leads).toHaveLength(1);
    const all = await notifications();
    const mine = [...all.values()].filter(({ mail }) => mail.subject?.includes('Twice Clicked'));
    expect(mine).toHaveLength(1);
  });
});
