import sharp from 'sharp';
import { IMAGE_ACCEPT, type Visitor } from './http-page';

/** Every file a picture may load: its src and each srcset candidate, as absolute addresses. */
export function imageFiles(image: Element, pageUrl: URL): string[] {
  const candidates = (image.getAttribute('srcset') ?? '')
    .split(',')
    .map((candidate) => candidate.trim().split(/\s+/)[0] ?? '')
    .filter((candidate) => candidate !== '');
  const src = image.getAttribute('src');
  return [...(src ? [src] : []), ...candidates].map((address) => new URL(address, pageUrl).href);
}

export interface LoadedImage {
  status: number;
  contentType: string;
  cacheControl: string;
  /** Width and height decoded from the bytes (0 when they do not decode as a picture). */
  width: number;
  height: number;
}

/**
 * Loads a picture as Chromium asks for one (its Accept header) and decodes it, so "loads" means
 * what a browser's naturalWidth > 0 means: there, and a picture. Each address is loaded once per
 * test file.
 */
export function imageLoader(visitor: Visitor) {
  const loaded = new Map<string, Promise<LoadedImage>>();
  return (address: string): Promise<LoadedImage> => {
    let result = loaded.get(address);
    if (!result) {
      result = (async () => {
        const response = await visitor.fetch(address, { headers: { accept: IMAGE_ACCEPT } });
        const bytes = Buffer.from(await response.arrayBuffer());
        const { width = 0, height = 0 } = await sharp(bytes)
          .metadata()
          .catch(() => ({ width: 0, height: 0 }));
        return {
          status: response.status,
          contentType: response.headers.get('content-type') ?? '',
          cacheControl: response.headers.get('cache-control') ?? '',
          width,
          height,
        };
      })();
      loaded.set(address, result);
    }
    return result;
  };
}
