import { DocumentsIcon } from '@sanity/icons';
import { defineArrayMember, defineField, defineType } from 'sanity';
import { sectionHeadingFields, linksField, previewAs } from './section-fields';

export const workSectionType = defineType({
  name: 'workSection',
  title: 'Case studies',
  type: 'object',
  icon: DocumentsIcon,
  fields: [
    ...sectionHeadingFields,
    defineField({
      name: 'caseStudies',
      title: 'Case studies',
      type: 'array',
      description: 'Leave empty to show the featured case studies, in their order.',
      of: [defineArrayMember({ type: 'reference', to: [{ type: 'caseStudy' }] })],
      validation: (rule) => rule.max(6).unique(),
    }),
    linksField,
  ],
  preview: previewAs('Case studies'),
});
