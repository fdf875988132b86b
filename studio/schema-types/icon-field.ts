import { defineField } from 'sanity';
import { ICON_KEYS } from '../../app/components/ui/icons/icon-choices';
import { IconInput } from '../components/icon-input';

/**
 * An icon field: the choices are the names the site draws an icon for (ICON_KEYS), shown as the
 * icons themselves (studio/components/icon-input.tsx).
 */
export function iconField({ required = false }: { required?: boolean } = {}) {
  return defineField({
    name: 'icon',
    type: 'string',
    options: { list: ICON_KEYS },
    components: { input: IconInput },
    validation: (rule) => (required ? rule.required() : rule),
  });
}
