import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type * as ResvgModule from '@resvg/resvg-js';

const require = createRequire(import.meta.url);
let resvgModule: typeof ResvgModule | undefined;
/** resvg loads on the first SVG measured, not when the server starts (docs/decisions/0033). */
const rasterizer = (...args: ConstructorParameters<typeof ResvgModule.Resvg>) =>
  new (resvgModule ??= require('@resvg/resvg-js') as typeof ResvgModule).Resvg(...args);

/**
 * Sanity's image assets, made the way Sanity makes them, so the bundled dataset answers
 * `asset->{…}` with the same shape as a real project: an asset document whose id is
 * `image-<sha1 of the file>-<width>x<height>-<extension>`, its address under
 * `<base>/images/<project>/<dataset>/`, and metadata measured from the file itself.
 */

/** Where a source's image files are served: Sanity's CDN for a project, the site itself for the bundled dataset. */
export interface AssetLocation {
  baseUrl: string;
  projectId: string;
  dataset: string;
}

export interface ImageAssetDocument {
  _id: string;
  _type: 'sanity.imageAsset';
  assetId: string;
  sha1hash: string;
  extension: string;
  mimeType: string;
  originalFilename: string;
  size: number;
  path: string;
  url: string;
  metadata: {
    _type: 'sanity.imageMetadata';
    dimensions: { _type: 'sanity.imageDimensions'; width: number; height: number; aspectRatio: number };
    hasAlpha: boolean;
    isOpaque: boolean;
    lqip?: string;
    palette?: {
      _type: 'sanity.imagePalette';
      dominant: {
        _type: 'sanity.imagePaletteSwatch';
        background: string;
        foreground: string;
        title: string;
        population: number;
      };
    };
  };
}

const MIME_TYPES: Record<string, string> = {
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
};

/** The width of the blurred placeholder, as Sanity's `lqip` (20 px); opacity and the dominant color are measured on it too. */
const LQIP_WIDTH = 20;

interface Dimensions {
  width: number;
  height: number;
}

function jpegDimensions(bytes: Buffer): Dimensions | undefined {
  let offset = 2;
  while (offset + 9 < bytes.length) {
    if (bytes[offset] !== 0xff) return undefined;
    const marker = bytes[offset + 1] ?? 0;
    const length = bytes.readUInt16BE(offset + 2);
    // Start-of-frame markers carry the size; C4 (Huffman), C8 and CC (arithmetic coding) do not.
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return { height: bytes.readUInt16BE(offset + 5), width: bytes.readUInt16BE(offset + 7) };
    }
    offset += 2 + length;
  }
  return undefined;
}

function webpDimensions(bytes: Buffer): Dimensions | undefined {
  const chunk = bytes.toString('ascii', 12, 16);
  if (chunk === 'VP8 ') return { width: bytes.readUInt16LE(26) & 0x3fff, height: bytes.readUInt16LE(28) & 0x3fff };
  if (chunk === 'VP8L') {
    const bits = bytes.readUInt32LE(21);
    return { width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
  }
  if (chunk === 'VP8X') return { width: bytes.readUIntLE(24, 3) + 1, height: bytes.readUIntLE(27, 3) + 1 };
  return undefined;
}

/** The file's format, from its bytes (never from its name), and its size in pixels. */
function probe(bytes: Buffer): { extension: string; dimensions: Dimensions } {
  if (bytes.length > 24 && bytes.readUInt32BE(0) === 0x89504e47) {
    return { extension: 'png', dimensions: { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) } };
  }
  if (bytes.length > 10 && bytes.toString('ascii', 0, 3) === 'GIF') {
    return { extension: 'gif', dimensions: { width: bytes.readUInt16LE(6), height: bytes.readUInt16LE(8) } };
  }
  if (bytes.length > 4 && bytes[0] === 0xff && bytes[1] === 0xd8) {
    const dimensions = jpegDimensions(bytes);
    if (dimensions) return { extension: 'jpg', dimensions };
  }
  if (bytes.length > 30 && bytes.toString('ascii', 0, 4) === 'RIFF' && bytes.toString('ascii', 8, 12) === 'WEBP') {
    const dimensions = webpDimensions(bytes);
    if (dimensions) return { extension: 'webp', dimensions };
  }
  const head = bytes.toString('utf8', 0, Math.min(bytes.length, 1024));
  if (/<svg[\s>]/i.test(head)) {
    // resvg reads width, height and viewBox as a browser does.
    const svg = rasterizer(bytes);
    return { extension: 'svg', dimensions: { width: Math.round(svg.width), height: Math.round(svg.height) } };
  }
  throw new Error('not an image Sanity accepts (SVG, PNG, JPEG, GIF or WebP)');
}

/** The image drawn at a small width: raster files are drawn through an SVG that holds them. */
function renderAt(bytes: Buffer, extension: string, dimensions: Dimensions, width: number) {
  const source =
    extension === 'svg'
      ? bytes
      : Buffer.from(
          `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="${dimensions.width}" height="${dimensions.height}"><image width="${dimensions.width}" height="${dimensions.height}" preserveAspectRatio="none" xlink:href="data:${MIME_TYPES[extension]};base64,${bytes.toString('base64')}"/></svg>`,
        );
  return rasterizer(source, { fitTo: { mode: 'width', value: width } }).render();
}

const hex = (value: number) => Math.round(value).toString(16).padStart(2, '0');

/**
 * The most common color (colors grouped 32 levels to a channel, transparent pixels left out),
 * as Sanity's palette names its dominant swatch, with a readable text color on it.
 */
function dominantSwatch(pixels: Buffer) {
  const buckets = new Map<number, { count: number; r: number; g: number; b: number }>();
  let counted = 0;
  for (let index = 0; index + 3 < pixels.length; index += 4) {
    const alpha = pixels[index + 3] ?? 0;
    if (alpha < 128) continue;
    // resvg's pixels are premultiplied by alpha.
    const r = ((pixels[index] ?? 0) * 255) / alpha;
    const g = ((pixels[index + 1] ?? 0) * 255) / alpha;
    const b = ((pixels[index + 2] ?? 0) * 255) / alpha;
    const key = ((r >> 3) << 10) | ((g >> 3) << 5) | (b >> 3);
    const bucket = buckets.get(key) ?? { count: 0, r: 0, g: 0, b: 0 };
    bucket.count += 1;
    bucket.r += r;
    bucket.g += g;
    bucket.b += b;
    buckets.set(key, bucket);
    counted += 1;
  }
  const top = [...buckets.values()].sort((a, b) => b.count - a.count)[0];
  if (!top) return undefined;
  const [r, g, b] = [top.r / top.count, top.g / top.count, top.b / top.count];
  const luminance = (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
  const foreground = luminance > 0.5 ? '#000' : '#fff';
  return {
    _type: 'sanity.imagePaletteSwatch' as const,
    background: `#${hex(r)}${hex(g)}${hex(b)}`,
    foreground,
    title: foreground,
    population: Math.round((top.count / Math.max(counted, 1)) * 100) / 100,
  };
}

function measure(bytes: Buffer, extension: string, dimensions: Dimensions) {
  try {
    const small = renderAt(bytes, extension, dimensions, LQIP_WIDTH);
    const pixels = small.pixels;
    let isOpaque = true;
    for (let index = 3; index < pixels.length; index += 4) {
      if (pixels[index] !== 255) {
        isOpaque = false;
        break;
      }
    }
    const dominant = dominantSwatch(pixels);
    return {
      isOpaque,
      lqip: `data:image/png;base64,${Buffer.from(small.asPng()).toString('base64')}`,
      palette: dominant ? { _type: 'sanity.imagePalette' as const, dominant } : undefined,
    };
  } catch {
    // A format the renderer cannot draw keeps its size and loses only the placeholder.
    return { isOpaque: extension === 'jpg', lqip: undefined, palette: undefined };
  }
}

/** The asset document Sanity would store for these bytes, uploaded under this file name. */
export function describeImage(bytes: Buffer, originalFilename: string, location: AssetLocation): ImageAssetDocument {
  const { extension, dimensions } = probe(bytes);
  const sha1hash = createHash('sha1').update(bytes).digest('hex');
  const fileName = `${sha1hash}-${dimensions.width}x${dimensions.height}.${extension}`;
  const assetPath = `images/${location.projectId}/${location.dataset}/${fileName}`;
  const { isOpaque, lqip, palette } = measure(bytes, extension, dimensions);
  return {
    _id: `image-${sha1hash}-${dimensions.width}x${dimensions.height}-${extension}`,
    _type: 'sanity.imageAsset',
    assetId: sha1hash,
    sha1hash,
    extension,
    mimeType: MIME_TYPES[extension] ?? 'application/octet-stream',
    originalFilename,
    size: bytes.length,
    path: assetPath,
    url: `${location.baseUrl.replace(/\/+$/, '')}/${assetPath}`,
    metadata: {
      _type: 'sanity.imageMetadata',
      dimensions: {
        _type: 'sanity.imageDimensions',
        width: dimensions.width,
        height: dimensions.height,
        aspectRatio: dimensions.width / dimensions.height,
      },
      hasAlpha: extension !== 'jpg',
      isOpaque,
      ...(lqip ? { lqip } : {}),
      ...(palette ? { palette } : {}),
    },
  };
}

/** The file name an asset is served under: `<sha1>-<width>x<height>.<extension>`. */
export function assetFileName(asset: Pick<ImageAssetDocument, 'path'>): string {
  return asset.path.slice(asset.path.lastIndexOf('/') + 1);
}

const ASSET_KEY = '_sanityAsset';
const ASSET_PATTERN = /^(file|image)@([a-z]+:\/\/.*)$/;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Every object in a document that names a file to upload (`"_sanityAsset": "image@file://…"`). */
function assetHolders(value: unknown, found: Record<string, unknown>[] = []): Record<string, unknown>[] {
  if (Array.isArray(value)) for (const item of value) assetHolders(item, found);
  else if (isRecord(value)) {
    if (typeof value[ASSET_KEY] === 'string') found.push(value);
    for (const item of Object.values(value)) assetHolders(item, found);
  }
  return found;
}

/** `file://./images/a.svg` relative to the dataset's folder (as `sanity dataset import` reads it), or an absolute file URL. */
function filePath(url: string, baseDir: string): string {
  const relative = /^file:\/\/\.\/(.+)$/i.exec(url);
  if (relative?.[1]) return path.resolve(baseDir, decodeURIComponent(relative[1]));
  if (/^file:\/\/\//i.test(url)) return fileURLToPath(url);
  throw new Error(`the bundled dataset reads asset files only, not ${url}`);
}

export interface ImportedDataset {
  /** The documents as the import leaves them: each `_sanityAsset` replaced by an asset reference, and the asset documents. */
  documents: unknown[];
  /** Each asset's file on disk, by the file name it is served under. */
  files: Map<string, { filePath: string; mimeType: string }>;
}

/**
 * Does in memory what `sanity dataset import` does with an NDJSON file's `_sanityAsset` fields:
 * reads each file (relative to the dataset's folder), makes its asset document (one per distinct
 * file content, as Sanity reuses an asset with the same SHA-1) and puts a reference to it where
 * the `_sanityAsset` was. The documents are changed in place.
 */
export async function importAssets(
  documents: unknown[],
  baseDir: string,
  location: AssetLocation,
): Promise<ImportedDataset> {
  const assets = new Map<string, ImageAssetDocument>();
  const files: ImportedDataset['files'] = new Map();
  const byPath = new Map<string, Promise<ImageAssetDocument>>();
  for (const document of documents) {
    for (const holder of assetHolders(document)) {
      const value = String(holder[ASSET_KEY]);
      const id = isRecord(document) ? String(document._id) : '?';
      const match = ASSET_PATTERN.exec(value);
      if (!match || match[1] !== 'image' || !match[2]) {
        throw new Error(`Document ${id}: "${value}" is not an image@file://… asset reference`);
      }
      const file = filePath(match[2], baseDir);
      let pending = byPath.get(file);
      if (!pending) {
        pending = readFile(file).then((bytes) => describeImage(bytes, path.basename(file), location));
        byPath.set(file, pending);
      }
      const asset = await pending.catch((error: unknown) => {
        throw new Error(`Document ${id}: cannot import ${value}: ${error instanceof Error ? error.message : error}`);
      });
      assets.set(asset._id, asset);
      files.set(assetFileName(asset), { filePath: file, mimeType: asset.mimeType });
      delete holder[ASSET_KEY];
      holder._type ??= 'image';
      holder.asset = { _type: 'reference', _ref: asset._id };
    }
  }
  const present = new Set(documents.map((document) => (isRecord(document) ? document._id : undefined)));
  return { documents: [...documents, ...[...assets.values()].filter((asset) => !present.has(asset._id))], files };
}
