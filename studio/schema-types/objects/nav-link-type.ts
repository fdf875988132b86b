import { LinkIcon } from '@sanity/icons';
import { defineField, defineType } from 'sanity';
import { NAV_HREF_PATTERN } from '../../../app/lib/nav-links';
import { warnOnUnknownPath } from '../address-validation';

export const navLinkType = defineType({
  name: 'navLink',
  title: 'Menu link',
  type: 'object',
  icon: LinkIcon,
  fields: [
    defineField({
      name: 'label',
      type: 'string',
      description: 'The words of the link, as visitors see them.',
      validation: (rule) => rule.required().max(40),
    }),
    defineField({
      name: 'href',
      title: 'Destination',
      type: 'string',
      description: 'A path on this site such as /contact, or a full https:// address for another site.',
      validation: (rule) => [
        rule.required().regex(NAV_HREF_PATTERN, { name: 'path on this site or http(s) address' }),
        rule.custom(warnOnUnknownPath).warning(),
      ],
    }),
  ],
  preview: { select: { title: 'label', subtitle: 'href' } },
});
