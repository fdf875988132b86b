import { describe, expect, it } from 'vitest';
import { HONEYPOT_FIELD } from '~/submissions/field-facts';
import { resetEnv } from '~/env.server';
import { checkFormToken, issueFormToken } from '~/submissions/form-token.server';
import { loader as formTokenLoader } from '~/routes/api-form-token';
import { isDisposableAddress, isGibberish, isMarkup, linksIn, spamVerdict } from '~/submissions/spam-verdict.server';
import { FORM_TOKEN_FIELD } from '~/submissions/submission-meta';
import { GENUINE, SPAM, type CorpusEntry } from '../fixtures/spam-corpus';

const NOW = Date.UTC(2026, 10, 26, 12);

function post(fields: Record<string, string>, token?: string): FormData {
  const formData = new FormData();
  for (const [key, value] of Object.entries(fields)) formData.append(key, value);
  if (token !== undefined) formData.append(FORM_TOKEN_FIELD, token);
  return formData;
}

const verdict = ({ fields }: CorpusEntry, token?: string) => spamVerdict(post(fields, token), { bot: false, now: NOW });

describe('spam corpus', () => {
  // The worst case for each side: spam from a bot that fetched a token and waited a minute,
  // genuine enquiries from people without JavaScript (no token at all).
  it('marks at least 18 of 20 typical spam messages as spam, even with a slow valid token', () => {
    const token = issueFormToken(NOW - 60_000);
    const missed = SPAM.filter((entry) => !verdict(entry, token).spam).map((entry) => entry.label);
    console.log(`spam caught: ${SPAM.length - missed.length}/${SPAM.length}; missed: ${missed.join(', ') || 'none'}`);
    expect(SPAM).toHaveLength(20);
    expect(missed.length).toBeLessThanOrEqual(2);
  });

  it('marks none of 20 genuine enquiries as spam, even without JavaScript', () => {
    const flagged = GENUINE.map((entry) => ({ label: entry.label, verdict: verdict(entry) })).filter(
      ({ verdict }) => verdict.spam,
    );
    expect(GENUINE).toHaveLength(20);
    expect(flagged).toEqual([]);
  });

  it('marks none of them with a valid token either, and names no reason for most', () => {
    const token = issueFormToken(NOW - 45_000);
    const verdicts = GENUINE.map((entry) => verdict(entry, token));
    expect(verdicts.filter((result) => result.spam)).toEqual([]);
    expect(verdicts.filter((result) => result.reasons.length === 0).length).toBeGreaterThanOrEqual(15);
  });
});

describe('spamVerdict signals', () => {
  const person = { name: 'Jane Doe', email: 'jane@acme.com', message: 'Can you build us an app?' };

  it('sets a filled honeypot aside', () => {
    const formData = post({ ...person, [HONEYPOT_FIELD]: 'x' }, issueFormToken(NOW - 60_000));
    expect(spamVerdict(formData, { bot: true, now: NOW })).toEqual({ spam: true, reasons: ['honeypot'] });
  });

  it('counts a valid token under 3 s old as too fast, and 3 s as a person', () => {
    expect(verdict({ label: '', fields: person }, issueFormToken(NOW - 2_999))).toEqual({
      spam: true,
      reasons: ['too-fast'],
    });
    expect(verdict({ label: '', fields: person }, issueFormToken(NOW - 3_000))).toEqual({ spam: false, reasons: [] });
  });

  it('never counts a forged, malformed, stale or missing token as fast', () => {
    const real = issueFormToken(NOW - 1_000);
    const [issued = '', signature = ''] = real.split('.');
    const forged = `${issued}.${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`;
    const otherTime = `${(NOW - 1_000 + 1).toString(36)}.${signature}`;
    for (const token of [undefined, '', 'garbage', forged, otherTime, issueFormToken(NOW - 25 * 3_600_000)]) {
      expect(verdict({ label: '', fields: person }, token)).toEqual({ spam: false, reasons: ['no-token'] });
    }
  });

  it('finds an address in a name field, but not in a company or an e-mail address', () => {
    expect(verdict({ label: '', fields: { ...person, name: 'Jane www.win.example' } }).reasons).toContain(
      'link-in-name',
    );
    expect(verdict({ label: '', fields: { ...person, contactName: 'Visit casino.xyz' } }).spam).toBe(true);
    expect(verdict({ label: '', fields: { ...person, company: 'Booking.com' } }).spam).toBe(false);
    expect(linksIn('write to jane@acme.com')).toEqual([]);
  });

  it('counts distinct links: one is fine, two is a weak sign, three is spam', () => {
    const message = (count: number) =>
      Array.from({ length: count }, (_, index) => `see https://site${index}.example/page`).join(' ');
    expect(verdict({ label: '', fields: { ...person, message: message(1) } }, issueFormToken(NOW - 9_000))).toEqual({
      spam: false,
      reasons: [],
    });
    expect(verdict({ label: '', fields: { ...person, message: message(2) } }, issueFormToken(NOW - 9_000))).toEqual({
      spam: false,
      reasons: ['links'],
    });
    expect(verdict({ label: '', fields: { ...person, message: message(3) } }).spam).toBe(true);
    // The same address twice is one link; the address fields of a form are not counted.
    expect(linksIn('https://acme.com/ and https://acme.com/.')).toEqual(['acme.com/']);
    expect(
      verdict({ label: '', fields: { ...person, currentWebsite: 'https://a.example', endpoint: 'https://b.example' } })
        .reasons,
    ).toEqual(['no-token']);
  });

  it('recognises throw-away providers from the maintained list, subdomains included', () => {
    expect(isDisposableAddress('someone@mailinator.com')).toBe(true);
    expect(isDisposableAddress('someone@inbox.mailinator.com')).toBe(true);
    expect(isDisposableAddress('Someone@YOPMAIL.COM')).toBe(true);
    expect(isDisposableAddress('someone@gmail.com')).toBe(false);
    expect(isDisposableAddress('jürgen@müller.de')).toBe(false);
    expect(verdict({ label: '', fields: { ...person, customerEmail: 'a@10minutemail.com' } }).reasons).toContain(
      'disposable-domain',
    );
  });

  it('tells markup from text that mentions an element', () => {
    expect(isMarkup('[url=http://x.example]cheap[/url]')).toBe(true);
    expect(isMarkup('<a href="http://x.example">x</a>')).toBe(true);
    expect(isMarkup('<p><b>SALE</b></p><p>now</p>')).toBe(true);
    expect(isMarkup('The <button> has no name and the <img> no alt text; please help us fix both soon.')).toBe(false);
    expect(isMarkup('Use [brackets] freely.')).toBe(false);
  });

  it('tells keyboard mash from words of many languages', () => {
    for (const mash of ['asdfgh', 'qwerty qwerty', 'sdfsdfsdf', 'jkhkjhkjh hgfhgf', 'xcvxcv bnmbnm', 'aaaaaa'])
      expect(isGibberish(mash), mash).toBe(true);
    for (const text of [
      'Strengths and rhythms of twelfths',
      'Angstschweiß und Schwarzschröder',
      'Bore da, rydym yn chwilio am ddatblygwr gwefan',
      'Property, liberty and poverty',
      'Szczebrzeszyn w Brzęczyszczykiewicz',
      'ok hi',
      '',
    ])
      expect(isGibberish(text), text).toBe(false);
  });

  it('judges a post padded with huge or crafted fields quickly', () => {
    const crafted = [
      'a.'.repeat(50_000),
      'a'.repeat(100_000),
      '<a'.repeat(50_000),
      '[b'.repeat(50_000),
      'x.com '.repeat(20_000),
    ];
    const formData = post({ ...person });
    for (const [index, value] of crafted.entries()) formData.append(`extra${index}`, value);
    for (let index = 0; index < 200; index += 1) formData.append(`pad${index}`, 'y.'.repeat(2_000));
    const started = performance.now();
    spamVerdict(formData, { bot: false, now: NOW });
    expect(performance.now() - started).toBeLessThan(500);
  });
});

describe('/api/form-token', () => {
  it('answers a fresh signed token that no cache may keep', async () => {
    const response = formTokenLoader();
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    const check = checkFormToken(await response.text());
    expect(check.status).toBe('valid');
    expect(check.status === 'valid' && check.ageMs).toBeLessThan(1_000);
  });

  it('is signed with SESSION_SECRET: a token of another secret is refused', () => {
    try {
      process.env.SESSION_SECRET = 'a'.repeat(32);
      resetEnv();
      const token = issueFormToken(NOW - 10_000);
      expect(checkFormToken(token, NOW)).toEqual({ status: 'valid', ageMs: 10_000 });
      process.env.SESSION_SECRET = 'b'.repeat(32);
      resetEnv();
      expect(checkFormToken(token, NOW)).toEqual({ status: 'invalid' });
    } finally {
      delete process.env.SESSION_SECRET;
      resetEnv();
    }
  });
});
