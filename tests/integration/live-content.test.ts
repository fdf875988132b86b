import { encodeSignatureHeader } from '@sanity/webhook';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { contentVersion } from '~/content/content-version.server';
import * as root from '~/root';
import * as contentPage from '~/routes/content-page';
import * as webhook from '~/routes/api-sanity-webhook';
import * as careers from '~/routes/careers';
import * as careerApply from '~/routes/position-apply';
import { readSeed } from '../support/dataset';
import { loadSiteRouteModules } from '../support/site-route-modules';
import { loaderArgs, settle, statusOf } from '../support/route-args';
import { startSanityStandIn, type SanityStandIn } from '../support/sanity-stand-in';
import { heroHeading } from '../support/rendered';

// The site against a stand-in that behaves like Sanity with a public dataset and no token:
// every content route must answer, and a published edit must show on the next request even
// though cached content would otherwise live for an hour.

type Loader = (args: ReturnType<typeof loaderArgs>) => unknown;

/** The `:name` parameters of an address under its route pattern. */
function paramsOf(pattern: string, path: string): Record<string, string> {
  const have = path.split('/');
  return Object.fromEntries(
    pattern.split('/').flatMap((part, index) => (part.startsWith(':') ? [[part.slice(1), have[index] ?? '']] : [])),
  );
}

/** Every page of the route table the tests visit, and a position's application page. */
async function contentRoutes(): Promise<[path: string, loader: Loader, params: Record<string, string>][]> {
  const routes = (await loadSiteRouteModules()).flatMap(({ path, pattern, module }) =>
    'loader' in module && typeof module.loader === 'function'
      ? [[path, module.loader as Loader, paramsOf(pattern, path)] as const]
      : [],
  );
  return [
    ...routes.map(([path, loader, params]): [string, Loader, Record<string, string>] => [path, loader, params]),
    ['/careers/data-scientist/apply', careerApply.loader, { slug: 'data-scientist' }],
  ];
}

const WEBHOOK_SECRET = 'a-webhook-secret-of-some-length';

let standIn: SanityStandIn;

beforeAll(async () => {
  standIn = await startSanityStandIn({ dataset: readSeed(), token: 'read-token', visibility: 'public' });
  vi.stubEnv('SANITY_PROJECT_ID', 'standin');
  vi.stubEnv('SANITY_DATASET', 'production');
  vi.stubEnv('SANITY_API_HOST', standIn.url);
  vi.stubEnv('SANITY_READ_TOKEN', '');
  vi.stubEnv('SANITY_USE_CDN', 'false');
  vi.stubEnv('SANITY_LIVE', 'true');
  vi.stubEnv('SANITY_WEBHOOK_SECRET', WEBHOOK_SECRET);
  vi.stubEnv('CONTENT_CACHE_TTL_SECONDS', '3600');
});

afterAll(async () => {
  vi.unstubAllEnvs();
  await standIn.close();
});

/** The loader's answer: 200 when it returned, otherwise the status it threw. */
async function statusFor(loader: Loader, path: string, params?: Record<string, string>) {
  const result = await settle(loader(loaderArgs(path, params)));
  return statusOf(result) ?? 200;
}

async function aboutHeading(path: string) {
  const result = await contentPage.loader(loaderArgs(path));
  return heroHeading(result.page.body);
}

describe('a public dataset read without a token', () => {
  it('serves every content route', async () => {
    expect(await statusFor(root.loader, '/')).toBe(200);
    // One route after the other, as a crawler reads them: all thirty at once queue some hundred
    // queries in the stand-in, in this process, and on a busy machine the last of them outlast
    // the client's per-attempt time limit.
    const statuses: (readonly [string, number])[] = [];
    for (const [path, loader, params] of await contentRoutes())
      statuses.push([path, await statusFor(loader, path, params)] as const);
    expect(statuses.filter(([, status]) => status !== 200)).toEqual([]);
    expect(standIn.requests.every((request) => request.authorization === undefined)).toBe(true);
  });

  it('hides documents whose id has a dot, as Sanity does, so the check above means something', async () => {
    const { createSanitySource } = await import('~/content/sources.server');
    const dotted = await startSanityStandIn({
      dataset: readSeed().map((document) => ({ ...document, _id: document._id.replace(/-/, '.') })),
      token: 'read-token',
      visibility: 'public',
    });
    const config = {
      projectId: 'standin',
      dataset: 'production',
      apiVersion: '2025-02-19',
      useCdn: false,
      apiHost: dotted.url,
    };
    const query = '*[_type == "page" && slug.current == "about"][0].title';
    try {
      expect(await createSanitySource(config).fetch(query, {})).toBeNull();
      expect(await createSanitySource({ ...config, token: 'read-token' }).fetch(query, {})).not.toBeNull();
    } finally {
      await dotted.close();
    }
  });
});

describe('a published edit', () => {
  it('shows on the next request within 2 seconds, with a one-hour time to live', async () => {
    expect(await aboutHeading('/about')).not.toBe('Edited in the Studio');
    await vi.waitFor(() => expect(standIn.liveConnections()).toBe(1), { timeout: 5_000 });
    const aboutPage = readSeed().find((document) => document._id === 'page-about');
    if (!aboutPage) throw new Error('No page-about in the seed');
    const hero = typeof aboutPage.hero === 'object' && aboutPage.hero !== null ? aboutPage.hero : {};

    const published = performance.now();
    standIn.publish({ ...aboutPage, hero: { ...hero, heading: 'Edited in the Studio' } });
    await vi.waitFor(async () => expect(await aboutHeading('/about')).toBe('Edited in the Studio'), {
      timeout: 2_000,
      interval: 50,
    });
    const elapsed = performance.now() - published;
    expect(elapsed).toBeLessThan(2_000);
  });

  it('drops only what the event names: an unrelated page is still served from the cache', async () => {
    await statusFor(careers.loader, '/careers');
    const before = standIn.requests.length;
    const version = contentVersion();
    const faq = readSeed().find((document) => document._id === 'faq-services-1');
    if (!faq) throw new Error('No faq-services-1 in the seed');
    standIn.publish({ ...faq, question: 'An edited question?' });
    await vi.waitFor(() => expect(contentVersion()).toBeGreaterThan(version));
    await statusFor(careers.loader, '/careers');
    const refetched = standIn.requests.slice(before).map((request) => request.query);
    expect(refetched.some((query) => query.includes('"jobPosition"'))).toBe(false);
  });

  it('a restart event drops everything', async () => {
    await statusFor(careers.loader, '/careers');
    const version = contentVersion();
    standIn.restartLive();
    await vi.waitFor(() => expect(contentVersion()).toBeGreaterThan(version));
    const before = standIn.requests.length;
    await statusFor(careers.loader, '/careers');
    expect(standIn.requests.length).toBeGreaterThan(before);
  });
});

describe('the signed webhook', () => {
  const post = (body: string, signature?: string) =>
    webhook.action({
      request: new Request('http://site.test/api/sanity-webhook', {
        method: 'POST',
        body,
        headers: {
          'content-type': 'application/json',
          ...(signature ? { 'sanity-webhook-signature': signature } : {}),
        },
      }),
      params: {},
      context: {},
    });

  it('refuses a missing or wrong signature with 401 and clears nothing', async () => {
    const body = JSON.stringify({ _id: 'page-about', _type: 'page' });
    const version = contentVersion();
    expect(statusOf(await settle(post(body)))).toBe(401);
    const wrong = await encodeSignatureHeader(body, Date.now(), 'not-the-secret');
    expect(statusOf(await settle(post(body, wrong)))).toBe(401);
    const otherBody = await encodeSignatureHeader('{"_id":"x"}', Date.now(), WEBHOOK_SECRET);
    expect(statusOf(await settle(post(body, otherBody)))).toBe(401);
    expect(contentVersion()).toBe(version);
  });

  it('clears the cached content when signed with the secret', async () => {
    await statusFor(careers.loader, '/careers');
    const body = JSON.stringify({ _id: 'jobPosition-data-scientist', _type: 'jobPosition' });
    const version = contentVersion();
    const answer = await post(body, await encodeSignatureHeader(body, Date.now(), WEBHOOK_SECRET));
    expect(answer).toMatchObject({ ok: true });
    expect(contentVersion()).toBe(version + 1);
    const before = standIn.requests.length;
    await statusFor(careers.loader, '/careers');
    expect(standIn.requests.length).toBeGreaterThan(before);
  });

  it('refuses a replayed call and one signed long ago, changing nothing', async () => {
    const body = JSON.stringify({ _id: 'page-about', _type: 'page' });
    const signature = await encodeSignatureHeader(body, Date.now(), WEBHOOK_SECRET);
    expect(await post(body, signature)).toMatchObject({ ok: true });
    const version = contentVersion();
    expect(statusOf(await settle(post(body, signature)))).toBe(409);
    const old = await encodeSignatureHeader(body, Date.parse('2021-06-01T00:00:00Z'), WEBHOOK_SECRET);
    expect(statusOf(await settle(post(body, old)))).toBe(401);
    const future = await encodeSignatureHeader(body, Date.now() + 10 * 60_000, WEBHOOK_SECRET);
    expect(statusOf(await settle(post(body, future)))).toBe(401);
    expect(contentVersion()).toBe(version);
  });

  it('answers GET with 405', async () => {
    expect(statusOf(await settle(webhook.loader()))).toBe(405);
  });
});
