import type { SVGProps } from 'react';
import { SYMBOL_STROKE, type SpriteIconName } from './icon-names';
import spriteUrl from './sprite.svg?url';

// The header, footer and error page draw their few icons with SpriteSvg itself, so every page's
// shared code does not carry the named icons of icons.tsx that other pages use.

export interface IconProps extends SVGProps<SVGSVGElement> {
  /** Width and height in px when no class sizes the icon (Lucide's default, 24). */
  size?: number | string;
}

function hasAccessibleName(props: IconProps) {
  return Boolean(props['aria-label'] || props['aria-labelledby'] || props.role);
}

/** One icon of the sprite, drawn like a Lucide icon: 24 px, 2 px round strokes in the text color. */
export function SpriteSvg({ symbol, size = 24, className, ...props }: IconProps & { symbol: SpriteIconName }) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={size}
      height={size}
      {...SYMBOL_STROKE}
      aria-hidden={hasAccessibleName(props) ? undefined : true}
      className={className ? `icon ${className}` : 'icon'}
      {...props}
    >
      <use href={`${spriteUrl}#${symbol}`} />
    </svg>
  );
}
