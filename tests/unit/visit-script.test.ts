// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { FORM_TOKEN_PATH } from '~/submissions/submission-meta';
import { VISIT_SCRIPT, VISIT_STORAGE_KEY } from '~/submissions/visit-script.server';

const SITE = 'https://studio.example';
// A lead form as the site renders it: its submission id field marks it (submission-id-field.tsx).
const LEAD_FORM = `<form id="lead"><input name="name" value="Ada"><input type="hidden" name="submissionId" value="">
</form><form id="search"><input name="q" value="apps"></form>`;

type Page = { document: Document; storage: Storage; fetch: ReturnType<typeof vi.fn> };

function memoryStorage(entries: Record<string, string> = {}): Storage {
  const map = new Map(Object.entries(entries));
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    getItem: (key) => map.get(key) ?? null,
    key: (index) => [...map.keys()][index] ?? null,
    removeItem: (key) => void map.delete(key),
    setItem: (key, value) => void map.set(key, String(value)),
  };
}

/**
 * Runs the script text the server sends against a page of its own: a fresh document at `path`
 * with the given referrer, its session storage and fetch (each test a new page load).
 */
function openPage(
  path: string,
  { referrer = '', storage = memoryStorage() }: { referrer?: string; storage?: Storage } = {},
): Page {
  const page = document.implementation.createHTMLDocument('page');
  page.body.innerHTML = LEAD_FORM;
  Object.defineProperty(page, 'referrer', { value: referrer });
  const url = new URL(path, SITE);
  const fetch = vi.fn(async () => new Response('token-123'));
  new Function('document', 'location', 'sessionStorage', 'fetch', VISIT_SCRIPT)(page, url, storage, fetch);
  return { document: page, storage, fetch };
}

/** The data a form sends, as the browser builds it: a `formdata` event lets scripts add to it. */
function formDataOf({ document: page }: Page, id: string): Record<string, string> {
  const form = page.getElementById(id) as HTMLFormElement;
  const data = new FormData(form);
  // jsdom does not fire `formdata` itself; browsers do for every submit and `new FormData(form)`.
  const event = new Event('formdata', { bubbles: true });
  Object.defineProperty(event, 'formData', { value: data });
  form.dispatchEvent(event);
  return Object.fromEntries([...data.entries()].map(([key, value]) => [key, String(value)]));
}

const stored = (page: Page): unknown => JSON.parse(page.storage.getItem(VISIT_STORAGE_KEY) ?? 'null');

describe('the visit script', () => {
  it('keeps the first page of the visit and its external referrer', () => {
    const page = openPage('/services?utm_source=linkedin', { referrer: 'https://www.search-engine.example/' });
    expect(stored(page)).toEqual(['/services?utm_source=linkedin', 'https://www.search-engine.example/']);
  });

  it('never records our own origin as the referrer', () => {
    expect(stored(openPage('/about', { referrer: `${SITE}/` }))).toEqual(['/about', '']);
  });

  it('fills the source fields of a lead form from the stored visit and the current page, and no other form', () => {
    const storage = memoryStorage();
    openPage('/services?utm_source=linkedin', { referrer: 'https://ref.example/', storage });
    // The next page of the same visit (same tab): the first page and referrer stay.
    const page = openPage('/contact?x=1', { referrer: `${SITE}/services`, storage });
    expect(stored(page)).toEqual(['/services?utm_source=linkedin', 'https://ref.example/']);
    expect(formDataOf(page, 'lead')).toEqual({
      name: 'Ada',
      submissionId: '',
      sourceLanding: '/services?utm_source=linkedin',
      sourceReferrer: 'https://ref.example/',
      sourcePage: '/contact?x=1',
    });
    expect(formDataOf(page, 'search')).toEqual({ q: 'apps' });
  });

  it('fetches the form-time token once, when a visitor first moves into a lead form', async () => {
    const page = openPage('/contact');
    const input = page.document.querySelector<HTMLInputElement>('#lead input[name="name"]');
    const focusIn = (target: Element | null) => target?.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    focusIn(page.document.querySelector('#search input'));
    expect(page.fetch).not.toHaveBeenCalled();
    focusIn(input);
    focusIn(input);
    expect(page.fetch).toHaveBeenCalledTimes(1);
    expect(page.fetch).toHaveBeenCalledWith(FORM_TOKEN_PATH, { cache: 'no-store' });
    await vi.waitFor(() => expect(formDataOf(page, 'lead').formToken).toBe('token-123'));
  });

  it('survives storage that is turned off', () => {
    const refusing = memoryStorage();
    refusing.getItem = () => {
      throw new DOMException('denied', 'SecurityError');
    };
    const page = openPage('/contact', { storage: refusing });
    expect(formDataOf(page, 'lead')).toMatchObject({ sourceLanding: '', sourcePage: '/contact' });
  });

  it('runs as an inline script and removes itself, so the page is what React hydrates', () => {
    sessionStorage.clear();
    const script = document.createElement('script');
    script.textContent = VISIT_SCRIPT;
    document.body.append(script);
    expect(document.querySelectorAll('script')).toHaveLength(0);
    expect(sessionStorage.getItem(VISIT_STORAGE_KEY)).toBe(JSON.stringify([location.pathname + location.search, '']));
  });

  it('is small enough to sit in every page', () => {
    expect(VISIT_SCRIPT.length).toBeLessThan(1500);
  });
});
