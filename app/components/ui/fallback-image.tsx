import { useState, type ImgHTMLAttributes } from 'react';

/**
 * An image that swaps to a fallback when the main file fails to load. The error can fire
 * before hydration, when React is not listening yet, so the image is also checked as soon as
 * React attaches to it.
 */
export function FallbackImage({
  src,
  fallbackSrc,
  alt,
  ...props
}: Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'alt'> & { src: string; fallbackSrc?: string; alt: string }) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const current = fallbackSrc && failedSrc === src ? fallbackSrc : src;
  const markFailed = () => setFailedSrc(src);

  return (
    <img
      ref={(image) => {
        // complete with no natural width means the browser already gave up on the file.
        if (image && current === src && image.complete && image.naturalWidth === 0) markFailed();
      }}
      src={current}
      alt={alt}
      onError={() => {
        if (current === src) markFailed();
      }}
      {...props}
    />
  );
}
