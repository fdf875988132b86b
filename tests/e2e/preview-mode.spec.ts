import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { expect, test } from './support/test';
import { readSeed } from '../support/dataset';
import { startSanityStandIn, type SanityStandIn } from '../support/sanity-stand-in';
import { expectNoAxeViolations } from './support/a11y';
import { waitForHydration } from './support/hydration';
import { startPresentationStandIn, type PresentationStandIn } from './support/presentation-stand-in';

// An editor in the Studio's Presentation tool: the production build, served by our server on
// its own port, reading a stand-in Sanity that holds a draft of /about. Preview pages get the
// bar and Sanity's visual editing; pages outside preview load none of it.

const DRAFT_HEADING = 'A heading still in draft';

let standIn: SanityStandIn;
let studio: PresentationStandIn;
let server: ChildProcess;
let base: string;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  const documents = readSeed();
  const about = documents.find((document) => document._id === 'page-about');
  if (!about) throw new Error('No page-about in the seed');
  const hero = typeof about.hero === 'object' && about.hero !== null ? about.hero : {};
  standIn = await startSanityStandIn({
    dataset: [
      ...documents,
      { ...about, _id: 'drafts.page-about', hero: { ...hero, heading: DRAFT_HEADING } },
      // A page an editor has just started: a title and a slug.
      {
        _id: 'drafts.page-started',
        _type: 'page',
        title: 'A page just started',
        slug: { _type: 'slug', current: 'started' },
      },
    ],
    token: 'viewer-token',
    visibility: 'public',
  });
  studio = await startPresentationStandIn();
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  server = spawn(process.execPath, ['server/index.js'], {
    env: {
      ...process.env,
      PORT: String(port),
      NODE_ENV: 'production',
      SESSION_SECRET: 'e2e-only-session-secret-0123456789abcdef',
      SITE_URL: base,
      SANITY_PROJECT_ID: 'standin',
      SANITY_DATASET: 'production',
      SANITY_API_HOST: standIn.url,
      SANITY_READ_TOKEN: '',
      SANITY_PREVIEW_TOKEN: 'viewer-token',
      SANITY_STUDIO_URL: studio.url,
      SANITY_USE_CDN: 'false',
      SANITY_LIVE: 'false',
      LEADS_DIR: '.data/e2e-preview-leads',
      WEB_CONCURRENCY: '1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  await expect(async () => {
    const response = await fetch(`${base}/about`);
    expect(response.status).toBe(200);
  }).toPass({ timeout: 30_000 });
});

test.afterAll(async () => {
  server?.kill('SIGTERM');
  await standIn?.close();
  await studio?.close();
});

test('a normal page loads no preview code and shows no bar', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.goto(`${base}/about`);
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).not.toContainText(DRAFT_HEADING);
  await expect(page.getByRole('complementary', { name: 'Preview mode' })).toHaveCount(0);
  expect(scripts.filter((url) => /visual-editing|renderVisualEditing/i.test(url))).toEqual([]);
  expect(await page.content()).not.toContain('visual-editing');
});

test('preview shows drafts, the bar and Sanity visual editing, hydrates cleanly and follows navigation', async ({
  page,
  context,
}) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`${response.status()} ${response.url()}`);
  });
  const secret = standIn.createPreviewSecret(studio.url);
  const query = new URLSearchParams({ 'sanity-preview-secret': secret, 'sanity-preview-pathname': '/about' });
  const visualEditing = page.waitForRequest((request) => /visual-editing\.client-[\w-]+\.js$/.test(request.url()));
  await page.goto(`${base}/api/preview-mode/enable?${query}`);
  expect(new URL(page.url()).pathname).toBe('/about');
  expect((await context.cookies(base)).some((cookie) => cookie.name === '__sanity_preview')).toBe(true);

  await expect(page.getByRole('heading', { level: 1 })).toContainText(DRAFT_HEADING);
  const bar = page.getByRole('complementary', { name: 'Preview mode' });
  await expect(bar).toContainText('Preview: drafts shown');
  await expect(bar.getByRole('link', { name: 'Exit' })).toHaveAttribute(
    'href',
    '/api/preview-mode/disable?redirect=%2Fabout',
  );
  await visualEditing;
  await waitForHydration(page);
  // Visual editing mounts its overlay in an element of its own.
  await expect(page.locator('sanity-visual-editing')).toHaveCount(1);

  // A client-side navigation keeps the bar, and its Exit link follows the page.
  // (Menu labels are content: in preview they carry stega markers, so the link is found by address.)
  await page.getByRole('banner').locator('a[href="/services"]').first().click();
  await expect(page).toHaveURL(`${base}/services`);
  await expect(bar.getByRole('link', { name: 'Exit' })).toHaveAttribute(
    'href',
    '/api/preview-mode/disable?redirect=%2Fservices',
  );

  // Hydration kept the server's page (a mismatch would log an error and re-render), and the
  // content policy allowed every script.
  expect(problems).toEqual([]);

  await bar.getByRole('link', { name: 'Exit' }).click();
  await expect(page).toHaveURL(`${base}/services`);
  await expect(page.getByRole('complementary', { name: 'Preview mode' })).toHaveCount(0);
});

test('in the Presentation tool, a click opens the field, the Studio drives navigation, and edits show on refresh', async ({
  page,
}) => {
  const secret = standIn.createPreviewSecret(studio.url);
  const query = new URLSearchParams({ 'sanity-preview-secret': secret, 'sanity-preview-pathname': '/about' });
  await page.goto(studio.presentationUrl(`${base}/api/preview-mode/enable?${query}`));
  const site = page.frameLocator('iframe');
  type Presentation = {
    status(): string;
    received(): { type: string; data: unknown }[];
    post(type: string, data: unknown): void;
  };
  const received = () =>
    page.evaluate(() => (window as unknown as { presentation: Presentation }).presentation.received());
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { presentation?: Presentation }).presentation?.status()))
    .toBe('connected');

  // The page tells the Studio where it is.
  await expect
    .poll(async () => (await received()).some((message) => message.type === 'visual-editing/navigate'))
    .toBe(true);

  // Clicking the draft heading asks the Studio to open that field of that document.
  const heading = site.getByRole('heading', { level: 1 });
  await expect(heading).toContainText(DRAFT_HEADING);
  await heading.click();
  await expect
    .poll(async () =>
      (await received())
        .filter((message) => message.type === 'visual-editing/focus')
        .map((message) => message.data as { id?: string; path?: string }),
    )
    .toContainEqual(expect.objectContaining({ id: 'page-about', path: 'hero.heading' }));

  // An editor keeps typing: the draft changes in Sanity and the Studio asks for a refresh.
  const about = readSeed().find((document) => document._id === 'page-about');
  standIn.publish({
    ...(about ?? { _type: 'page' }),
    _id: 'drafts.page-about',
    _type: 'page',
    hero: { ...(about?.hero as object), heading: 'A heading typed a moment ago' },
  });
  await page.evaluate(() =>
    (window as unknown as { presentation: Presentation }).presentation.post('presentation/refresh', {
      source: 'manual',
      livePreviewEnabled: false,
    }),
  );
  await expect(heading).toContainText('A heading typed a moment ago');

  // The Studio's URL bar moves the page, through Remix's router (no full reload).
  await page.evaluate(() =>
    (window as unknown as { presentation: Presentation }).presentation.post('presentation/navigate', {
      type: 'push',
      url: '/services',
    }),
  );
  await expect(
    site.getByRole('complementary', { name: 'Preview mode' }).getByRole('link', { name: 'Exit' }),
  ).toHaveAttribute('href', '/api/preview-mode/disable?redirect=%2Fservices');
});

test('a page with only a title and a slug shows its placeholders in preview, accessibly', async ({ page }) => {
  const secret = standIn.createPreviewSecret(studio.url);
  const query = new URLSearchParams({ 'sanity-preview-secret': secret, 'sanity-preview-pathname': '/started' });
  await page.goto(`${base}/api/preview-mode/enable?${query}`);
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('A page just started');
  await expect(page.getByRole('region', { name: 'Placeholder: hero' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Placeholder: sections' })).toBeVisible();
  await expectNoAxeViolations(page, 'a page in progress, in preview');
});
