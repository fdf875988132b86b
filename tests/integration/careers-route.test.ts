import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { action, loader } from '~/routes/careers';
import { loader as applyLoader } from '~/routes/position-apply';
import { loader as positionLoader } from '~/routes/position';
import { HONEYPOT_FIELD } from '~/submissions/field-facts';
import { storedLeads } from '../support/leads';
import { actionArgs, dataOf, loaderArgs, settle, statusOf } from '../support/route-args';
import { minimalPdf, truncatedPdf } from '../support/pdf';
import { heroHeading } from '../support/rendered';

/** A whole PDF, as a word processor saves it. */
function pdf(name = 'grace.pdf', size = 2048) {
  return new File([minimalPdf(size)], name, { type: 'application/pdf' });
}

function applicationForm(overrides: Record<string, string | File> = {}) {
  const formData = new FormData();
  const fields: Record<string, string | File> = {
    job: 'data-scientist',
    name: 'Grace Hopper',
    email: 'grace@example.com',
    phone: '+1 214 555 0100',
    message: 'Line one\nLine two & more',
    resume: pdf(),
    ...overrides,
  };
  for (const [key, value] of Object.entries(fields)) formData.append(key, value);
  return formData;
}

function mailtoParts(location: string) {
  const url = new URL(location);
  return { to: url.pathname, subject: url.searchParams.get('subject'), body: url.searchParams.get('body') };
}

describe('the careers loader', () => {
  it('lists the published positions in their editorial order, with the page content', async () => {
    const result = await loader(loaderArgs('/careers'));
    expect(heroHeading(result.page.body)).toBe('Join Our Team');
    expect(result.page.body.hero).toContain('>Careers<');
    expect(result.positions).toHaveLength(7);
    expect(result.positions[0]).toMatchObject({
      slug: 'proposal-manager',
      title: 'Proposal Manager',
      department: 'Business Development',
      location: 'Remote / Dallas',
    });
    // The card and the detail dialog's body arrive as markup: type, description and requirements.
    expect(result.positions[0]?.card).toContain('>Proposal Manager</h2>');
    expect(result.positions[0]?.card).toContain('href="/careers/proposal-manager"');
    expect(
      result.positions.every(
        (position) => position.card.includes('<dd>Full-time</dd>') && position.details.includes('>Requirements</h3>'),
      ),
    ).toBe(true);
    expect(result.q).toBe('');
  });

  it('passes the search on, trimmed to a sane length', async () => {
    expect((await loader(loaderArgs('/careers?q=Dallas'))).q).toBe('Dallas');
    expect((await loader(loaderArgs(`/careers?q=${'x'.repeat(500)}`))).q).toHaveLength(100);
  });

  it('serves a position page and its application page, and 404s an unknown one', async () => {
    expect((await positionLoader(loaderArgs('/careers/data-scientist', { slug: 'data-scientist' }))).job.location).toBe(
      'Washington DC (requires active Top Secret clearance)',
    );
    expect(
      (await applyLoader(loaderArgs('/careers/local-sales-rep/apply', { slug: 'local-sales-rep' }))).job.title,
    ).toBe('Local Sales Rep');
    expect(statusOf(await settle(positionLoader(loaderArgs('/careers/astronaut', { slug: 'astronaut' }))))).toBe(404);
    expect(statusOf(await settle(applyLoader(loaderArgs('/careers/astronaut/apply', { slug: 'astronaut' }))))).toBe(
      404,
    );
  });
});

describe('the careers action', () => {
  it('answers a plain valid application with the success and the prefilled mail draft', async () => {
    const response = await settle(action(actionArgs('/careers', applicationForm())));
    // A 200 answer (the page shows the success in place of the form), not a redirect.
    expect(statusOf(response) ?? 200).toBe(200);
    expect(dataOf(response)).toMatchObject({ status: 'success', mailto: expect.any(String) });
    const location = (dataOf(response) as { mailto: string }).mailto;
    expect(location.startsWith('mailto:hello@bluebonnetlabs.studio?')).toBe(true);
    const mail = mailtoParts(location);
    expect(mail.subject).toBe('Job Application: Data Scientist');
    expect(mail.body).toContain('Grace Hopper');
    expect(mail.body).toContain('grace@example.com');
    expect(mail.body).toContain('+1 214 555 0100');
    expect(mail.body).toContain('Line one\r\nLine two & more');
    expect(mail.body).toMatch(/resume was attached in the web application form/i);
  });

  it('answers an enhanced (JavaScript) application with the draft as data', async () => {
    const result = await action(actionArgs('/careers?enhanced', applicationForm({ job: 'ui-ux-designer' })));
    expect(result).toMatchObject({ status: 'success' });
    const mailto = typeof result === 'object' && result !== null && 'mailto' in result ? String(result.mailto) : '';
    expect(mailtoParts(mailto).subject).toBe('Job Application: UI/UX Designer');
  });

  it('re-renders an invalid application with 400, a message per field and the values kept', async () => {
    const result = await settle(
      action(actionArgs('/careers', applicationForm({ email: 'nope', phone: '', resume: new File([], '') }))),
    );
    expect(statusOf(result)).toBe(400);
    expect(dataOf(result)).toMatchObject({
      status: 'error',
      fieldErrors: {
        email: ['Enter a valid email address, like name@example.com.'],
        phone: ['Enter your phone number.'],
        resume: ['Attach your resume.'],
      },
      values: { job: 'data-scientist', name: 'Grace Hopper', email: 'nope', message: 'Line one\r\nLine two & more' },
    });
  });

  it('refuses an application for a position that is not open', async () => {
    const result = await settle(action(actionArgs('/careers', applicationForm({ job: 'astronaut' }))));
    expect(statusOf(result)).toBe(400);
    expect(dataOf(result)).toMatchObject({ fieldErrors: { job: [expect.stringMatching(/no longer open/)] } });
  });

  it('does not let a value add mail headers', async () => {
    const response = await settle(
      action(
        actionArgs(
          '/careers',
          applicationForm({ name: 'Eve\r\nBcc: victim@example.com', message: 'x&cc=victim@example.com' }),
        ),
      ),
    );
    const url = new URL((dataOf(response) as { mailto?: string }).mailto ?? '');
    expect([...url.searchParams.keys()]).toEqual(['subject', 'body']);
    expect(url.searchParams.get('body')).toContain('Name: Eve Bcc: victim@example.com');
  });

  it('refuses an oversized body with 413 and never 5xx', async () => {
    const huge = applicationForm({ resume: new File([new Uint8Array(6 * 1024 * 1024)], 'big.pdf') });
    const result = await settle(action(actionArgs('/careers', huge)));
    expect(statusOf(result)).toBe(413);
    expect(dataOf(result)).toMatchObject({ status: 'error', formError: expect.stringMatching(/larger than/) });
  });

  it('answers a bot that fills the honeypot as a person, and keeps it apart as spam', async () => {
    const response = await settle(
      action(actionArgs('/careers', applicationForm({ name: 'Honey Bot', [HONEYPOT_FIELD]: 'buy now' }))),
    );
    // A 200 answer (the page shows the success in place of the form), not a redirect.
    expect(statusOf(response) ?? 200).toBe(200);
    expect(dataOf(response)).toMatchObject({ status: 'success', mailto: expect.stringMatching(/^mailto:/) });
    expect((await storedLeads()).filter((lead) => lead.fields.name === 'Honey Bot').map((lead) => lead.spam)).toEqual([
      expect.objectContaining({ spam: true, reasons: expect.arrayContaining(['honeypot']) }),
    ]);
  });

  it('refuses a file whose content is not what its name says, keeping the other values', async () => {
    const executable = new File([new Uint8Array([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00])], 'resume.pdf', {
      type: 'application/pdf',
    });
    const result = await settle(
      action(actionArgs('/careers', applicationForm({ name: 'Mallory', resume: executable }))),
    );
    expect(statusOf(result)).toBe(400);
    expect(dataOf(result)).toMatchObject({
      fieldErrors: { resume: [expect.stringContaining('does not look like a PDF or Word document')] },
      values: { name: 'Mallory', email: 'grace@example.com' },
    });
    expect((await storedLeads()).filter((lead) => lead.fields.name === 'Mallory')).toEqual([]);
  });

  it('refuses a PDF cut short, saying so, with the other values kept and nothing stored', async () => {
    const cut = new File([truncatedPdf(2048)], 'grace-cv.pdf', { type: 'application/pdf' });
    const resumes = path.join(process.env.LEADS_DIR ?? '', 'resumes');
    const before = await readdir(resumes).catch(() => []);
    const result = await settle(action(actionArgs('/careers', applicationForm({ name: 'Cut Short', resume: cut }))));
    expect(statusOf(result)).toBe(400);
    expect(dataOf(result)).toMatchObject({
      status: 'error',
      fieldErrors: { resume: [expect.stringMatching(/^Your resume PDF looks incomplete/)] },
      values: {
        job: 'data-scientist',
        name: 'Cut Short',
        email: 'grace@example.com',
        phone: '+1 214 555 0100',
        message: 'Line one\r\nLine two & more',
      },
    });
    expect((await storedLeads()).filter((lead) => lead.fields.name === 'Cut Short')).toEqual([]);
    expect(await readdir(resumes).catch(() => [])).toEqual(before);
  });

  it('takes the same PDF whole', async () => {
    const response = await settle(action(actionArgs('/careers', applicationForm({ name: 'Whole File' }))));
    expect(dataOf(response)).toMatchObject({ status: 'success' });
    const [lead] = (await storedLeads('job-application')).filter((entry) => entry.fields.name === 'Whole File');
    expect(lead?.attachments).toEqual([expect.objectContaining({ contentType: 'application/pdf', size: 2048 })]);
  });

  it('keeps the résumé under a random name, linked from its lead, so the draft tells the truth', async () => {
    const docx = new File(
      [
        new Uint8Array([
          0x50,
          0x4b,
          0x03,
          0x04,
          ...new TextEncoder().encode('....[Content_Types].xml....word/document.xml....'),
        ]),
      ],
      '../../etc/Évil name.docx',
    );
    const response = await settle(
      action(actionArgs('/careers', applicationForm({ name: 'Kept Resume', resume: docx }))),
    );
    expect(dataOf(response)).toMatchObject({ status: 'success' });
    const [lead] = (await storedLeads('job-application')).filter((entry) => entry.fields.name === 'Kept Resume');
    expect(lead?.attachments).toEqual([
      expect.objectContaining({ file: expect.stringMatching(/^[0-9a-f-]{36}\.docx$/), size: docx.size }),
    ]);
    const stored = path.join(process.env.LEADS_DIR ?? '', 'resumes', lead?.attachments[0]?.file ?? '');
    expect(Buffer.from(await readFile(stored)).equals(Buffer.from(await docx.arrayBuffer()))).toBe(true);
    expect((await readdir(path.join(process.env.LEADS_DIR ?? '', 'resumes'))).join(' ')).not.toMatch(/vil|etc/);
  });
});
