import { createImageUrlBuilder, type ImageUrlBuilder } from '@sanity/image-url';

/** The part of a Sanity image the site needs to build its addresses. */
export interface ImageSource {
  asset: { _id: string; url: string; width: number; height: number };
  crop?: { top: number; bottom: number; left: number; right: number };
  hotspot?: { x: number; y: number; width: number; height: number };
}

// Every asset address ends in <base>/images/<project>/<dataset>/<file>: Sanity's CDN for a project,
// the site's own /media for the bundled dataset. The asset's own address says which.
const ASSET_ADDRESS = /^(.+)\/images\/([^/]+)\/([^/]+)\/[^/]+$/;

/** An image URL builder for this image, pointed at wherever its asset is served. */
export function imageBuilder(image: ImageSource): ImageUrlBuilder {
  const match = ASSET_ADDRESS.exec(image.asset.url);
  if (!match) throw new Error(`Not a Sanity image address: ${image.asset.url}`);
  const [, baseUrl = '', projectId = '', dataset = ''] = match;
  return createImageUrlBuilder({ baseUrl, projectId, dataset }).image({
    asset: { _ref: image.asset._id },
    ...(image.crop ? { crop: image.crop } : {}),
    ...(image.hotspot ? { hotspot: image.hotspot } : {}),
  });
}

/** SVGs are served as they are (Sanity's pipeline does not resize or crop them): one file fits every width. */
export function isVector(image: ImageSource): boolean {
  return image.asset._id.endsWith('-svg');
}

/** The size of the part of the image the editor kept (the crop), in the original's pixels. */
export function croppedSize(image: ImageSource): { width: number; height: number } {
  const { width, height } = image.asset;
  if (!image.crop || isVector(image)) return { width, height };
  const { top, bottom, left, right } = image.crop;
  const keptLeft = Math.round(left * width);
  const keptTop = Math.round(top * height);
  return {
    width: Math.round(width - right * width - keptLeft),
    height: Math.round(height - bottom * height - keptTop),
  };
}

/** The widths a raster image is offered at (never wider than the kept part of the original). */
const IMAGE_WIDTHS = [320, 480, 640, 800, 960, 1280, 1600, 1920];

/** The width `src` asks for, for browsers that do not read `srcset`. */
const FALLBACK_WIDTH = 960;

export interface ResponsiveImage {
  src: string;
  srcSet?: string;
  width: number;
  height: number;
  /** For SVGs shown in a frame of another shape: the editor's hotspot stays in view. */
  objectPosition?: string;
}

/**
 * The addresses and size of an image for an `<img>`: a `srcset` of widths for raster images
 * (cropped as the editor cropped, and cut to `aspect` around the hotspot when the frame has its
 * own shape) with the format the browser prefers; the file itself for SVGs. Width and height
 * are the shown part's, so the browser reserves the right space before the file arrives.
 */
export function responsiveImage(image: ImageSource, { aspect }: { aspect?: number } = {}): ResponsiveImage {
  const kept = croppedSize(image);
  const width = kept.width;
  const height = aspect ? Math.round(width / aspect) : kept.height;
  if (isVector(image)) {
    const { x = 0.5, y = 0.5 } = image.hotspot ?? {};
    return {
      src: imageBuilder(image).ignoreImageParams().url(),
      width,
      height,
      ...(aspect && image.hotspot ? { objectPosition: `${round(x * 100)}% ${round(y * 100)}%` } : {}),
    };
  }
  const widths = [...IMAGE_WIDTHS.filter((candidate) => candidate < width), width];
  const at = (candidate: number) => {
    const builder = imageBuilder(image).width(candidate).auto('format');
    return (aspect ? builder.height(Math.round(candidate / aspect)) : builder).url();
  };
  const fallback = widths.filter((candidate) => candidate <= FALLBACK_WIDTH).at(-1) ?? width;
  return {
    src: at(fallback),
    srcSet: widths.map((candidate) => `${at(candidate)} ${candidate}w`).join(', '),
    width,
    height,
  };
}

const round = (value: number) => Math.round(value * 10) / 10;
