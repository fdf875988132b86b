import type { SpriteIconName } from './icon-names';

// The icons an editor may pick for a card, by the name stored in the content: the Studio offers
// these keys (studio/schema-types/icon-field.ts). Values are symbols of the icon sprite
// (icon-names.ts). A plain module, no React and no sprite file, so the Studio's schema loads it in
// plain Node (the schema CLI, TypeGen) as well as in the Studio bundle.
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

/** The names an editor may choose, in the order the Studio shows them. */
export const ICON_KEYS = Object.keys(ICONS);
