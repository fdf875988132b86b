/**
 * What the site knows about a submission besides what the visitor typed: where the visit came
 * from and whether it looks like spam. Browser-safe types and pure helpers; the server reads them
 * in lead-source.server.ts and spam-verdict.server.ts (see ADR 0018).
 */

export type LeadSource = {
  utmSource?: string;
  utmMedium?: string;
  utmCampaign?: string;
  utmTerm?: string;
  utmContent?: string;
  gclid?: string;
  msclkid?: string;
  fbclid?: string;
  /** External referrer of the visit (never our own origin). */
  referrer?: string;
  /** First page of the visit: path + query of our site. */
  landingPage?: string;
  /** The page the form was on: path + query. */
  formPage?: string;
};

/**
 * `spam` decides; `reasons` names every signal seen, in short words for staff ('honeypot',
 * 'too-fast', 'link-in-name', 'links', 'disposable-domain', 'markup', 'gibberish',
 * 'spam-phrases', 'no-token'). A lead that is not spam may still carry a weak reason, such as
 * 'no-token' for a visitor without JavaScript.
 */
export type SpamVerdict = { spam: boolean; reasons: string[] };

export type SubmissionMeta = { source: LeadSource; spam: SpamVerdict };

/**
 * The fields the visit script (visit-script.server.ts) adds to the data of every lead form in the
 * browser. Without JavaScript they are not sent.
 */
export const SOURCE_FIELDS = {
  landingPage: 'sourceLanding',
  referrer: 'sourceReferrer',
  formPage: 'sourcePage',
} as const;

/** The signed "form shown at" token the browser fetches from /api/form-token. */
export const FORM_TOKEN_FIELD = 'formToken';
export const FORM_TOKEN_PATH = '/api/form-token';

/** Query parameters kept from the landing page or the form page, and the LeadSource key each fills. */
const TRACKING_PARAMETERS = [
  ['utm_source', 'utmSource'],
  ['utm_medium', 'utmMedium'],
  ['utm_campaign', 'utmCampaign'],
  ['utm_term', 'utmTerm'],
  ['utm_content', 'utmContent'],
  ['gclid', 'gclid'],
  ['msclkid', 'msclkid'],
  ['fbclid', 'fbclid'],
] as const satisfies readonly (readonly [string, keyof LeadSource])[];

const MAX_SOURCE_TEXT = 200;
const MAX_SOURCE_URL = 500;

// C0 and C1 control characters (line breaks included), zero-width and bidirectional controls:
// none belongs in a campaign name or an address, and each can disguise text shown to staff.
// eslint-disable-next-line no-control-regex
const UNSAFE_CHARACTERS = /[\u0000-\u001F\u007F-\u009F\u200B-\u200F\u2028\u2029\u202A-\u202E\u2060-\u2069\uFEFF]/g;

/** Untrusted text made safe to store and show: control characters removed, trimmed, capped. */
export function cleanSourceText(value: unknown, max: number = MAX_SOURCE_TEXT): string | undefined {
  if (typeof value !== 'string') return undefined;
  const cleaned = value.replace(UNSAFE_CHARACTERS, '').trim().slice(0, max).trim();
  return cleaned === '' ? undefined : cleaned;
}

/**
 * A path + query of the site `origin` from a path or a full address, or undefined when it is
 * another site's address or not an address at all.
 */
export function sitePath(value: unknown, origin: string): string | undefined {
  const text = cleanSourceText(value, 2 * MAX_SOURCE_URL);
  if (!text) return undefined;
  // A bare path must start with one slash: `//host` and `/\host` are addresses of other sites.
  if (!/^https?:\/\//i.test(text) && !/^\/(?![/\\])/.test(text)) return undefined;
  let url: URL;
  try {
    url = new URL(text, origin);
  } catch {
    return undefined;
  }
  if (url.origin !== origin) return undefined;
  return cleanSourceText(`${url.pathname}${url.search}`, MAX_SOURCE_URL);
}

/** An external http(s) address (never the site's own origin), capped, or undefined. */
export function externalAddress(value: unknown, origin: string): string | undefined {
  const text = cleanSourceText(value, 2 * MAX_SOURCE_URL);
  if (!text || !/^https?:\/\//i.test(text)) return undefined;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return undefined;
  }
  if (url.origin === origin) return undefined;
  // Credentials in an address are never the studio's business.
  url.username = '';
  url.password = '';
  return cleanSourceText(url.href, MAX_SOURCE_URL);
}

/** The UTM parameters and click ids of a site path's query, each cleaned and capped. */
export function trackingParameters(path: string | undefined): Partial<LeadSource> {
  if (!path) return {};
  const question = path.indexOf('?');
  if (question === -1) return {};
  const params = new URLSearchParams(path.slice(question + 1));
  const found: Partial<LeadSource> = {};
  for (const [parameter, key] of TRACKING_PARAMETERS) {
    const value = cleanSourceText(params.get(parameter));
    if (value) found[key] = value;
  }
  return found;
}
