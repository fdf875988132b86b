import { LaunchIcon } from '@sanity/icons';
import { defineType } from 'sanity';
import { sectionHeadingFields, linksField, previewAs } from './section-fields';

export const ctaSectionType = defineType({
  name: 'ctaSection',
  title: 'Call to action',
  type: 'object',
  icon: LaunchIcon,
  fields: [...sectionHeadingFields, { ...linksField, validation: (rule) => rule.required().min(1).max(3) }],
  preview: previewAs('Call to action'),
});
