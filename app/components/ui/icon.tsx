import { iconSymbol } from './icons/icon-choices';
import { SpriteSvg } from './icons/sprite-svg';

/** A decorative icon chosen by name in the Studio; unknown names fall back to a neutral mark. */
export function Icon({ name, className }: { name: string | undefined; className?: string }) {
  return <SpriteSvg symbol={iconSymbol(name)} aria-hidden="true" className={className} />;
}
