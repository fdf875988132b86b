import { expect, inject, it } from 'vitest';
import { getByRole, only, shownText, text, Visitor, type HttpPage } from '../support/http-page';

// The /work filters are plain links: each filtered list is a page of its own.

const visitor = new Visitor(inject('siteUrl'));

/** The case studies in the page's lists. */
function caseStudies(page: HttpPage): Element[] {
  const lists = getByRole(page.document, 'list').filter((list) => getByRole(list, 'article').length > 0);
  return [...new Set(lists.flatMap((list) => getByRole(list, 'article')))];
}

function filterLink(page: HttpPage, name: string): Element {
  const filters = only(getByRole(page.document, 'navigation', { name: 'Filter case studies' }), 'filters');
  return only(getByRole(filters, 'link', { name }), `filter ${name}`);
}

it('the /work filters are plain links that work without JavaScript', async () => {
  const work = await visitor.goto('/work');
  expect(work.status).toBe(200);
  expect(caseStudies(work)).toHaveLength(3);
  const healthcare = await work.click(filterLink(work, 'Healthcare'));
  expect(healthcare.url.href).toMatch(/\/work\?industry=healthcare$/);
  expect(caseStudies(healthcare)).toHaveLength(1);
  shownText(healthcare.document, '1 case study match the filter');
  expect(filterLink(healthcare, 'Healthcare').getAttribute('aria-current')).toBe('page');

  const audits = await healthcare.click(filterLink(healthcare, 'Accessibility & Compliance Audits'));
  expect(audits.url.href).toMatch(/\/work\?service=accessibility-audits&industry=healthcare$/);
  const [study] = caseStudies(audits);
  expect(caseStudies(audits)).toHaveLength(1);
  const story = await audits.click(
    only(
      getByRole(study as Element, 'link', { name: 'Making a patient portal usable by every patient' }),
      'case study link',
    ),
  );
  expect(story.url.href).toMatch(/\/work\/patient-portal-accessibility$/);
  expect(text(only(getByRole(story.document, 'heading', { level: 1 }), 'h1'))).toBe(
    'Making a patient portal usable by every patient',
  );
});
