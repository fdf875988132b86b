import { LinkIcon } from '@sanity/icons';
import { defineField, defineType } from 'sanity';
import { LINK_PATTERN } from '../validation';

export const linkType = defineType({
  name: 'link',
  title: 'Link',
  type: 'object',
  icon: LinkIcon,
  fields: [
    defineField({
      name: 'label',
      type: 'string',
      validation: (rule) => rule.required().max(60),
    }),
    defineField({
      name: 'href',
      title: 'Destination',
      type: 'string',
      description: 'A path on this site such as /contact, an anchor such as #services, or a full https:// address.',
      validation: (rule) => rule.required().regex(LINK_PATTERN, { name: 'path, anchor, mailto or https URL' }),
    }),
    defineField({
      name: 'variant',
      type: 'string',
      options: { list: ['primary', 'secondary'], layout: 'radio', direction: 'horizontal' },
      initialValue: 'primary',
    }),
  ],
  preview: { select: { title: 'label', subtitle: 'href' } },
});
