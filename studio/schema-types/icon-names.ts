import { defineField } from 'sanity';
import { IconInput } from '../components/icon-input';

/**
 * The icons an editor may pick for a card. The site maps each name to an icon component
 * (app/components/ui/icon.tsx); a name added here must be added there too.
 */
export const ICON_NAMES = [
  'smartphone',
  'palette',
  'brain',
  'cloud',
  'building',
  'code',
  'globe',
  'accessibility',
  'wrench',
  'plug',
  'shield',
  'chart',
  'workflow',
  'users',
  'rocket',
  'search',
  'landmark',
  'truck',
  'car',
  'home',
  'hard-hat',
  'satellite',
  'store',
  'check',
  'clock',
  'file',
  'lock',
  'zap',
  'heart',
  'star',
  'scan-eye',
  'contrast',
  'hand',
  'list-checks',
  'flask',
  'info',
  'scale',
];

/** An icon field: the choices show the icons themselves (studio/components/icon-input.tsx). */
export function iconField({ required = false }: { required?: boolean } = {}) {
  return defineField({
    name: 'icon',
    type: 'string',
    options: { list: ICON_NAMES },
    components: { input: IconInput },
    validation: (rule) => (required ? rule.required() : rule),
  });
}
