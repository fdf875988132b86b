export type MailDraft = { subject: string; body: string };

// Only characters that may stand verbatim in a mailto URI (RFC 6068 / RFC 3986) are allowed,
// so the address never needs encoding and can never smuggle in '?', '&', ',' or '#', which
// would start header fields, add recipients or cut the URI short.
const LOCAL_ATOM = "[A-Za-z0-9!$'*+=_~-]+";
const LOCAL_PART = new RegExp(`^${LOCAL_ATOM}(?:\\.${LOCAL_ATOM})*$`);
const DOMAIN_LABEL = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/;

// RFC 5321 limits; a longer address cannot be delivered anyway.
const MAX_LOCAL_PART_LENGTH = 64;
const MAX_ADDRESS_LENGTH = 254;

export function isMailtoAddress(address: string): boolean {
  if (address.length > MAX_ADDRESS_LENGTH) return false;
  const at = address.lastIndexOf('@');
  if (at <= 0) return false;
  const localPart = address.slice(0, at);
  const domain = address.slice(at + 1);
  if (localPart.length > MAX_LOCAL_PART_LENGTH || !LOCAL_PART.test(localPart)) return false;
  const labels = domain.split('.');
  // A bare host such as "localhost" cannot receive mail from a visitor's own mail client.
  if (labels.length < 2) return false;
  return labels.every((label) => DOMAIN_LABEL.test(label));
}

// The address comes from site configuration, never from a visitor, so a bad one is a
// deployment mistake that must fail loudly instead of producing a half-working link.
function assertMailtoAddress(address: string): void {
  if (!isMailtoAddress(address)) {
    throw new Error(
      `Invalid mail recipient address ${JSON.stringify(address)}: expected a plain address ` +
        'such as hello@example.com, without spaces, control characters, "?", "&" or ",".',
    );
  }
}

// encodeURIComponent throws URIError on a lone surrogate; visitor text must never make
// composing a draft fail, so such halves become U+FFFD as a UTF-8 encoder would write them.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

// encodeURIComponent leaves these sub-delimiters bare; some mail clients and HTML attribute
// contexts treat them specially, and percent-encoding them is always equivalent.
const SUB_DELIMS = /[!'()*]/g;

function encodeValue(value: string): string {
  return encodeURIComponent(value.replace(LONE_SURROGATE, '\uFFFD')).replace(
    SUB_DELIMS,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

// A subject is a single header line: any line break or other control character could
// start a new header in the client, so every run of them becomes one space.
// eslint-disable-next-line no-control-regex -- control characters are exactly what this removes
const SUBJECT_BREAKERS = /[\u0000-\u001F\u007F-\u009F\u2028\u2029]+/g;

// RFC 6068 requires line breaks in the body as CRLF; Unicode line and paragraph separators
// and NEL count as breaks too, otherwise clients render them inconsistently.
const LINE_BREAK = /\r\n|[\n\v\f\r\u0085\u2028\u2029]/g;
// Remaining C0/C1 controls (NUL, ESC, ...) carry no meaning in a message and some native
// clients truncate at NUL, so they are dropped; tab is kept as ordinary text.
// eslint-disable-next-line no-control-regex -- control characters are exactly what this removes
const BODY_CONTROL = /[\u0000-\u0008\u000E-\u001F\u007F\u0080-\u0084\u0086-\u009F]/g;

function normaliseSubject(subject: string): string {
  return subject.replace(SUBJECT_BREAKERS, ' ');
}

function normaliseBody(body: string): string {
  return body.replace(BODY_CONTROL, '').replace(LINE_BREAK, '\r\n');
}

export function buildMailto(to: string, { subject, body }: MailDraft): string {
  assertMailtoAddress(to);
  return (
    `mailto:${to}` + `?subject=${encodeValue(normaliseSubject(subject))}` + `&body=${encodeValue(normaliseBody(body))}`
  );
}
