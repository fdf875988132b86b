import { beforeAll, describe, expect, it } from 'vitest';
import { resetEnv } from '~/env.server';
import { resetFormRateLimiter } from '~/submissions/rate-limit.server';
import { action as contactAction } from '~/routes/contact';
import { formPost } from '../support/form-data';
import { scrapeMetrics } from '../support/metrics-scrape';
import { dataOf, settle, statusOf } from '../support/route-args';

const contact = { name: 'Ada Lovelace', email: 'ada@example.com', phone: '', company: '', message: 'Hello there' };

beforeAll(() => {
  process.env.FORM_RATE_LIMIT_PER_MINUTE = '10';
  process.env.FORM_RATE_LIMIT_PER_HOUR = '50';
  resetEnv();
  resetFormRateLimiter();
});

function post(clientIp: string, message: string) {
  return settle(
    contactAction({ request: formPost('/contact', { ...contact, message }), params: {}, context: { clientIp } }),
  );
}

/** The Retry-After header of what an action returned with data(value, init). */
function retryAfter(value: unknown): string | null {
  if (typeof value !== 'object' || value === null || !('init' in value)) return null;
  const init = value.init;
  if (typeof init !== 'object' || init === null || !('headers' in init)) return null;
  const headers = init.headers;
  if (typeof headers !== 'object' || headers === null) return null;
  const entry = Object.entries(headers).find(([name]) => name.toLowerCase() === 'retry-after');
  return entry ? String(entry[1]) : null;
}

describe('form rate limits', () => {
  it('accepts 10 posts a minute from one address, then answers 429 with Retry-After and the form kept', async () => {
    for (let index = 0; index < 10; index += 1) {
      const accepted = await post('203.0.113.7', `Message ${index}`);
      expect(dataOf(accepted)).toMatchObject({ status: 'success' });
    }
    const refusals = 'form_rate_limit_refusals_total';
    const before = (await scrapeMetrics()).value(refusals);
    const refused = await post('203.0.113.7', 'One too many');
    expect(statusOf(refused)).toBe(429);
    // The operator sees it: /metrics counts the refusal.
    expect((await scrapeMetrics()).value(refusals) - before).toBe(1);
    expect(Number(retryAfter(refused))).toBeGreaterThan(0);
    expect(dataOf(refused)).toMatchObject({
      status: 'error',
      formError: expect.stringContaining('too many times'),
      values: { name: 'Ada Lovelace', message: 'One too many' },
    });
    // Another visitor is served as usual.
    expect(dataOf(await post('198.51.100.2', 'Hello'))).toMatchObject({ status: 'success' });
  });
});
