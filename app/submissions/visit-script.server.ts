import { SUBMISSION_ID_FIELD } from './submission-id';
import { FORM_TOKEN_FIELD, FORM_TOKEN_PATH, SOURCE_FIELDS } from './submission-meta';

// Where a lead came from, kept without cookies (ADR 0018): pages are one cached copy for
// everyone, so the browser remembers the visit itself. A small inline script on every page keeps
// the first address of the visit and its external referrer in sessionStorage (one tab, one
// visit), and adds them, the form's own page and the signed form-time token to the data of every
// lead form as it is sent. A lead form is one with a submission id field (submission-id-field.tsx):
// every lead form renders exactly one, so every lead form gets the source fields once, and no
// hidden input of their own costs any form page's JavaScript budget. The script sits in the page's
// HTML rather than in a module, so no page's budget pays for it either, and it runs before any
// module has loaded. It removes itself
// after running so that the document is what React hydrates. Without JavaScript the server reads
// the form's page from the post's Referer instead (lead-source.server.ts).

type FieldNames = { marker: string; landing: string; referrer: string; page: string; token: string };

export const VISIT_STORAGE_KEY = 'lead-visit';

function recordVisit(fields: FieldNames, tokenPath: string, storageKey: string) {
  let visit: unknown[] = [];
  try {
    const stored = sessionStorage.getItem(storageKey);
    if (stored) {
      const parsed: unknown = JSON.parse(stored);
      if (Array.isArray(parsed)) visit = parsed;
    } else {
      const referrer = document.referrer;
      const external = referrer && new URL(referrer).origin !== location.origin ? referrer : '';
      visit = [location.pathname + location.search, external];
      sessionStorage.setItem(storageKey, JSON.stringify(visit));
    }
  } catch {
    // Storage turned off: the server still learns the form's page.
  }
  let token = '';
  let asked = false;
  // The form-time token is fetched once a visitor first moves into a lead form: its time is when
  // the visitor started, not when the (cached) page was rendered.
  document.addEventListener(
    'focusin',
    (event) => {
      const form = (event.target as HTMLInputElement | null)?.form;
      if (asked || !form?.elements.namedItem(fields.marker)) return;
      asked = true;
      fetch(tokenPath, { cache: 'no-store' })
        .then((response) => (response.ok ? response.text() : ''))
        .then(
          (text) => {
            token = text;
          },
          () => {},
        );
    },
    true,
  );
  // Fired by the browser whenever a form's data is built: a plain submit and Remix's
  // `new FormData(form)` alike, for forms rendered at any time.
  document.addEventListener(
    'formdata',
    (event) => {
      const data = event.formData;
      if (!data.has(fields.marker)) return;
      data.set(fields.landing, String(visit[0] ?? ''));
      data.set(fields.referrer, String(visit[1] ?? ''));
      data.set(fields.page, location.pathname + location.search);
      if (token) data.set(fields.token, token);
    },
    true,
  );
  document.currentScript?.remove();
}

const FIELD_NAMES: FieldNames = {
  marker: SUBMISSION_ID_FIELD,
  landing: SOURCE_FIELDS.landingPage,
  referrer: SOURCE_FIELDS.referrer,
  page: SOURCE_FIELDS.formPage,
  token: FORM_TOKEN_FIELD,
};

export const VISIT_SCRIPT = `(${recordVisit.toString().replace(/\n\s+/g, '\n')})(${JSON.stringify(FIELD_NAMES)}, ${JSON.stringify(FORM_TOKEN_PATH)}, ${JSON.stringify(VISIT_STORAGE_KEY)});`;

/** The finished HTML of a page with the visit script at the end of its body. */
export function withVisitScript(html: string): string {
  const end = html.lastIndexOf('</body>');
  if (end === -1) return html;
  return `${html.slice(0, end)}<script>${VISIT_SCRIPT}</script>${html.slice(end)}`;
}
