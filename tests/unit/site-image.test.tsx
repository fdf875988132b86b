import { createHash } from 'node:crypto';
import { Resvg } from '@resvg/resvg-js';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SiteImage } from '~/components/ui/site-image';
import { describeImage } from '~/content/image-assets.server';
import { shareImageSchema, siteImageSchema, type SiteImage as SiteImageContent } from '~/content/schemas/shared';
import { croppedSize, responsiveImage, type ImageSource } from '~/lib/image-url';

const CDN = 'https://cdn.sanity.io/images/abc123/production';

function photo(overrides: Partial<ImageSource> = {}): ImageSource {
  return {
    asset: { _id: 'image-f00d-2400x1600-jpg', url: `${CDN}/f00d-2400x1600.jpg`, width: 2400, height: 1600 },
    ...overrides,
  };
}

/** A query result for an image field, as `asset->{…}` returns it. */
function fieldValue(fields: Record<string, unknown>, metadata: Record<string, unknown> = {}) {
  return {
    asset: {
      _id: 'image-f00d-2400x1600-jpg',
      url: `${CDN}/f00d-2400x1600.jpg`,
      metadata: { dimensions: { width: 2400, height: 1600 }, ...metadata },
    },
    ...fields,
  };
}

describe('image addresses', () => {
  it('offers widths up to the original, with the format the browser prefers', () => {
    const image = responsiveImage(photo());
    expect(image.width).toBe(2400);
    expect(image.height).toBe(1600);
    const candidates = image.srcSet?.split(', ') ?? [];
    expect(candidates.map((candidate) => candidate.split(' ')[1])).toEqual([
      '320w',
      '480w',
      '640w',
      '800w',
      '960w',
      '1280w',
      '1600w',
      '1920w',
      '2400w',
    ]);
    expect(candidates[0]).toBe(`${CDN}/f00d-2400x1600.jpg?w=320&auto=format 320w`);
    expect(image.src).toBe(`${CDN}/f00d-2400x1600.jpg?w=960&auto=format`);
  });

  it('never offers a width larger than the part the editor kept', () => {
    const image = responsiveImage(photo({ crop: { top: 0.25, bottom: 0.25, left: 0.3, right: 0.3 } }));
    // 40 % of 2400 px by 50 % of 1600 px.
    expect([image.width, image.height]).toEqual([960, 800]);
    expect(image.srcSet?.split(', ').at(-1)).toBe(
      `${CDN}/f00d-2400x1600.jpg?rect=720,400,960,800&w=960&auto=format 960w`,
    );
    expect(croppedSize(photo({ crop: { top: 0, bottom: 0.5, left: 0, right: 0 } }))).toEqual({
      width: 2400,
      height: 800,
    });
  });

  it('cuts a frame of its own shape around the hotspot', () => {
    const hotspot = { x: 0.8, y: 0.5, width: 0.2, height: 0.2 };
    const image = responsiveImage(photo({ hotspot }), { aspect: 1 });
    expect([image.width, image.height]).toEqual([2400, 2400]);
    // A 1600 px square from a 2400 × 1600 image, as far right as the hotspot asks (1920 − 800 = 1120, kept inside).
    expect(image.src).toBe(`${CDN}/f00d-2400x1600.jpg?rect=800,0,1600,1600&w=960&h=960&auto=format`);
    const centered = responsiveImage(photo(), { aspect: 1 });
    expect(centered.src).toContain('rect=400,0,1600,1600');
  });

  it('serves an SVG as it is, at every width, with the hotspot kept in view', () => {
    const svg: ImageSource = {
      asset: {
        _id: 'image-beef-560x440-svg',
        url: '/media/images/local/production/beef-560x440.svg',
        width: 560,
        height: 440,
      },
      hotspot: { x: 0.25, y: 0.75, width: 0.1, height: 0.1 },
    };
    expect(responsiveImage(svg)).toEqual({
      src: '/media/images/local/production/beef-560x440.svg',
      width: 560,
      height: 440,
    });
    expect(responsiveImage(svg, { aspect: 4 / 3 })).toMatchObject({ height: 420, objectPosition: '25% 75%' });
  });

  it('builds addresses where the asset lives: the site’s own /media for the bundled dataset', () => {
    const bundled = responsiveImage({
      asset: {
        _id: 'image-cafe-800x600-png',
        url: '/media/images/local/production/cafe-800x600.png',
        width: 800,
        height: 600,
      },
    });
    expect(bundled.src).toBe('/media/images/local/production/cafe-800x600.png?w=800&auto=format');
  });
});

describe('the image component', () => {
  const render = (image: SiteImageContent, props: { priority?: boolean; aspect?: number } = {}) =>
    renderToStaticMarkup(<SiteImage image={image} sizes="100vw" {...props} />);

  it('sets width, height, srcset, sizes and lazy loading', () => {
    const image = siteImageSchema.parse(fieldValue({ alt: 'A harbour at dusk' }));
    const html = render(image);
    expect(html).toContain('width="2400"');
    expect(html).toContain('height="1600"');
    expect(html).toContain('alt="A harbour at dusk"');
    expect(html).toContain('sizes="100vw"');
    expect(html).toMatch(/srcSet="[^"]+ 2400w"/);
    expect(html).toContain('loading="lazy"');
    expect(html).not.toContain('fetchpriority');
  });

  it('loads the page’s largest picture first when told it is one', () => {
    const html = render(siteImageSchema.parse(fieldValue({ alt: 'A harbour at dusk' })), { priority: true });
    expect(html).toContain('loading="eager"');
    expect(html).toContain('fetchpriority="high"');
  });

  it('gives a decorative image an empty alt, whatever text it still carries', () => {
    const image = siteImageSchema.parse(fieldValue({ alt: 'left over', decorative: true }));
    expect(image.alt).toBe('');
    expect(render(image)).toContain('alt=""');
  });

  it('refuses an image with neither alternative text nor the decorative mark', () => {
    expect(siteImageSchema.safeParse(fieldValue({ alt: '  ' })).success).toBe(false);
    expect(siteImageSchema.safeParse(fieldValue({})).success).toBe(false);
  });

  it('shows the blurred copy and dominant color behind an opaque image only', () => {
    const lqip = 'data:image/jpeg;base64,AAAA';
    const palette = { dominant: { background: '#35507a' } };
    const opaque = render(siteImageSchema.parse(fieldValue({ alt: 'x' }, { lqip, palette, isOpaque: true })));
    expect(opaque).toContain('background-color:#35507a');
    expect(opaque).toContain(lqip);
    // Behind a picture with transparent parts the placeholder would stay visible.
    const transparent = render(siteImageSchema.parse(fieldValue({ alt: 'x' }, { lqip, palette, isOpaque: false })));
    expect(transparent).not.toContain('background');
  });

  it('keeps only the dominant color behind a vector image', () => {
    const svg = {
      asset: {
        _id: 'image-f00d-640x480-svg',
        url: `${CDN}/f00d-640x480.svg`,
        metadata: {
          dimensions: { width: 640, height: 480 },
          lqip: 'data:image/png;base64,AAAA',
          palette: { dominant: { background: '#24265c' } },
          isOpaque: true,
        },
      },
      alt: 'x',
    };
    const html = render(siteImageSchema.parse(svg));
    expect(html).toContain('background-color:#24265c');
    expect(html).not.toContain('data:image');
  });
});

describe('share images', () => {
  it('are cut to 1200 × 630 around the hotspot, through the same builder', () => {
    const share = shareImageSchema.parse({
      asset: { _id: 'image-f00d-2400x1600-jpg', url: `${CDN}/f00d-2400x1600.jpg` },
      alt: 'Our studio',
      hotspot: { x: 0.5, y: 0.2, width: 0.1, height: 0.1 },
    });
    expect(share).toEqual({
      url: `${CDN}/f00d-2400x1600.jpg?rect=0,0,2400,1260&w=1200&h=630&fm=jpg&fit=crop`,
      alt: 'Our studio',
    });
  });
});

describe('asset documents made from files', () => {
  const location = { baseUrl: '/media', projectId: 'local', dataset: 'production' };

  it('name a file by its SHA-1 and size and measure it, as Sanity does on upload', () => {
    const png = Buffer.from(
      new Resvg(
        '<svg xmlns="http://www.w3.org/2000/svg" width="300" height="200"><rect width="300" height="200" fill="#ff0000"/></svg>',
      )
        .render()
        .asPng(),
    );
    const sha1 = createHash('sha1').update(png).digest('hex');
    const asset = describeImage(png, 'red.png', location);
    expect(asset).toMatchObject({
      _id: `image-${sha1}-300x200-png`,
      _type: 'sanity.imageAsset',
      assetId: sha1,
      sha1hash: sha1,
      extension: 'png',
      mimeType: 'image/png',
      originalFilename: 'red.png',
      size: png.length,
      url: `/media/images/local/production/${sha1}-300x200.png`,
      metadata: {
        dimensions: { width: 300, height: 200, aspectRatio: 1.5 },
        isOpaque: true,
        palette: { dominant: { background: '#ff0000', foreground: '#fff' } },
      },
    });
    expect(asset.metadata.lqip).toMatch(/^data:image\/png;base64,/);
  });

  it('read an SVG’s size from its viewBox and see its transparency', () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 560 440"><circle cx="280" cy="220" r="100" fill="#4b48d6"/></svg>',
    );
    const asset = describeImage(svg, 'dot.svg', location);
    expect(asset._id).toMatch(/^image-[\da-f]{40}-560x440-svg$/);
    expect(asset.metadata).toMatchObject({ isOpaque: false, palette: { dominant: { background: '#4b48d6' } } });
  });

  it('refuse a file that is not an image', () => {
    expect(() => describeImage(Buffer.from('hello'), 'note.txt', location)).toThrow(/not an image/);
  });
});
