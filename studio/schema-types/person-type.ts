import { UserIcon } from '@sanity/icons';
import { defineArrayMember, defineField, defineType } from 'sanity';

/** A member of the studio, shown in team sections (about, careers). */
export const personType = defineType({
  name: 'person',
  title: 'Person',
  type: 'document',
  icon: UserIcon,
  fields: [
    defineField({ name: 'name', type: 'string', validation: (rule) => rule.required().max(80) }),
    defineField({ name: 'role', type: 'string', validation: (rule) => rule.required().max(80) }),
    defineField({ name: 'photo', type: 'siteImage', validation: (rule) => rule.required() }),
    defineField({
      name: 'bio',
      title: 'Short bio',
      type: 'text',
      rows: 3,
      validation: (rule) => rule.required().min(40).max(300),
    }),
    defineField({
      name: 'links',
      type: 'array',
      of: [
        defineArrayMember({
          type: 'object',
          name: 'profileLink',
          fields: [
            defineField({ name: 'label', type: 'string', validation: (rule) => rule.required().max(40) }),
            defineField({
              name: 'url',
              title: 'Address',
              type: 'url',
              validation: (rule) => rule.required().uri({ scheme: ['https'] }),
            }),
          ],
          preview: { select: { title: 'label', subtitle: 'url' } },
        }),
      ],
      validation: (rule) => rule.max(4),
    }),
    defineField({
      name: 'editorNote',
      title: 'Note for editors',
      type: 'text',
      rows: 2,
      description: 'Never shown on the site.',
    }),
  ],
  preview: { select: { title: 'name', subtitle: 'role', media: 'photo' } },
});
