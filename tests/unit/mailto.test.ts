import { describe, expect, it } from 'vitest';

import { buildMailto, isMailtoAddress } from '~/mail/mailto';

const TO = 'hello@studio.example';

// A strict reading of RFC 6068: exactly one '?', fields split on '&', each field split on
// exactly one '=', names and values percent-decoded as UTF-8.
function parseMailto(url: string): { to: string; fields: [string, string][] } {
  expect(url.startsWith('mailto:')).toBe(true);
  const parts = url.slice('mailto:'.length).split('?');
  expect(parts).toHaveLength(2);
  const [to = '', query = ''] = parts;
  const fields = query.split('&').map((field): [string, string] => {
    const pair = field.split('=');
    expect(pair).toHaveLength(2);
    const [name = '', value = ''] = pair;
    return [decodeURIComponent(name).toLowerCase(), decodeURIComponent(value)];
  });
  return { to: decodeURIComponent(to), fields };
}

function mailtoValue(url: string, name: 'subject' | 'body'): string {
  const match = parseMailto(url).fields.find(([field]) => field === name);
  if (!match) throw new Error(`no ${name} in ${url}`);
  return match[1];
}

function encodedSubject(subject: string): string {
  const url = buildMailto(TO, { subject, body: '' });
  return url.slice(`mailto:${TO}?subject=`.length, -'&body='.length);
}

function encodedBody(body: string): string {
  return buildMailto(TO, { subject: '', body }).slice(`mailto:${TO}?subject=&body=`.length);
}

// After the scheme, only unreserved characters and percent-escapes may appear in values, plus
// the address and the three delimiters this module writes itself.
const SAFE_URL = /^mailto:[A-Za-z0-9.!$'*+=_~@-]+\?subject=[A-Za-z0-9._~%-]*&body=[A-Za-z0-9._~%-]*$/;

const NASTY_VALUES = [
  'x\r\nBcc: evil@example.com',
  'x&bcc=evil@example.com',
  'x?cc=evil@example.com',
  'x#fragment',
  '%0D%0ABcc: evil@example.com',
  'a=b&c=d',
  '100% + 50% = 150%?!',
  "it's (really) *fine*",
  'Ünïcödé — 日本語 — 😀',
  '\u0000\u001b[31mred\u007f',
  'line\u2028separator\u2029paragraph\u0085nel',
  '\uD800 lone \uDC00 halves',
];

describe('buildMailto', () => {
  it('writes the address, then subject and body in that order', () => {
    expect(buildMailto(TO, { subject: 'Hello', body: 'World' })).toBe(
      'mailto:hello@studio.example?subject=Hello&body=World',
    );
  });

  it('always carries both fields, even when empty', () => {
    expect(buildMailto(TO, { subject: '', body: '' })).toBe('mailto:hello@studio.example?subject=&body=');
  });

  it('encodes a space as %20, never as +', () => {
    expect(encodedSubject('a b')).toBe('a%20b');
    expect(encodedBody('a b')).toBe('a%20b');
  });

  it('encodes the URI delimiters &, =, ?, #, % and +', () => {
    expect(encodedSubject('&')).toBe('%26');
    expect(encodedSubject('=')).toBe('%3D');
    expect(encodedSubject('?')).toBe('%3F');
    expect(encodedSubject('#')).toBe('%23');
    expect(encodedSubject('%')).toBe('%25');
    expect(encodedSubject('+')).toBe('%2B');
    expect(encodedBody('a&b=c?d#e%f+g')).toBe('a%26b%3Dc%3Fd%23e%25f%2Bg');
  });

  it("also encodes the sub-delimiters encodeURIComponent leaves bare: ! ' ( ) *", () => {
    expect(encodedSubject("!'()*")).toBe('%21%27%28%29%2A');
    expect(encodedBody("!'()*")).toBe('%21%27%28%29%2A');
  });

  it('leaves unreserved characters as they are', () => {
    expect(encodedBody('AZaz09-._~')).toBe('AZaz09-._~');
  });

  it('encodes other punctuation', () => {
    expect(encodedBody('a,b;c:d@e/f$g"h<i>j[k]l{m}n|o\\p^q`r')).toBe(
      'a%2Cb%3Bc%3Ad%40e%2Ff%24g%22h%3Ci%3Ej%5Bk%5Dl%7Bm%7Dn%7Co%5Cp%5Eq%60r',
    );
  });

  it('encodes unicode as UTF-8', () => {
    expect(encodedSubject('Café')).toBe('Caf%C3%A9');
    expect(encodedSubject('€5')).toBe('%E2%82%AC5');
    expect(encodedSubject('日本')).toBe('%E6%97%A5%E6%9C%AC');
    expect(encodedBody('😀')).toBe('%F0%9F%98%80');
  });

  it('turns a lone surrogate into U+FFFD instead of throwing', () => {
    expect(encodedSubject('a\uD800b')).toBe('a%EF%BF%BDb');
    expect(encodedBody('\uDC00')).toBe('%EF%BF%BD');
    expect(encodedBody('\uD83D\uDE00')).toBe('%F0%9F%98%80');
  });

  describe('body line breaks', () => {
    it('writes LF as CRLF', () => {
      expect(encodedBody('a\nb')).toBe('a%0D%0Ab');
    });

    it('writes a lone CR as CRLF', () => {
      expect(encodedBody('a\rb')).toBe('a%0D%0Ab');
    });

    it('keeps CRLF as one CRLF, not two', () => {
      expect(encodedBody('a\r\nb')).toBe('a%0D%0Ab');
    });

    it('keeps blank lines', () => {
      expect(encodedBody('a\n\nb')).toBe('a%0D%0A%0D%0Ab');
      expect(encodedBody('a\r\n\r\nb')).toBe('a%0D%0A%0D%0Ab');
    });

    it('normalises mixed breaks one by one', () => {
      // \n\r is LF then CR, two breaks, not a reversed CRLF.
      expect(encodedBody('a\r\n\nb\rc\n\rd\r')).toBe('a%0D%0A%0D%0Ab%0D%0Ac%0D%0A%0D%0Ad%0D%0A');
    });

    it('treats Unicode line separators, NEL, VT and FF as line breaks', () => {
      expect(encodedBody('a\u2028b\u2029c\u0085d\ve\ff')).toBe('a%0D%0Ab%0D%0Ac%0D%0Ad%0D%0Ae%0D%0Af');
    });

    it('keeps tabs and drops other control characters', () => {
      expect(encodedBody('a\tb')).toBe('a%09b');
      expect(encodedBody('a\u0000b\u001bc\u007fd\u0090e')).toBe('abcde');
    });
  });

  describe('subject is a single line', () => {
    it('collapses CRLF into one space', () => {
      expect(encodedSubject('x\r\nBcc: evil@example.com')).toBe('x%20Bcc%3A%20evil%40example.com');
    });

    it('collapses every run of control characters into one space', () => {
      expect(encodedSubject('a\n\n\r\tb')).toBe('a%20b');
      expect(encodedSubject('a\rb\nc\td\u0000e\u007ff\u0085g\u2028h\u2029i')).toBe('a%20b%20c%20d%20e%20f%20g%20h%20i');
    });

    it('does not touch spaces around a collapsed run', () => {
      expect(encodedSubject('a \n b')).toBe('a%20%20%20b');
    });

    it('collapses a leading line break too', () => {
      expect(encodedSubject('\r\nTo: evil@example.com')).toBe('%20To%3A%20evil%40example.com');
    });
  });

  describe('header injection', () => {
    it('keeps a CRLF Bcc attempt in the subject inside the subject', () => {
      const url = buildMailto(TO, { subject: 'x\r\nBcc: evil@example.com', body: 'hi' });
      const { to, fields } = parseMailto(url);
      expect(to).toBe(TO);
      expect(fields.map(([name]) => name)).toEqual(['subject', 'body']);
      expect(mailtoValue(url, 'subject')).toBe('x Bcc: evil@example.com');
    });

    it('keeps a CRLF Bcc attempt in the body inside the body', () => {
      const url = buildMailto(TO, { subject: 'hi', body: 'x\r\nBcc: evil@example.com' });
      const { fields } = parseMailto(url);
      expect(fields.map(([name]) => name)).toEqual(['subject', 'body']);
      expect(mailtoValue(url, 'body')).toBe('x\r\nBcc: evil@example.com');
    });

    it('keeps an &bcc= attempt inside the value in either field', () => {
      const url = buildMailto(TO, {
        subject: 'x&bcc=evil@example.com',
        body: 'x&bcc=evil@example.com',
      });
      expect(url).toBe(
        'mailto:hello@studio.example' + '?subject=x%26bcc%3Devil%40example.com&body=x%26bcc%3Devil%40example.com',
      );
      const { to, fields } = parseMailto(url);
      expect(to).toBe(TO);
      expect(fields).toEqual([
        ['subject', 'x&bcc=evil@example.com'],
        ['body', 'x&bcc=evil@example.com'],
      ]);
    });

    it('keeps ?cc= and # attempts inside the value', () => {
      const url = buildMailto(TO, {
        subject: 'x?cc=evil@example.com#',
        body: '#?to=evil@example.com',
      });
      expect(url).not.toContain('#');
      expect(parseMailto(url).fields).toEqual([
        ['subject', 'x?cc=evil@example.com#'],
        ['body', '#?to=evil@example.com'],
      ]);
    });

    it('encodes an already percent-encoded CRLF again, so it decodes back to text', () => {
      const url = buildMailto(TO, { subject: 'x%0D%0ABcc: evil@example.com', body: '%0A' });
      expect(url).toContain('subject=x%250D%250ABcc');
      expect(parseMailto(url).fields).toEqual([
        ['subject', 'x%0D%0ABcc: evil@example.com'],
        ['body', '%0A'],
      ]);
    });

    it.each(NASTY_VALUES)('round-trips %j as exactly two fields with only safe characters', (value) => {
      const url = buildMailto(TO, { subject: value, body: value });
      expect(url).toMatch(SAFE_URL);
      const { to, fields } = parseMailto(url);
      expect(to).toBe(TO);
      expect(fields.map(([name]) => name)).toEqual(['subject', 'body']);
      const subject = mailtoValue(url, 'subject');
      const body = mailtoValue(url, 'body');
      expect(subject).not.toMatch(/[\r\n]/);
      expect(body.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    });
  });

  describe('recipient address', () => {
    it.each([
      'hello@studio.example',
      'first.last+tag@mail.studio.example',
      "o'brien@example.com",
      'a_b-c=d~e$f!g*h@x-y.example.co',
      'HELLO@EXAMPLE.COM',
      'x@a.bc',
    ])('accepts %j verbatim', (address) => {
      expect(isMailtoAddress(address)).toBe(true);
      expect(buildMailto(address, { subject: 's', body: 'b' })).toBe(`mailto:${address}?subject=s&body=b`);
    });

    it.each([
      '',
      'hello',
      '@studio.example',
      'hello@',
      'hello@localhost',
      'hello@studio.example?cc=evil@example.com',
      'hello@studio.example?subject=x',
      'a&b@studio.example',
      'hello@studio.example&bcc=evil@example.com',
      'hello@studio.example,evil@example.com',
      'hello@studio.example;evil@example.com',
      ' hello@studio.example',
      'hello@studio.example ',
      'hel lo@studio.example',
      'hello@studio .example',
      'hello\t@studio.example',
      'hello@studio.example\r\nBcc: evil@example.com',
      'hello@studio.example\n',
      'hel\u0000lo@studio.example',
      'hel#lo@studio.example',
      'hello@studio.example#x',
      'hel%lo@studio.example',
      'hel%40lo@studio.example',
      'a@b@studio.example',
      '"quoted"@studio.example',
      'Name <hello@studio.example>',
      'hello@[127.0.0.1]',
      '.hello@studio.example',
      'hello.@studio.example',
      'hel..lo@studio.example',
      'hello@.studio.example',
      'hello@studio..example',
      'hello@studio.example.',
      'hello@-studio.example',
      'hello@studio-.example',
      'hello@stu_dio.example',
      'héllo@studio.example',
      'hello@stüdio.example',
      'mailto:hello@studio.example',
      `${'a'.repeat(65)}@studio.example`,
      `hello@${'a'.repeat(64)}.example`,
      `hello@${Array.from({ length: 50 }, () => 'abcd').join('.')}.example`,
    ])('rejects %j with a clear error', (address) => {
      expect(isMailtoAddress(address)).toBe(false);
      expect(() => buildMailto(address, { subject: 's', body: 'b' })).toThrowError(
        /^Invalid mail recipient address .*expected a plain address such as hello@example\.com/,
      );
    });

    it('accepts the longest allowed local part and label', () => {
      expect(isMailtoAddress(`${'a'.repeat(64)}@studio.example`)).toBe(true);
      expect(isMailtoAddress(`hello@${'a'.repeat(63)}.example`)).toBe(true);
    });

    it('names the bad address in the error, escaped', () => {
      expect(() => buildMailto('bad\r\naddress', { subject: '', body: '' })).toThrowError(
        'Invalid mail recipient address "bad\\r\\naddress"',
      );
    });
  });
});
