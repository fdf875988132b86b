import { OlistIcon } from '@sanity/icons';
import { defineType } from 'sanity';
import { sectionHeadingFields, stepsField, previewAs } from './section-fields';

export const processSectionType = defineType({
  name: 'processSection',
  title: 'Process steps',
  type: 'object',
  icon: OlistIcon,
  fields: [...sectionHeadingFields, stepsField({ min: 2, max: 8 })],
  preview: previewAs('Process steps'),
});
