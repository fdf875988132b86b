import { createRequire } from 'node:module';
import type Sharp from 'sharp';
import { createMadeOnce } from '~/lib/made-once.server';

const require = createRequire(import.meta.url);
let sharpModule: typeof Sharp | undefined;
/** sharp (and libvips with it) loads on the first picture resized, not when the server starts (docs/decisions/0033). */
const loadSharp = () => (sharpModule ??= require('sharp') as typeof Sharp);

// What Sanity's image pipeline does with the parameters @sanity/image-url writes, done for the
// bundled dataset's raster files, so a srcset's 320-pixel candidate is a 320-pixel file here too:
// `rect` (cut out the editor's crop and hotspot frame), `w` and `h` (resize; with both, `fit=crop`
// fills the frame, otherwise the image fits inside it), `fm` or `auto=format` (the format), `q`.
// Like Sanity's, it never enlarges a picture, and SVGs are served as they are.

/** Sanity answers 400 above this width or height; so does this. */
const MAX_DIMENSION = 8192;

const FORMATS = { jpg: 'jpeg', png: 'png', webp: 'webp', avif: 'avif' } as const;
type OutputFormat = keyof typeof FORMATS;

const MIME_TYPES: Record<OutputFormat, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  avif: 'image/avif',
};

export interface Transform {
  rect?: { left: number; top: number; width: number; height: number };
  width?: number;
  height?: number;
  crop: boolean;
  format?: OutputFormat;
  quality?: number;
}

function integer(value: string | null, min: number, max: number): number | undefined | null {
  if (value === null) return undefined;
  if (!/^\d+$/.test(value)) return null;
  const number = Number(value);
  return number >= min && number <= max ? number : null;
}

/**
 * The transform a query asks for, or null when a parameter is malformed (the route answers 400,
 * as Sanity does). `accept` is the browser's Accept header, read for `auto=format`.
 */
export function readTransform(params: URLSearchParams, accept: string): Transform | null {
  const width = integer(params.get('w'), 1, MAX_DIMENSION);
  const height = integer(params.get('h'), 1, MAX_DIMENSION);
  const quality = integer(params.get('q'), 0, 100);
  if (width === null || height === null || quality === null) return null;
  let rect: Transform['rect'];
  const rectParam = params.get('rect');
  if (rectParam !== null) {
    const parts = rectParam.split(',').map((part) => integer(part, 0, 100_000));
    if (parts.length !== 4 || parts.some((part) => part === null || part === undefined)) return null;
    const [left = 0, top = 0, rectWidth = 0, rectHeight = 0] = parts as number[];
    if (rectWidth === 0 || rectHeight === 0) return null;
    rect = { left, top, width: rectWidth, height: rectHeight };
  }
  const fm = params.get('fm');
  if (fm !== null && !Object.hasOwn(FORMATS, fm)) return null;
  let format = (fm ?? undefined) as OutputFormat | undefined;
  if (!format && params.get('auto') === 'format') {
    // WebP where the browser takes it, as Sanity's `auto=format` answers; AVIF only when asked by `fm`.
    format = /image\/webp/.test(accept) ? 'webp' : undefined;
  }
  return { rect, width, height, crop: params.get('fit') === 'crop', format, quality };
}

/** True when the transform changes nothing: the original file is the answer. */
export function isIdentity(transform: Transform): boolean {
  return (
    !transform.rect && !transform.width && !transform.height && !transform.format && transform.quality === undefined
  );
}

/** Resized pictures kept, so a picture is encoded once per size rather than per visitor. */
export const IMAGE_TRANSFORM_CACHE = { maxEntries: 200, maxBytes: 32 * 1024 * 1024 };
const made = createMadeOnce<{ body: Buffer; mimeType: string }>(
  IMAGE_TRANSFORM_CACHE,
  (answer) => answer.body.byteLength,
);

/** The file transformed (made once, then kept while it is among the most recently used answers). */
export function transformImageCached(
  key: string,
  bytes: Buffer,
  extension: string,
  transform: Transform,
): Promise<{ body: Buffer; mimeType: string }> {
  return made.get(`${key}\u0000${JSON.stringify(transform)}`, () => transformImage(bytes, extension, transform));
}

/** What the resized-picture cache holds now (entries and bytes). */
export const imageTransformCacheUsage = () => made.usage();

/** The file transformed, and its format; a rect outside the picture is clamped to it. */
async function transformImage(
  bytes: Buffer,
  extension: string,
  transform: Transform,
): Promise<{ body: Buffer; mimeType: string }> {
  let image = loadSharp()(bytes, { failOn: 'error' });
  const { width: fullWidth = 0, height: fullHeight = 0 } = await image.metadata();
  if (transform.rect) {
    const left = Math.min(transform.rect.left, fullWidth - 1);
    const top = Math.min(transform.rect.top, fullHeight - 1);
    image = image.extract({
      left,
      top,
      width: Math.max(1, Math.min(transform.rect.width, fullWidth - left)),
      height: Math.max(1, Math.min(transform.rect.height, fullHeight - top)),
    });
  }
  if (transform.width || transform.height) {
    image = image.resize({
      width: transform.width,
      height: transform.height,
      fit: transform.crop && transform.width && transform.height ? 'cover' : 'inside',
      withoutEnlargement: true,
    });
  }
  const format: OutputFormat =
    transform.format ?? (Object.hasOwn(FORMATS, extension) ? (extension as OutputFormat) : 'png');
  const body = await image
    .toFormat(FORMATS[format], transform.quality ? { quality: transform.quality } : {})
    .toBuffer();
  return { body, mimeType: MIME_TYPES[format] };
}
