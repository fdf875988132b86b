import type { SpriteIconName } from './icons/icon-names';
import { SpriteSvg } from './icons/sprite-svg';

// The icons an editor may pick for a card, by the name stored in the content: the Studio offers
// these keys (studio/schema-types/icon-field.ts). Values are symbols of the icon sprite
// (icons/icon-names.ts).
const ICONS: Record<string, SpriteIconName> = {
  smartphone: 'smartphone',
  palette: 'palette',
  brain: 'brain',
  cloud: 'cloud',
  building: 'building-complex',
  code: 'code-xml',
  globe: 'globe',
  accessibility: 'accessibility',
  wrench: 'wrench',
  plug: 'plug',
  shield: 'shield',
  chart: 'chart-column',
  workflow: 'workflow',
  users: 'users',
  rocket: 'rocket',
  search: 'search',
  landmark: 'landmark',
  truck: 'truck',
  car: 'car',
  home: 'house',
  'hard-hat': 'hard-hat',
  satellite: 'satellite',
  store: 'store',
  check: 'check',
  clock: 'clock',
  file: 'file-text',
  lock: 'lock',
  zap: 'zap',
  heart: 'heart',
  star: 'star',
  'scan-eye': 'scan-eye',
  contrast: 'contrast',
  hand: 'hand',
  'list-checks': 'list-checks',
  flask: 'flask-conical',
  info: 'info',
  scale: 'scale',
};

/** The sprite symbol of an icon an editor chose by name; unknown names get a neutral mark. */
export function iconSymbol(name: string | undefined): SpriteIconName {
  return (name ? ICONS[name] : undefined) ?? 'sparkles';
}

/** A decorative icon chosen by name in the Studio; unknown names fall back to a neutral mark. */
export function Icon({ name, className }: { name: string | undefined; className?: string }) {
  return <SpriteSvg symbol={iconSymbol(name)} aria-hidden="true" className={className} />;
}

/** The names an editor may choose, in the order the Studio shows them. */
export const ICON_KEYS = Object.keys(ICONS);
