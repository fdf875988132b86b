import { describe, expect, inject, it } from 'vitest';
import { field, mailtoSubject } from '../support/form-text';
import { alertText, button, draftLink, labelled, statusWith } from '../support/http-expect';
import { valueOf, Visitor } from '../support/http-page';
import { storedEvents } from '../support/leads';
import { uniqueAddress } from '../support/mail-files';

// /contact without JavaScript: the plain form post and the page it answers with.

const base = inject('siteUrl');

describe('/contact without JavaScript', () => {
  it('a valid message is answered on the page, at the outcome, with the mail draft as a link', async () => {
    const email = uniqueAddress('ada');
    const page = await new Visitor(base).goto('/contact');
    page.fill(field('Name'), 'Ada Lovelace');
    page.fill(field('Email'), email);
    page.fill(field('Message'), 'Hello');
    const answer = await page.click(button(page, 'Send Message'));
    expect(answer.firstStatus).toBe(200);
    expect(answer.url.href).toMatch(/\/contact#form-outcome$/);
    const outcome = statusWith(answer, 'Thank you, your message is with us');
    expect(mailtoSubject(draftLink(outcome))).toBe('Contact Form Submission - Ada Lovelace from Individual');
    // Kept before it was answered (persist-then-act).
    const leads = (await storedEvents(inject('siteLeadsDir'))).filter(
      (event) => event.type === 'lead' && event.kind === 'contact' && event.fields.email === email,
    );
    expect(leads).toHaveLength(1);
  });

  it('invalid input comes back as 400 with messages and the values kept', async () => {
    const page = await new Visitor(base).goto('/contact');
    page.fill(field('Name'), 'Ada');
    page.fill(field('Email'), 'ada@example');
    page.fill(field('Message'), 'Hello');
    const answer = await page.click(button(page, 'Send Message'));
    expect(answer.firstStatus).toBe(400);
    expect(alertText(answer)).toContain('Email: Enter a valid email address');
    expect(valueOf(labelled(answer, 'Name'))).toBe('Ada');
  });
});
