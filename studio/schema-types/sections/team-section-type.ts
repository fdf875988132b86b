import { UsersIcon } from '@sanity/icons';
import { defineArrayMember, defineField, defineType } from 'sanity';
import { sectionHeadingFields, linksField, previewAs } from './section-fields';

export const teamSectionType = defineType({
  name: 'teamSection',
  title: 'Team',
  type: 'object',
  icon: UsersIcon,
  fields: [
    ...sectionHeadingFields,
    defineField({
      name: 'people',
      type: 'array',
      of: [defineArrayMember({ type: 'reference', to: [{ type: 'person' }] })],
      validation: (rule) => rule.required().min(1).max(12).unique(),
    }),
    linksField,
  ],
  preview: previewAs('Team'),
});
