import { useEffect, useRef, useState, type ImgHTMLAttributes } from 'react';

/**
 * An image that swaps to a fallback when the main file fails to load. The error can fire
 * before hydration, so the image's state is also checked once on mount.
 */
export function FallbackImage({
  src,
  fallbackSrc,
  alt,
  ...props
}: Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'alt'> & { src: string; fallbackSrc?: string; alt: string }) {
  const [current, setCurrent] = useState(src);
  const ref = useRef<HTMLImageElement>(null);
  const showFallback = () => {
    if (fallbackSrc && current !== fallbackSrc) setCurrent(fallbackSrc);
  };

  useEffect(() => setCurrent(src), [src]);
  useEffect(() => {
    const image = ref.current;
    // complete with no natural width means the browser already gave up on the file.
    if (image && image.complete && image.naturalWidth === 0) showFallback();
    // Only the first render's outcome needs checking; later failures arrive as error events.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return <img ref={ref} src={current} alt={alt} onError={showFallback} {...props} />;
}
