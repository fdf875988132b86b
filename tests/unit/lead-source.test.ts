import { afterEach, describe, expect, it } from 'vitest';
import { parseFormRequest } from '~/submissions/action.server';
import { contactSchema } from '~/submissions/contact-schema';
import { resetEnv } from '~/env.server';
import { HONEYPOT_FIELD } from '~/submissions/field-facts';
import { issueFormToken } from '~/submissions/form-token.server';
import { readLeadSource } from '~/submissions/lead-source.server';
import { cleanSourceText, externalAddress, sitePath, trackingParameters } from '~/submissions/submission-meta';

const SITE = 'https://studio.example';
const CAMPAIGN = '?utm_source=linkedin&utm_medium=cpc&utm_campaign=fleet-apps&gclid=TEST123';

function contactPost(fields: Record<string, string>, headers: Record<string, string> = {}): Request {
  return new Request(`${SITE}/contact`, {
    method: 'POST',
    body: new URLSearchParams({ name: 'Jane Doe', email: 'jane@acme.com', message: 'Hello there', ...fields }),
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
  });
}

function form(fields: Record<string, string>): FormData {
  const formData = new FormData();
  for (const [key, value] of Object.entries(fields)) formData.append(key, value);
  return formData;
}

afterEach(() => {
  delete process.env.SITE_URL;
  resetEnv();
});

describe('parseFormRequest meta', () => {
  it('without JavaScript reads the form page and the campaign from a same-origin Referer', async () => {
    const result = await parseFormRequest(contactPost({}, { referer: `${SITE}/contact${CAMPAIGN}` }), contactSchema);
    expect(result.status).toBe('success');
    if (result.status !== 'success') return;
    expect(result.meta.source).toEqual({
      utmSource: 'linkedin',
      utmMedium: 'cpc',
      utmCampaign: 'fleet-apps',
      gclid: 'TEST123',
      formPage: `/contact${CAMPAIGN}`,
    });
    expect(result.meta.spam).toEqual({ spam: false, reasons: ['no-token'] });
    expect(result.bot).toBe(false);
  });

  it('with JavaScript takes the visit from the hidden fields, the campaign from the landing page', async () => {
    const result = await parseFormRequest(
      contactPost(
        {
          sourceLanding: `/services${CAMPAIGN}&utm_term=fleet%20app&utm_content=ad-2&msclkid=M1&fbclid=F1`,
          sourceReferrer: 'https://www.search-engine.example/search?q=fleet+apps',
          sourcePage: '/contact?utm_source=newsletter',
          formToken: issueFormToken(Date.now() - 30_000),
        },
        { referer: `${SITE}/contact?utm_source=newsletter` },
      ),
      contactSchema,
    );
    if (result.status !== 'success') throw new Error('expected success');
    expect(result.meta).toEqual({
      source: {
        utmSource: 'linkedin',
        utmMedium: 'cpc',
        utmCampaign: 'fleet-apps',
        utmTerm: 'fleet app',
        utmContent: 'ad-2',
        gclid: 'TEST123',
        msclkid: 'M1',
        fbclid: 'F1',
        referrer: 'https://www.search-engine.example/search?q=fleet+apps',
        landingPage: `/services${CAMPAIGN}&utm_term=fleet%20app&utm_content=ad-2&msclkid=M1&fbclid=F1`,
        formPage: '/contact?utm_source=newsletter',
      },
      spam: { spam: false, reasons: [] },
    });
  });

  it('keeps bot as it was and names the honeypot in the verdict', async () => {
    const result = await parseFormRequest(contactPost({ [HONEYPOT_FIELD]: 'http://x.example' }), contactSchema);
    expect(result).toMatchObject({ status: 'success', bot: true, meta: { spam: { spam: true } } });
    if (result.status === 'success') expect(result.meta.spam.reasons).toContain('honeypot');
  });

  it('judges the spam a real post carries', async () => {
    const result = await parseFormRequest(
      contactPost({ email: 'jane@mailinator.com', formToken: issueFormToken(Date.now() - 500) }),
      contactSchema,
    );
    expect(result).toMatchObject({
      status: 'success',
      meta: { spam: { spam: true, reasons: ['too-fast', 'disposable-domain'] } },
    });
  });

  it('ignores a Referer from another site and one posing as ours', async () => {
    for (const referer of ['https://evil.example/contact?utm_source=x', `${SITE}.evil.example/contact`]) {
      const result = await parseFormRequest(contactPost({}, { referer }), contactSchema);
      expect(result.status === 'success' && result.meta.source).toEqual({});
    }
  });
});

describe('readLeadSource', () => {
  const request = new Request(`${SITE}/contact`, { method: 'POST' });

  it('compares with SITE_URL, not with the address the request arrived at', () => {
    process.env.SITE_URL = 'https://www.studio.example';
    resetEnv();
    const behindProxy = new Request('http://10.0.0.5:3000/contact', {
      method: 'POST',
      headers: { referer: 'https://www.studio.example/contact?utm_source=x' },
    });
    expect(readLeadSource(new FormData(), behindProxy)).toEqual({ utmSource: 'x', formPage: '/contact?utm_source=x' });
    expect(readLeadSource(form({ sourceReferrer: 'https://www.studio.example/about' }), behindProxy).referrer).toBe(
      undefined,
    );
  });

  it('refuses pages of other sites and addresses that are not http(s)', () => {
    const source = readLeadSource(
      form({
        sourceLanding: '//evil.example/x?utm_source=evil',
        sourcePage: 'javascript:alert(1)',
        sourceReferrer: 'javascript:alert(1)',
      }),
      request,
    );
    expect(source).toEqual({});
    expect(sitePath('/\\evil.example/x', SITE)).toBeUndefined();
    expect(sitePath('https://evil.example/x', SITE)).toBeUndefined();
    expect(sitePath(`${SITE}/pricing?x=1#top`, SITE)).toBe('/pricing?x=1');
    expect(externalAddress('ftp://files.example/', SITE)).toBeUndefined();
    expect(externalAddress('https://user:secret@ref.example/a', SITE)).toBe('https://ref.example/a');
  });

  it('strips control characters and caps every value', () => {
    const long = 'x'.repeat(1000);
    const source = readLeadSource(
      form({
        sourceLanding: `/services?utm_source=${encodeURIComponent('li\u0000nked\r\nin\u202e')}&utm_campaign=${long}`,
        sourceReferrer: `https://ref.example/${long}`,
        sourcePage: `/contact?${long}`,
      }),
      request,
    );
    expect(source.utmSource).toBe('linkedin');
    expect(source.utmCampaign).toHaveLength(200);
    expect(source.referrer).toHaveLength(500);
    expect(source.landingPage?.length).toBeLessThanOrEqual(500);
    expect(source.formPage).toHaveLength(500);
    expect(cleanSourceText('  \u0007 ')).toBeUndefined();
    expect(trackingParameters('/x?utm_source=&gclid=%20')).toEqual({});
  });
});
