import { expect, test, type Page } from '@playwright/test';
import { SITE_ROUTES } from '../support/site-routes';

// Every picture on every page: dimensions set (no layout shift while it loads), alternative text
// or an explicit empty one for decoration, at most one loaded eagerly (the largest above the
// fold, with high priority), and every file actually there.

const PATHS = [...SITE_ROUTES, '/careers/data-scientist', '/careers/data-scientist/apply'];

interface ImageFacts {
  src: string;
  width: string | null;
  height: string | null;
  alt: string | null;
  loading: string | null;
  fetchpriority: string | null;
  loaded: boolean;
}

async function imagesOf(page: Page): Promise<ImageFacts[]> {
  // Bring each image into view so lazy ones load, and wait until the browser has it (or gave up).
  const images = page.locator('img');
  for (let index = 0; index < (await images.count()); index += 1) {
    const image = images.nth(index);
    if (await image.isVisible()) await image.scrollIntoViewIfNeeded();
    await expect
      .poll(() => image.evaluate((element: HTMLImageElement) => element.complete), { timeout: 10_000 })
      .toBe(true);
  }
  return page.locator('img').evaluateAll((images) =>
    images.map((image) => {
      const element = image as HTMLImageElement;
      return {
        src: element.currentSrc || element.src,
        width: element.getAttribute('width'),
        height: element.getAttribute('height'),
        alt: element.getAttribute('alt'),
        loading: element.getAttribute('loading'),
        fetchpriority: element.getAttribute('fetchpriority'),
        loaded: element.complete && element.naturalWidth > 0,
      };
    }),
  );
}

for (const path of PATHS) {
  test(`${path}: every image has width, height and alt, at most one is eager, and all load`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    const images = await imagesOf(page);
    for (const image of images) {
      expect(Number(image.width), `width of ${image.src}`).toBeGreaterThan(0);
      expect(Number(image.height), `height of ${image.src}`).toBeGreaterThan(0);
      expect(image.alt, `alt of ${image.src}`).not.toBeNull();
      expect(image.loaded, `${image.src} loads`).toBe(true);
    }
    const eager = images.filter((image) => image.loading !== 'lazy');
    expect(eager.length, 'eager images').toBeLessThanOrEqual(1);
    for (const image of eager) expect(image.fetchpriority).toBe('high');
  });
}

test('the pictures with content come from the dataset’s assets, and the hero’s is the eager one', async ({ page }) => {
  await page.goto('/');
  const images = await imagesOf(page);
  expect(images.length).toBeGreaterThanOrEqual(6);
  for (const image of images) {
    // Illustrations are SVG; the case studies' pictures are WebP rasters.
    expect(new URL(image.src).pathname).toMatch(
      /^\/media\/images\/local\/production\/[\da-f]{40}-\d+x\d+\.(svg|webp)$/,
    );
  }
  // The home hero's illustration is marked decorative; the sections' pictures are described.
  expect(images[0]).toMatchObject({ alt: '', loading: 'eager', fetchpriority: 'high' });
  expect(images.slice(1).every((image) => image.loading === 'lazy')).toBe(true);
  // Described, except a portrait beside the quoted person's name in a testimonial's caption.
  const undescribed = await page.locator('img[alt=""]').evaluateAll((found) =>
    found.map((img) => ({
      hero: img.getAttribute('loading') !== 'lazy',
      caption: img.closest('figcaption')?.textContent?.trim() ?? '',
    })),
  );
  expect(undescribed.filter((image) => !image.hero && image.caption === '')).toEqual([]);
  const file = await page.request.get(images[0]?.src ?? '');
  expect(file.headers()['content-type']).toBe('image/svg+xml');
  expect(file.headers()['cache-control']).toContain('immutable');
  expect(
    (
      await page.request.get('/media/images/local/production/0000000000000000000000000000000000000000-1x1.svg')
    ).status(),
  ).toBe(404);
});
