import { stegaClean } from '@sanity/client/stega';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readEntryExports, type ServerBuild } from '../../server/app.js';
import { readSeed } from '../support/dataset';
import { textOf } from '../support/rendered';
import { startSanityStandIn, type SanityStandIn, type StandInDocument } from '../support/sanity-stand-in';
import { importBuild, startSiteServer, type SiteServer } from '../support/site-server';

// An editor in the Presentation tool previews a content release, then builds a page step by step:
// the production build served by our server in process, reading a Sanity stand-in that holds a
// release "Spring launch" (a new /about heading and a page that exists only in the release), a
// draft of /about, and a draft page with only a title and a slug. The perspective arrives as the
// Studio sends it: on the enable URL, then on a page URL when the Studio reloads the frame.

const STUDIO_URL = 'http://127.0.0.1:3333';
const RELEASE_HEADING = 'About us, as the spring launch has it';
const DRAFT_HEADING = 'About us, a draft';
const LAUNCH_HEADING = 'Spring is here';

let standIn: SanityStandIn;
let site: SiteServer | undefined;
let base: string;
let build: ServerBuild;
const savedEnv = { ...process.env };

function about(): StandInDocument {
  const page = readSeed().find((document) => document._id === 'page-about');
  if (!page) throw new Error('No page-about in the seed');
  return page;
}

function withHeading(page: StandInDocument, heading: string): StandInDocument {
  const hero = typeof page.hero === 'object' && page.hero !== null ? page.hero : {};
  return { ...page, hero: { ...hero, heading } };
}

beforeAll(async () => {
  standIn = await startSanityStandIn({ dataset: readSeed(), token: 'viewer-token', visibility: 'public' });
  standIn.createRelease('rSpring', 'Spring launch');
  standIn.publish({ ...withHeading(about(), RELEASE_HEADING), _id: 'versions.rSpring.page-about' });
  standIn.publish({
    _id: 'versions.rSpring.page-spring-launch',
    _type: 'page',
    title: 'Spring launch',
    slug: { _type: 'slug', current: 'spring-launch' },
    hero: { heading: LAUNCH_HEADING },
    sections: [],
  });
  standIn.publish({ ...withHeading(about(), DRAFT_HEADING), _id: 'drafts.page-about' });
  standIn.publish({
    _id: 'drafts.page-in-progress',
    _type: 'page',
    title: 'Work in progress',
    slug: { _type: 'slug', current: 'in-progress' },
  });
  Object.assign(process.env, {
    NODE_ENV: 'production',
    SANITY_PROJECT_ID: 'standin',
    SANITY_DATASET: 'production',
    SANITY_API_HOST: standIn.url,
    SANITY_READ_TOKEN: '',
    SANITY_PREVIEW_TOKEN: 'viewer-token',
    SANITY_STUDIO_URL: STUDIO_URL,
    SANITY_USE_CDN: 'false',
    SANITY_LIVE: 'false',
    CONTENT_CACHE_TTL_SECONDS: '300',
    SITE_URL: '',
    SESSION_SECRET: 'preview-release-session-secret-0123456789abcdef',
  });
  // The build is current: Vitest's global set-up (tests/support/global-build.ts) made sure.
  build = await importBuild();
  site = await startSiteServer({ build });
  base = site.base;
}, 300_000);

afterAll(async () => {
  await site?.stop();
  await standIn?.close();
  process.env = savedEnv;
});

/** A browser's cookie jar, enough for this site: name=value pairs, a Max-Age of 0 removes one. */
class Jar {
  private cookies = new Map<string, string>();
  take(response: Response) {
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';');
      const name = pair.slice(0, pair.indexOf('='));
      if (/Max-Age=0/i.test(cookie)) this.cookies.delete(name);
      else this.cookies.set(name, pair.slice(name.length + 1));
    }
  }
  header() {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

async function get(jar: Jar | undefined, pathname: string) {
  const response = await fetch(`${base}${pathname}`, {
    redirect: 'manual',
    headers: jar ? { cookie: jar.header() } : {},
  });
  jar?.take(response);
  return { status: response.status, location: response.headers.get('location'), html: await response.text() };
}

/** Opens preview as the Presentation tool does: a fresh secret, the page, the perspective shown in the Studio. */
async function enable(pathname: string, perspective?: string) {
  const jar = new Jar();
  const query = new URLSearchParams({
    'sanity-preview-secret': standIn.createPreviewSecret(STUDIO_URL),
    'sanity-preview-pathname': pathname,
  });
  if (perspective !== undefined) query.set('sanity-preview-perspective', perspective);
  const response = await get(jar, `/api/preview-mode/enable?${query}`);
  expect(response.status).toBe(302);
  return { jar, location: response.location };
}

/** What a reader gets from the page's heading and from the preview bar, stega markers removed. */
function read(html: string) {
  // Markers first: some of their invisible characters count as white space.
  const text = (fragment: string | undefined) =>
    stegaClean(textOf(fragment ?? ''))
      .replace(/\s+/g, ' ')
      .trim();
  const heading = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? '';
  return {
    // A typed heading says its whole text once, for screen readers.
    heading: text(/<span class="sr-only">([\s\S]*?)<\/span>/.exec(heading)?.[1] ?? heading),
    bar: text(/<aside aria-label="Preview mode"[^>]*>\s*<p>([\s\S]*?)<\/p>/.exec(html)?.[1]),
  };
}

describe('previewing a release', () => {
  it('reads the release stack the Studio asks for, on every page, and the bar names the release', async () => {
    // The Studio joins an unset scheduled draft into the stack as an empty entry.
    const { jar, location } = await enable('/about', ',rSpring,drafts');
    // The perspective is kept in a cookie, not carried on the page's address.
    expect(location).toBe('/about');

    const page = await get(jar, '/about');
    expect(page.status).toBe(200);
    expect(read(page.html).heading).toBe(RELEASE_HEADING);
    expect(read(page.html).bar).toBe('Preview: release “Spring launch” over drafts');
    // The release's version was asked for as a stack, with the preview token.
    const asked = standIn.requests.filter((request) => request.perspective === 'rSpring,drafts');
    expect(asked.length).toBeGreaterThan(0);
    expect(asked.every((request) => request.authorization === 'Bearer viewer-token')).toBe(true);

    // A page that exists only in the release is a page in its preview, and nowhere else.
    const launch = await get(jar, '/spring-launch');
    expect(launch.status).toBe(200);
    expect(read(launch.html).heading).toBe(LAUNCH_HEADING);
    expect((await get(undefined, '/spring-launch')).status).toBe(404);
    expect(read((await get(undefined, '/about')).html).heading).not.toContain('spring launch');
  });

  it('follows a perspective the Studio names on a page URL, and keeps it for the next pages', async () => {
    const { jar } = await enable('/about', 'rSpring,drafts');
    const drafts = await get(jar, '/about?sanity-preview-perspective=drafts');
    expect(read(drafts.html).heading).toBe(DRAFT_HEADING);
    expect(read(drafts.html).bar).toBe('Preview: drafts shown');
    // The next page, opened by a link, reads drafts too: the release's page is gone.
    expect((await get(jar, '/spring-launch')).status).toBe(404);
  });

  it('published: only what visitors see, with the bar saying so', async () => {
    const { jar } = await enable('/about', 'published');
    const page = await get(jar, '/about');
    expect(read(page.html).heading).toBe(read((await get(undefined, '/about')).html).heading);
    expect(read(page.html).bar).toBe('Preview: published content only');
  });

  it('a release that is gone (published, archived, never made) falls back to drafts and says so', async () => {
    standIn.createRelease('rOld', 'Old launch', 'archived');
    const { jar } = await enable('/about', 'rOld,rNowhere,drafts');
    const page = await get(jar, '/about');
    expect(page.status).toBe(200);
    expect(read(page.html).heading).toBe(DRAFT_HEADING);
    expect(read(page.html).bar).toBe('Preview: drafts shown (rOld and rNowhere: no such active release)');
  });

  it('leaving preview clears the perspective with the preview cookie', async () => {
    const { jar } = await enable('/about', 'rSpring,drafts');
    const exit = await fetch(`${base}/api/preview-mode/disable?redirect=%2Fabout`, {
      redirect: 'manual',
      headers: { cookie: jar.header() },
    });
    const cleared = exit.headers.getSetCookie().map((cookie) => cookie.split('=')[0]);
    expect(cleared.sort()).toEqual(['__sanity_preview', 'sanity-preview-perspective']);
  });
});

describe('building a page step by step', () => {
  it('a page with only a title and a slug renders in preview, its empty parts marked as placeholders', async () => {
    const { jar } = await enable('/in-progress');
    const page = await get(jar, '/in-progress');
    expect(page.status).toBe(200);
    // The title stands in as the page's one heading, inside the hero's placeholder.
    expect(read(page.html).heading).toBe('Work in progress');
    expect(page.html).toMatch(/<section aria-label="Placeholder: hero" data-preview-placeholder="hero"/);
    expect(page.html).toMatch(/<section aria-label="Placeholder: sections" data-preview-placeholder="sections"/);
    expect(page.html).toContain('Placeholder <span class="font-normal normal-case">(shown in preview only)</span>');
  });

  it('answers 404 to the public until it is complete and published', async () => {
    expect((await get(undefined, '/in-progress')).status).toBe(404);
    // Published without its hero and search fields (through the API: the Studio refuses to
    // publish it), still a 404.
    standIn.publish({
      _id: 'page-in-progress',
      _type: 'page',
      title: 'Work in progress',
      slug: { _type: 'slug', current: 'in-progress' },
    });
    readEntryExports(build).contentChanged('test: a page published without its hero');
    expect((await get(undefined, '/in-progress')).status).toBe(404);
    // Complete and published, it is a page.
    standIn.publish({
      _id: 'page-in-progress',
      _type: 'page',
      title: 'Work in progress',
      slug: { _type: 'slug', current: 'in-progress' },
      hero: { heading: 'Finished at last' },
      seo: { title: 'Work in progress', description: 'A page built step by step in the Studio.' },
    });
    readEntryExports(build).contentChanged('test: the page completed');
    const done = await get(undefined, '/in-progress');
    expect(done.status).toBe(200);
    expect(read(done.html).heading).toBe('Finished at last');
    expect(done.html).not.toContain('data-preview-placeholder');
  });

  it('a complete page shows no placeholder, in preview or not', async () => {
    const { jar } = await enable('/about');
    const page = await get(jar, '/about');
    expect(page.html).not.toContain('data-preview-placeholder');
    expect((await get(undefined, '/about')).html).not.toContain('data-preview-placeholder');
  });
});
