import { describe, expect, inject, it } from 'vitest';
import { field, mailtoSubject } from '../support/form-text';
import { alertText, button, draftLink, heading, labelled } from '../support/http-expect';
import { getByRole, only, valueOf, Visitor } from '../support/http-page';
import { uniqueAddress } from '../support/mail-files';

// /get-started without JavaScript: two plain steps, then /confirmation with the mail draft.

const base = inject('siteUrl');

describe('/get-started without JavaScript', () => {
  it('Continue without a choice explains it on the page', async () => {
    const page = await new Visitor(base).goto('/get-started');
    const answer = await page.click(button(page, 'Continue'));
    expect(alertText(answer)).toContain('Please select a service. Select one of the service options to continue.');
  });

  it('lands on /confirmation and offers the draft', async () => {
    const page = await new Visitor(base).goto('/get-started');
    page.check(only(getByRole(page.document, 'radio', { name: /Design Systems/ }), 'Design Systems'));
    const contact = await page.click(button(page, 'Continue'));
    contact.fill(field('Name'), 'Grace Hopper');
    contact.fill(field('Email'), uniqueAddress('grace'));
    const answer = await contact.click(button(contact, 'Submit Request'));
    // The form posts to its answer's fragment, which the browser keeps through the redirect.
    expect(answer.url.href).toMatch(/\/confirmation(#form-outcome)?$/);
    heading(answer, 'Thank You, Grace!');
    expect(mailtoSubject(draftLink(answer.document.body))).toBe('Service Request: Design Systems');
  });

  it('missing fields come back with messages and the step kept', async () => {
    const page = await new Visitor(base).goto('/get-started?step=contact&service=mobile-app');
    // Spaces pass the browser's required check; the server trims and refuses them.
    page.fill(field('Name'), '   ');
    page.fill(field('Email'), uniqueAddress('grace'));
    page.fill(field('Company'), 'Navy');
    const answer = await page.click(button(page, 'Submit Request'));
    heading(answer, "Let's get in touch");
    expect(alertText(answer)).toContain('Name: Enter your name.');
    expect(valueOf(labelled(answer, 'Company'))).toBe('Navy');
  });
});
