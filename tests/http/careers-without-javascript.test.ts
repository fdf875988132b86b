import { describe, expect, inject, it } from 'vitest';
import { field } from '../support/form-text';
import { alertText, button, draftLink, heading, labelled, statusWith } from '../support/http-expect';
import { getByRole, only, shownText, valueOf, Visitor } from '../support/http-page';
import { uniqueAddress } from '../support/mail-files';
import { minimalPdf } from '../support/pdf';

// Careers as a visitor without JavaScript has it: search by GET, details and the application
// form at their own addresses, the application posted as multipart form data.

const base = inject('siteUrl');

describe('careers without JavaScript', () => {
  it('search works by GET', async () => {
    const visitor = new Visitor(base);
    const careers = await visitor.goto('/careers');
    careers.fill(
      only(getByRole(careers.document, 'searchbox', { name: 'Search positions' }), 'search box'),
      'engineering',
    );
    const found = await careers.click(button(careers, 'Search'));
    expect(found.url.href).toMatch(/\/careers\?q=engineering$/);
    expect(getByRole(found.document, 'article')).toHaveLength(2);
    const none = await visitor.goto('/careers?q=zzz');
    shownText(none.document, 'No positions matching your search.');
  });

  it('details and the application form are reachable at their own URLs', async () => {
    const careers = await new Visitor(base).goto('/careers');
    const details = await careers.click(
      only(getByRole(careers.document, 'link', { name: /View Details.*Local Sales Rep/ }), 'details link'),
    );
    expect(details.url.href).toMatch(/\/careers\/local-sales-rep$/);
    heading(details, 'Local Sales Rep', 1);
    heading(details, 'Requirements');
    const apply = await details.click(
      only(getByRole(details.document, 'link', { name: 'Apply for this position' }), 'apply link'),
    );
    expect(apply.url.href).toMatch(/\/careers\/local-sales-rep\/apply$/);
    heading(apply, 'Apply for Local Sales Rep', 1);
    const form = only([...apply.document.querySelectorAll('form[enctype="multipart/form-data"]')], 'upload form');
    // The answer opens at the form (its fragment), not at the top of the page (docs/decisions/0021).
    expect(form.getAttribute('action')).toBe('/careers#form-outcome');
    const names = [...form.querySelectorAll('input:not([type=hidden]):not([tabindex="-1"]), textarea')].map((element) =>
      element.getAttribute('name'),
    );
    expect(names).toEqual(['name', 'email', 'phone', 'message', 'resume']);
    expect(valueOf(only([...form.querySelectorAll('input[type=hidden][name=job]')], 'job field'))).toBe(
      'local-sales-rep',
    );
  });

  it('an invalid application comes back with field errors and the values kept', async () => {
    const page = await new Visitor(base).goto('/careers/b2b-marketing-lead/apply');
    page.fill(field('Full name'), 'Ada Lovelace');
    page.fill(field('Email'), uniqueAddress('ada'));
    page.fill(field('Phone'), '(214) 555-0199');
    page.fill(field('Cover letter'), 'Marketing with care.');
    // A resume of the wrong kind passes the browser's own checks but not the server's.
    page.setFiles(field('Resume'), [{ name: 'ada.txt', mimeType: 'text/plain', buffer: Buffer.from('hi') }]);
    const answer = await page.click(button(page, 'Submit Application'));
    expect(answer.firstStatus).toBe(400);
    heading(answer, 'Apply for B2B Marketing Lead');
    expect(alertText(answer)).toContain('Your resume must be a PDF or Word document');
    expect(valueOf(labelled(answer, 'Full name'))).toBe('Ada Lovelace');
    expect(valueOf(labelled(answer, 'Cover letter'))).toBe('Marketing with care.');
    expect(labelled(answer, 'Resume').getAttribute('aria-invalid')).toBe('true');
  });

  it('a valid application is confirmed on the page with the mail draft as a link', async () => {
    const page = await new Visitor(base).goto('/careers/data-scientist/apply');
    page.fill(field('Full name'), 'Grace Hopper');
    page.fill(field('Email'), uniqueAddress('grace'));
    page.fill(field('Phone'), '(214) 555-0100');
    page.setFiles(field('Resume'), [{ name: 'grace.pdf', mimeType: 'application/pdf', buffer: minimalPdf() }]);
    const answer = await page.click(button(page, 'Submit Application'));
    expect(answer.firstStatus).toBe(200);
    const outcome = statusWith(answer, 'Thank you, your application is with us');
    const location = new URL(draftLink(outcome));
    expect(location.protocol).toBe('mailto:');
    expect(location.searchParams.get('subject')).toBe('Job Application: Data Scientist');
  });

  it('unknown paths still answer 404 with the branded page', async () => {
    const missing = await new Visitor(base).goto('/products/not-a-product-at-all/deeper');
    expect(missing.status).toBe(404);
    heading(missing, 'Page Not Found');
  });
});
