import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { contentVersion } from '~/content/content-version.server';
import * as webhook from '~/routes/api-sanity-webhook';
import { settle, statusOf } from '../support/route-args';

// Without SANITY_WEBHOOK_SECRET nobody can clear the cache from outside: the route is absent.

beforeAll(() => {
  vi.stubEnv('SANITY_WEBHOOK_SECRET', '');
});

afterAll(() => {
  vi.unstubAllEnvs();
});

describe('the webhook route without a secret', () => {
  it('answers 404 to GET and POST and clears nothing', async () => {
    const version = contentVersion();
    const post = webhook.action({
      request: new Request('http://site.test/api/sanity-webhook', { method: 'POST', body: '{"_id":"page-about"}' }),
      params: {},
      context: {},
    });
    expect(statusOf(await settle(post))).toBe(404);
    expect(statusOf(await settle(webhook.loader()))).toBe(404);
    expect(contentVersion()).toBe(version);
  });
});
