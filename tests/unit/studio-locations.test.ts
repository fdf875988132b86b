import { createClient, type ClientPerspective } from '@sanity/client';
import { firstValueFrom, isObservable, Observable, of, type Subscription } from 'rxjs';
import type { DocumentLocationsState } from 'sanity/presentation';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentLocations, TYPE_USES } from '../../studio/locations';
import { schemaTypes } from '../../studio/schema';
import { readSeed } from '../support/dataset';
import { startSanityStandIn, type SanityStandIn, type StandInDocument } from '../support/sanity-stand-in';

// The Presentation tool's "Used on" list of every document type, opened as the Studio opens it:
// the resolver gets the document and a document store whose `listenQuery` runs the query on the
// Sanity stand-in and runs it again whenever content changes (the Studio's store listens to
// mutations; here the stand-in's live events stand in for them).

const TOKEN = 'viewer-token';
const seed = readSeed();
let standIn: SanityStandIn;
const live: Subscription[] = [];

beforeAll(async () => {
  standIn = await startSanityStandIn({ dataset: seed, token: TOKEN, visibility: 'public' });
});

afterAll(async () => {
  for (const subscription of live) subscription.unsubscribe();
  await standIn.close();
});

const client = (token?: string) =>
  createClient({
    projectId: 'standin',
    dataset: 'production',
    apiVersion: '2025-02-19',
    apiHost: standIn.url,
    useProjectHostname: false,
    useCdn: false,
    token,
  });

/** The part of the Studio's document store the resolver uses, over the stand-in. */
function listenQuery(query: string, params: Record<string, string>, options: { perspective?: ClientPerspective }) {
  const reader = client(TOKEN);
  // Live events carry published changes, and are read without the token as the site reads them.
  const events = client();
  return new Observable<unknown>((subscriber) => {
    const run = () =>
      reader.fetch(query, params, { perspective: options.perspective ?? 'drafts' }).then(
        (result: unknown) => subscriber.next(result),
        (error: unknown) => subscriber.error(error),
      );
    void run();
    const changes = events.live.events().subscribe((event) => {
      if (event.type === 'message') void run();
    });
    live.push(changes);
    return () => changes.unsubscribe();
  });
}

// The resolver reads only `listenQuery` of the Studio's document store.
const context = { documentStore: { listenQuery } } as unknown as Parameters<typeof documentLocations>[1];

function locations$(id: string, type: string, perspectiveStack: string[] = ['drafts']) {
  const result = documentLocations({ id, type, version: undefined, perspectiveStack }, context);
  return isObservable(result) ? result : of(result);
}

const locationsOf = (id: string, type: string, perspectiveStack?: string[]) =>
  firstValueFrom(locations$(id, type, perspectiveStack));

const hrefs = (state: DocumentLocationsState | null | undefined) => (state?.locations ?? []).map((item) => item.href);

function seeded(type: string): StandInDocument {
  const document = seed.find((item) => item._type === type);
  if (!document) throw new Error(`No ${type} in the seed`);
  return document;
}

describe('"Used on" in the Presentation tool', () => {
  it('every document type of the Studio has an entry: a new type is one line in the table', () => {
    const documentTypes = schemaTypes.filter((type) => type.type === 'document').map((type) => type.name);
    expect(documentTypes.filter((type) => !(type in TYPE_USES))).toEqual([]);
  });

  it('site settings and the website offer are used on every page', async () => {
    const settings = await locationsOf('siteSettings', 'siteSettings');
    expect(settings).toMatchObject({ message: 'Used on every page', tone: 'positive' });
    // The services it lists are the choices of /get-started; the settings themselves are on every page.
    expect(await locationsOf('websiteOffer', 'websiteOffer')).toMatchObject({ message: 'Used on every page' });
  });

  it('a routed document shows its own address, and its listing page', async () => {
    expect(hrefs(await locationsOf('page-about', 'page'))).toContain('/about');
    expect(hrefs(await locationsOf('page-home', 'page'))).toContain('/');
    const product = seeded('productPage');
    expect(hrefs(await locationsOf(product._id, 'productPage'))[0]).toMatch(/^\/products\/[\w-]+$/);
    // A case study: its page, the work index, and the pages whose results or work sections pick it.
    const study = hrefs(await locationsOf('caseStudy-county-permit-kiosks', 'caseStudy'));
    expect(study.slice(0, 2)).toEqual(['/work/county-permit-kiosks', '/work']);
    expect(study).toContain('/');
    const job = seeded('jobPosition');
    expect(hrefs(await locationsOf(job._id, 'jobPosition'))).toEqual([
      expect.stringMatching(/^\/careers\/[\w-]+$/),
      '/careers',
    ]);
    expect(hrefs(await locationsOf('bookingAvailability', 'bookingAvailability'))).toEqual(['/book-call']);
  });

  it('services, tiers, FAQs, people and testimonials show every page that refers to them', async () => {
    expect(hrefs(await locationsOf('faq-services-1', 'faq'))).toEqual(['/services']);
    expect(hrefs(await locationsOf('pricingTier-audit-professional', 'pricingTier'))).toEqual(['/pricing']);
    expect(hrefs(await locationsOf('person-daniel-nguyen', 'person')).sort()).toEqual(['/about', '/careers']);
    // A testimonial shows on the pages and product pages that pick it, and on its case study.
    const testimonial = hrefs(await locationsOf('testimonial-county-clerk', 'testimonial'));
    expect(testimonial).toEqual(
      expect.arrayContaining(['/', '/work', '/work/county-permit-kiosks', '/products/analytics-pro']),
    );
    // A service: the card sections that pick it, the case studies that used it.
    expect(hrefs(await locationsOf('service-mobile-engineering', 'service')).sort()).toEqual(
      ['/', '/services', '/work/county-permit-kiosks'].sort(),
    );
  });

  it('a service site settings lists shows /get-started', async () => {
    const offered = seed.find((document) => document._id === 'siteSettings')?.serviceRequestOptions;
    const first = Array.isArray(offered) ? offered[0] : undefined;
    const id = typeof first === 'object' && first !== null && '_ref' in first ? String(first._ref) : '';
    expect(hrefs(await locationsOf(id, 'service'))).toContain('/get-started');
  });

  it('a document no page uses yet says so', async () => {
    standIn.publish({ _id: 'faq-unused', _type: 'faq', question: 'Unused?', group: 'services' });
    expect(await locationsOf('faq-unused', 'faq')).toEqual({ message: 'Not used on any page yet', tone: 'caution' });
  });

  it('is live: a page that starts using a document is listed at once, and leaves the list when it stops', async () => {
    const states: (DocumentLocationsState | null | undefined)[] = [];
    live.push(locations$('faq-services-2', 'faq').subscribe((state) => states.push(state)));
    await expect.poll(() => states.length).toBeGreaterThan(0);
    expect(hrefs(states.at(-1))).toEqual(['/services']);

    const page = {
      _id: 'page-new-faqs',
      _type: 'page',
      title: 'New FAQs',
      slug: { _type: 'slug', current: 'new-faqs' },
      sections: [
        {
          _type: 'faqSection',
          _key: 'faqs',
          heading: 'FAQs',
          faqs: [{ _type: 'reference', _ref: 'faq-services-2', _key: 'a' }],
        },
      ],
    };
    standIn.publish(page);
    await expect.poll(() => hrefs(states.at(-1)).sort()).toEqual(['/new-faqs', '/services']);
    standIn.unpublish(page._id);
    await expect.poll(() => hrefs(states.at(-1))).toEqual(['/services']);
  });

  it('reads the perspective the editor looks at: a page only in a release lists what it uses in that release', async () => {
    standIn.createRelease('rLaunch', 'Launch');
    standIn.publish({
      _id: 'versions.rLaunch.page-launch',
      _type: 'page',
      title: 'Launch',
      slug: { _type: 'slug', current: 'launch' },
      sections: [
        {
          _type: 'teamSection',
          _key: 'team',
          heading: 'Team',
          people: [{ _type: 'reference', _ref: 'person-maya-okafor', _key: 'a' }],
        },
      ],
    });
    expect(hrefs(await locationsOf('person-maya-okafor', 'person', ['drafts']))).toEqual(['/about']);
    expect(hrefs(await locationsOf('person-maya-okafor', 'person', ['rLaunch', 'drafts'])).sort()).toEqual([
      '/about',
      '/launch',
    ]);
    expect(hrefs(await locationsOf('page-launch', 'page', ['rLaunch', 'drafts']))).toEqual(['/launch']);
  });
});
