import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  IMAGE_TRANSFORM_CACHE,
  imageTransformCacheUsage,
  transformImageCached,
} from '~/content/image-transform.server';
import type { PageSeo } from '~/seo/site-pages';
import { SOCIAL_CARD_CACHE, socialCard, socialCardCacheUsage } from '~/seo/social-card.server';

// The two caches of pictures made for a request (resized /media images, social cards) are keyed
// by what the request asks for, so they are bounded by bytes as well as by entries.

describe('the resized-picture cache', () => {
  it('stays under its byte limit when more large pictures are made than it can hold', async () => {
    // Noise does not compress: each 700×700 PNG made from it is about 1.4 MB.
    const side = 700;
    const noise = await sharp(randomBytes(side * side * 3), { raw: { width: side, height: side, channels: 3 } })
      .png({ compressionLevel: 0 })
      .toBuffer();
    let made = 0;
    for (let width = side; made < 2 * IMAGE_TRANSFORM_CACHE.maxBytes; width -= 1) {
      const answer = await transformImageCached('noise/production/noise.png', noise, 'png', {
        width,
        crop: false,
        format: 'png',
      });
      made += answer.body.byteLength;
      const usage = imageTransformCacheUsage();
      expect(usage.bytes).toBeLessThanOrEqual(IMAGE_TRANSFORM_CACHE.maxBytes);
      expect(usage.entries).toBeLessThanOrEqual(IMAGE_TRANSFORM_CACHE.maxEntries);
    }
    // It still holds most of what fits: the limit is not met by dropping everything.
    expect(imageTransformCacheUsage().bytes).toBeGreaterThan(IMAGE_TRANSFORM_CACHE.maxBytes * 0.8);
  }, 120_000);
});

describe('the social-card cache', () => {
  it('counts the bytes of the cards it keeps against its byte limit', async () => {
    const words: PageSeo = { title: 'A page of the studio', description: 'What the page is about, in a line.' };
    const before = socialCardCacheUsage();
    const first = await socialCard('/about', words, { name: 'Studio', host: 'one.example' });
    const second = await socialCard('/about', words, { name: 'Studio', host: 'two.example' });
    // Drawn once per host and page: the same card again is the kept one.
    expect(await socialCard('/about', words, { name: 'Studio', host: 'one.example' })).toBe(first);
    expect(socialCardCacheUsage()).toEqual({
      entries: before.entries + 2,
      bytes: before.bytes + first.byteLength + second.byteLength,
    });
    // A card is large (a 1200×630 PNG): the byte limit, not the entry limit, is what binds.
    expect(first.byteLength * SOCIAL_CARD_CACHE.maxEntries).toBeGreaterThan(SOCIAL_CARD_CACHE.maxBytes);
  }, 60_000);
});
