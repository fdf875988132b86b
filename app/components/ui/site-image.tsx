import type { CSSProperties } from 'react';
import type { SiteImage as SiteImageContent } from '~/content/schemas/shared';
import { isVector, responsiveImage } from '~/lib/image-url';

/**
 * Every picture from content is drawn by this one component: responsive addresses from Sanity's
 * image URL builder, the width and height of the part the editor kept (so nothing moves when the
 * file arrives), the asset's blurred copy (not for SVGs) and dominant color behind it while it
 * loads, and lazy loading unless the page says this is its largest picture above the fold
 * (`priority`).
 * It is rendered on the server only (its bands arrive as markup): the fallback's addresses are
 * written on the element (`data-fallback`), and ServerHtml swaps to them when the file fails,
 * including a failure before the page's code ran.
 */
export function SiteImage({
  image,
  sizes,
  priority = false,
  aspect,
  className,
  style,
}: {
  image: SiteImageContent;
  /** How wide the image is shown, as the `sizes` attribute says it. */
  sizes: string;
  /** The largest image above the fold: loaded at once and first. At most one per page. */
  priority?: boolean;
  /** A frame of its own shape (width / height): the image is cut to it around the hotspot. */
  aspect?: number;
  className?: string;
  style?: CSSProperties;
}) {
  const { src, srcSet, width, height, objectPosition } = responsiveImage(image, { aspect });
  const { dominantColor } = image.asset;
  // Not behind an SVG: a file of a few kB draws as soon as it arrives, and its blurred copy, a
  // base64 PNG that barely compresses, would only make the page's HTML longer (ADR 0016).
  const lqip = isVector(image) ? undefined : image.asset.lqip;
  const fallback = image.fallback ? responsiveImage(image.fallback, { aspect }) : undefined;
  const placeholder: CSSProperties = {
    ...(dominantColor ? { backgroundColor: dominantColor } : {}),
    ...(lqip ? { backgroundImage: `url("${lqip}")`, backgroundSize: 'cover', backgroundPosition: 'center' } : {}),
  };
  return (
    <img
      src={src}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      width={width}
      height={height}
      alt={image.alt}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? 'auto' : 'async'}
      // React 18 does not know fetchPriority yet; the lower-case attribute passes through as is.
      {...(priority ? { fetchpriority: 'high' } : {})}
      className={className}
      {...(fallback ? { 'data-fallback': fallback.src, 'data-fallback-srcset': fallback.srcSet } : {})}
      style={{ ...placeholder, ...(objectPosition ? { objectPosition } : {}), ...style }}
    />
  );
}
