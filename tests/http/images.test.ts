import { describe, expect, inject, it } from 'vitest';
import { imageFiles, imageLoader } from '../support/http-assets';
import { Visitor } from '../support/http-page';
import { SITE_ROUTES } from '../support/site-routes';

// Every picture on every page: dimensions set (no layout shift while it loads), alternative text
// or an explicit empty one for decoration, at most one loaded eagerly (the largest above the
// fold, with high priority), and every file it may load there and a picture.

const PATHS = [...SITE_ROUTES, '/careers/data-scientist', '/careers/data-scientist/apply'];
const visitor = new Visitor(inject('siteUrl'));
const load = imageLoader(visitor);

async function expectLoads(address: string) {
  const image = await load(address);
  expect(image.status, `${address} answers`).toBe(200);
  expect(image.contentType, `content type of ${address}`).toMatch(/^image\//);
  expect(image.width * image.height, `${address} decodes as a picture`).toBeGreaterThan(0);
}

describe('pictures on every page', () => {
  it.each(PATHS)('%s: every image has width, height and alt, at most one is eager, and all load', async (path) => {
    const page = await visitor.goto(path);
    expect(page.status).toBe(200);
    const images = [...page.document.querySelectorAll('img')];
    for (const image of images) {
      const src = image.getAttribute('src') ?? '';
      expect(Number(image.getAttribute('width')), `width of ${src}`).toBeGreaterThan(0);
      expect(Number(image.getAttribute('height')), `height of ${src}`).toBeGreaterThan(0);
      expect(image.getAttribute('alt'), `alt of ${src}`).not.toBeNull();
      for (const file of imageFiles(image, page.url)) await expectLoads(file);
    }
    const eager = images.filter((image) => image.getAttribute('loading') !== 'lazy');
    expect(eager.length, 'eager images').toBeLessThanOrEqual(1);
    for (const image of eager) expect(image.getAttribute('fetchpriority')).toBe('high');
  });

  it('the pictures with content come from the dataset’s assets, and the hero’s is the eager one', async () => {
    const page = await visitor.goto('/');
    const images = [...page.document.querySelectorAll('img')];
    expect(images.length).toBeGreaterThanOrEqual(6);
    for (const image of images) {
      for (const file of imageFiles(image, page.url)) {
        // Illustrations are SVG; the case studies' pictures are WebP rasters.
        expect(new URL(file).pathname).toMatch(/^\/media\/images\/local\/production\/[\da-f]{40}-\d+x\d+\.(svg|webp)$/);
      }
    }
    // The home hero shows a case study's picture, described; it is the one loaded first.
    const [hero, ...rest] = images;
    expect(hero?.getAttribute('loading')).toBe('eager');
    expect(hero?.getAttribute('fetchpriority')).toBe('high');
    expect(hero?.getAttribute('alt')).toContain('Prairie Freight Co.');
    expect(rest.every((image) => image.getAttribute('loading') === 'lazy')).toBe(true);
    // Described, except a portrait beside the quoted person's name in a testimonial's caption and
    // a client's logo beside the client's name in a results card.
    const undescribed = [...page.document.querySelectorAll('img[alt=""]')].map((image) => ({
      hero: image.getAttribute('loading') !== 'lazy',
      caption: image.closest('figcaption')?.textContent?.trim() ?? '',
      result: image.closest('li')?.textContent?.includes('Read the case study') ?? false,
    }));
    expect(undescribed.filter((image) => !image.hero && image.caption === '' && !image.result)).toEqual([]);
    // Whichever size the browser picks, the hero's file is a modern raster, cached for good.
    for (const file of imageFiles(hero as Element, page.url)) {
      const loaded = await load(file);
      expect(loaded.contentType, file).toMatch(/^image\/(webp|avif)$/);
      expect(loaded.cacheControl, file).toContain('immutable');
    }
    const missing = await visitor.fetch(
      '/media/images/local/production/0000000000000000000000000000000000000000-1x1.svg',
    );
    expect(missing.status).toBe(404);
  });
});
