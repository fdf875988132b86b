import { defineField } from 'sanity';
import { hasImageAsset } from '../validation';

/** An image shown when a page is shared, with the alternative text it must carry once chosen. */
export function shareImageField(field: { name: string; title: string; description: string; group?: string }) {
  return defineField({
    ...field,
    type: 'image',
    options: { hotspot: true },
    fields: [
      defineField({
        name: 'alt',
        title: 'Alternative text',
        type: 'string',
        description: 'What the image shows, for people who cannot see it.',
        validation: (rule) =>
          rule.custom((alt, context) =>
            hasImageAsset(context.parent) && !alt?.trim() ? 'Describe the image for people who cannot see it.' : true,
          ),
      }),
    ],
  });
}
