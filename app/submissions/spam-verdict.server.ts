import MailChecker from 'mailchecker';
import { HONEYPOT_FIELD } from './field-facts';
import { checkFormToken, MIN_FILL_MS } from './form-token.server';
import { SUBMISSION_ID_FIELD } from './submission-id';
import { FORM_TOKEN_FIELD, SOURCE_FIELDS, type SpamVerdict } from './submission-meta';

// The spam verdict of a submission, from signals that need no third party (ADR 0018). Each
// signal adds a weight; a submission is spam at SPAM_SCORE. A strong signal is enough on its own,
// weak ones only together, so that one unusual trait of a real enquiry (two links, a word an
// advertiser also uses, no JavaScript) never sets it aside by itself.

const SPAM_SCORE = 10;
/**
 * Each value is judged by its first characters only, and a post by its first fields: every form's
 * own fields are shorter, and a post padded with extra fields (the application form accepts
 * megabytes) costs no more to judge.
 */
const MAX_JUDGED_CHARACTERS = 5_000;
const MAX_JUDGED_TOTAL = 30_000;
const STRONG = SPAM_SCORE;

/** Fields that hold a person's name: no person's name contains an address. */
const NAME_FIELDS = new Set(['name', 'contactName', 'customerName', 'firstName', 'lastName']);
const EMAIL_FIELDS = new Set(['email', 'customerEmail']);
/** Fields that ask for an address (an app store page, the current site, a form endpoint). */
const ADDRESS_FIELDS = new Set(['appStoreUrl', 'currentWebsite', 'endpoint']);
const META_FIELDS = new Set<string>([
  HONEYPOT_FIELD,
  SUBMISSION_ID_FIELD,
  FORM_TOKEN_FIELD,
  ...Object.values(SOURCE_FIELDS),
]);

// Top-level domains that bare addresses in spam use; a bare "word.word" is otherwise too often
// a file name, an abbreviation or a typo to count as a link.
const TLDS =
  'com|net|org|info|biz|io|co|us|uk|de|ru|cn|in|xyz|top|online|site|shop|store|club|live|pro|app|dev|ai|me|tv|cc|ws|link|click|icu|vip|buzz|best|today|world|space|website|fun|life|ly|gl|gy|gd|su';
// Addresses are looked for token by token with anchored patterns: one pattern over the whole text
// backtracks quadratically on input such as "a.a.a.a…".
const TOKEN_SEPARATORS = /[\s<>"'`[\]()]+/;
const SCHEME_OR_WWW = /^(?:https?:\/\/|www\.)[^\s/]/i;
const BARE_DOMAIN = new RegExp(String.raw`^(?:[a-z0-9-]+\.)+(?:${TLDS})(?:[/:?#]|$)`, 'i');
const SHORTENER = /^(?:bit\.ly|tinyurl\.com|t\.co|goo\.gl|cutt\.ly|rb\.gy|is\.gd|ow\.ly|t\.ly|shorturl\.at|tiny\.cc)$/i;

/** BBCode or HTML whose only purpose in a plain-text form is a link, an image or a script. */
const LINK_MARKUP = /\[(?:url|link|img)\b|\[\/url\]|<\s*(?:a\s[^>]*href|img\s|iframe|script)\b/i;
const MARKUP_TAG =
  /<\/?[a-z][a-z0-9]*\b[^<>]{0,200}>|\[\/?(?:b|i|u|s|url|link|img|quote|color|size|center|font)\b[^[\]]{0,200}\]/gi;

// Phrases of advertising and scam mail that a client asking a studio for work rarely writes.
// Each is a weak signal: several together are spam.
const SPAM_PHRASES: readonly RegExp[] = [
  /\bback-?links?\b/i,
  /\blink[- ]?building\b/i,
  /\bguest[- ]?(?:posts?|posting|articles?|blogs?|blogging)\b/i,
  /\bdo-?follow\b/i,
  /\bsponsored\s+(?:posts?|articles?|content)\b/i,
  /\b(?:first|1st|top)\s+page\s+(?:of|on|in)\s+google\b/i,
  /\bdomain\s+authority\b|\bDA\s*\/\s*PA\b/i,
  /\b(?:increase|boost|drive|skyrocket|double|triple)\s+(?:your\s+)?(?:website\s+|web\s+|organic\s+|site\s+)?(?:traffic|rankings?|visitors)\b/i,
  /\b(?:seo|search engine optimi[sz]ation)\s+(?:services?|packages?|experts?|agency|specialists?|team)\b/i,
  /\b(?:we|i)\s+(?:are|am)\s+(?:an?\s+)?(?:leading|top|professional|expert|certified|experienced)\s+(?:seo|digital marketing|marketing|link building|web design|outsourcing)\b/i,
  /\bnoticed\s+(?:that\s+)?your\s+(?:website|site|business)\b/i,
  /\bdear\s+(?:sir|madam|website\s+owner|business\s+owner|webmaster|site\s+owner)\b/i,
  /\bfree\s+(?:seo\s+)?(?:audit|analysis|report|trial|consultation)\s+(?:of|for)\s+your\s+(?:website|site)\b/i,
  /\b(?:casino|viagra|cialis|porn|xxx|escorts?|betting|forex|bitcoin|crypto(?:currency)?|binary\s+options|payday\s+loans?|weight\s+loss|no\s+credit\s+check)\b/i,
  /\b(?:unsubscribe|opt[- ]out)\b|\breply\s+(?:with\s+)?["'“]?(?:stop|remove|no|unsubscribe)\b/i,
  /\b(?:whats\s*app|telegram)\b/i,
  /\b(?:limited[- ]time\s+offer|act\s+now|100%\s+(?:guaranteed|free)|risk[- ]free|money[- ]back\s+guarantee)\b/i,
  /\b(?:make|earn)\s+(?:money|\$\s?\d)/i,
  /\b(?:click|visit)\s+(?:here|the\s+link|this\s+link|below)\b/i,
];

// Letters next to each other on a QWERTY keyboard, as people mash them. Runs that occur in
// English words ("erty" in property, "trew" in strewn) are left out.
const KEYBOARD_RUNS =
  /qwer|wert|rtyu|tyui|yuio|uiop|asdf|sdfg|dfgh|fghj|ghjk|hjkl|zxcv|xcvb|cvbn|vbnm|poiu|oiuy|iuyt|uytr|rewq|lkjh|kjhg|jhgf|hgfd|gfds|fdsa|mnbv|nbvc|bvcx|vcxz/;

/** A latin word that no language spells: keyboard runs, no vowel, long consonant runs, stutters. */
function isMashed(word: string): boolean {
  if (KEYBOARD_RUNS.test(word)) return true;
  if (!/[aeiouy]/.test(word)) return true;
  if (/[bcdfghjklmnpqrstvwxz]{6,}/.test(word)) return true;
  if (/(.)\1{3,}/.test(word)) return true;
  // "asdasdasd", "jkljkljkl": a short syllable typed three times over.
  if (word.length >= 6 && /(.{2,4})\1\1/.test(word)) return true;
  return false;
}

/** Text that is mostly keyboard mash: at least half of its words of four letters or more. */
export function isGibberish(text: string): boolean {
  const words = (text.toLowerCase().match(/\p{L}+/gu) ?? []).filter((word) => /^[a-z]{4,}$/.test(word));
  if (words.length === 0) return false;
  const mashed = words.filter(isMashed).length;
  return mashed / words.length >= 0.5;
}

/** Text that is mostly markup, or that uses markup to carry a link. */
export function isMarkup(text: string): boolean {
  if (LINK_MARKUP.test(text)) return true;
  const tags = text.match(MARKUP_TAG) ?? [];
  if (tags.length < 2) return false;
  const tagged = tags.reduce((sum, tag) => sum + tag.length, 0);
  return tagged / text.replace(/\s+/g, '').length >= 0.3;
}

/** The distinct addresses of a text, by host and path. */
export function linksIn(text: string): string[] {
  const found = new Set<string>();
  for (const token of text.split(TOKEN_SEPARATORS)) {
    const trimmed = token.slice(0, 300).replace(/[.,;:!?]+$/, '');
    // "Portfolio:https://…" and BBCode's "url=https://…" hold the address after a prefix.
    const at = trimmed.search(/https?:\/\//i);
    const candidate = at > 0 ? trimmed.slice(at) : trimmed;
    // "jane@acme.com" is an e-mail address, not a link.
    if (candidate.includes('@') && !/^https?:/i.test(candidate)) continue;
    if (!SCHEME_OR_WWW.test(candidate) && !BARE_DOMAIN.test(candidate)) continue;
    found.add(
      candidate
        .replace(/^https?:\/\//i, '')
        .replace(/^www\./i, '')
        .toLowerCase(),
    );
  }
  return [...found];
}

function hasAddress(text: string): boolean {
  return /:\/\//.test(text) || linksIn(text).length > 0;
}

/**
 * The address's domain, or a domain it belongs to, is a throw-away provider's. mailchecker's own
 * isValid also refuses addresses its pattern does not know (international domain names), which
 * is not this signal, so its list is read directly.
 */
export function isDisposableAddress(email: string): boolean {
  const throwAway = MailChecker.blacklist();
  let domain = email.trim().toLowerCase().split('@').pop() ?? '';
  while (domain.includes('.')) {
    if (throwAway.has(domain)) return true;
    domain = domain.slice(domain.indexOf('.') + 1);
  }
  return false;
}

/** The verdict of a submission that passed its form's validation. */
export function spamVerdict(
  formData: FormData,
  { bot, now = Date.now() }: { bot: boolean; now?: number },
): SpamVerdict {
  const reasons: string[] = [];
  let score = 0;
  const add = (reason: string, weight: number) => {
    if (!reasons.includes(reason)) reasons.push(reason);
    score += weight;
  };

  if (bot) add('honeypot', STRONG);

  const token = checkFormToken(formData.get(FORM_TOKEN_FIELD), now);
  // A missing or forged token never counts as fast: people without JavaScript have none.
  if (token.status === 'valid' && token.ageMs < MIN_FILL_MS) add('too-fast', STRONG);
  else if (token.status !== 'valid') add('no-token', 1);

  const names: string[] = [];
  const texts: string[] = [];
  let judged = 0;
  for (const [key, entry] of formData.entries()) {
    if (typeof entry !== 'string' || META_FIELDS.has(key) || ADDRESS_FIELDS.has(key)) continue;
    if (judged >= MAX_JUDGED_TOTAL) break;
    const value = entry.slice(0, Math.min(MAX_JUDGED_CHARACTERS, MAX_JUDGED_TOTAL - judged));
    judged += value.length;
    if (EMAIL_FIELDS.has(key)) {
      if (isDisposableAddress(value)) add('disposable-domain', STRONG);
    } else if (NAME_FIELDS.has(key)) names.push(value);
    else texts.push(value);
  }

  if (names.some(hasAddress)) add('link-in-name', STRONG);

  const text = texts.join('\n');
  const links = linksIn(text);
  if (links.length >= 3) add('links', STRONG);
  else if (links.length === 2) add('links', 5);
  if (links.some((link) => SHORTENER.test(link.split('/')[0] ?? ''))) add('links', 5);

  if (isMarkup(text)) add('markup', STRONG);
  if (isGibberish([...names, ...texts].join('\n'))) add('gibberish', STRONG);

  const phrases = SPAM_PHRASES.filter((phrase) => phrase.test(text)).length;
  if (phrases > 0) add('spam-phrases', 4 * phrases);

  return { spam: score >= SPAM_SCORE, reasons };
}
