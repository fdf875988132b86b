import { describe, expect, inject, it } from 'vitest';
import { getByRole, only, shown, shownText, text, Visitor } from '../support/http-page';

// The privacy notice is an editor's page; every lead form and the footer link to it.

const FORM_PAGES = [
  '/contact',
  '/get-started?step=contact&service=mobile-app',
  '/professional-audit',
  '/book-call',
  '/website-services',
  '/careers/data-scientist/apply',
];

const visitor = new Visitor(inject('siteUrl'));

describe('the privacy notice', () => {
  it('says what is kept, why, how long, who receives it and how to have it deleted', async () => {
    const page = await visitor.goto('/privacy');
    expect(page.status).toBe(200);
    expect(text(only(getByRole(page.document, 'heading', { level: 1 }), 'h1'))).toBe('Privacy notice');
    for (const heading of [
      'What each form collects',
      'Why we keep it',
      'How long we keep it',
      'Who receives it',
      'Get a copy or have it deleted',
    ])
      shown(only(getByRole(page.document, 'heading', { name: heading }), `heading ${heading}`));
    shownText(page.document, 'up to 730 days');
  });

  it('is linked from the footer and listed in the sitemap', async () => {
    const home = await visitor.goto('/');
    const footers = [...home.document.querySelectorAll('footer')];
    const link = only(
      footers.flatMap((footer) => getByRole(footer, 'link', { name: 'Privacy' })),
      'footer link "Privacy"',
    );
    expect(link.getAttribute('href')).toBe('/privacy');
    expect(await (await visitor.fetch('/sitemap.xml')).text()).toMatch(/<loc>[^<]*\/privacy<\/loc>/);
  });

  it.each(FORM_PAGES)('%s: the privacy notice is linked under the submit button', async (path) => {
    const page = await visitor.goto(path);
    expect(page.status, path).toBe(200);
    const forms = [...page.document.querySelectorAll('form')].filter((form) =>
      form.querySelector('button[type="submit"]'),
    );
    const form = forms.at(-1);
    if (!form) throw new Error(`no form with a submit button on ${path}`);
    const link = only(getByRole(form, 'link', { name: /privacy notice/i }), 'privacy notice link');
    expect(link.getAttribute('href')).toBe('/privacy');
  });
});
