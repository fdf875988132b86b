import { defineArrayMember, defineField } from 'sanity';
import { LINK_PATTERN } from '../validation';

/**
 * A Portable Text block offering only what the site renders and styles
 * (app/components/sections/portable-text-body.tsx): paragraphs, a subheading and quotes where
 * asked, bullet and numbered lists, bold, italic and links.
 */
export function richTextBlock({
  headings = false,
  quotes = false,
  numbered = false,
}: { headings?: boolean; quotes?: boolean; numbered?: boolean } = {}) {
  return defineArrayMember({
    type: 'block',
    styles: [
      { title: 'Normal', value: 'normal' },
      ...(headings ? [{ title: 'Subheading', value: 'h3' }] : []),
      ...(quotes ? [{ title: 'Quote', value: 'blockquote' }] : []),
    ],
    lists: [{ title: 'Bullet', value: 'bullet' }, ...(numbered ? [{ title: 'Numbered', value: 'number' }] : [])],
    marks: {
      decorators: [
        { title: 'Bold', value: 'strong' },
        { title: 'Italic', value: 'em' },
      ],
      annotations: [
        defineArrayMember({
          name: 'link',
          type: 'object',
          title: 'Link',
          fields: [
            defineField({
              name: 'href',
              title: 'Destination',
              type: 'string',
              description: 'A path on this site such as /contact, or a full https:// address.',
              validation: (rule) => rule.required().regex(LINK_PATTERN, { name: 'path, anchor, mailto or https URL' }),
            }),
          ],
        }),
      ],
    },
  });
}
