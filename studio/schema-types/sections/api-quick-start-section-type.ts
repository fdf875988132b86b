import { CodeBlockIcon } from '@sanity/icons';
import { defineField, defineType } from 'sanity';
import { sectionHeadingFields, stepsField, linksField, previewAs } from './section-fields';

const HEX_COLOUR = /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/;
const API_PATH = /^\/[\w/{}.-]*$/;

export const apiQuickStartSectionType = defineType({
  name: 'apiQuickStartSection',
  title: 'API quick start',
  type: 'object',
  icon: CodeBlockIcon,
  description: 'The sample response is worked out by the site from the sample colors, so it is always correct.',
  fields: [
    ...sectionHeadingFields,
    stepsField({ min: 1, max: 4 }),
    defineField({
      name: 'sampleEndpoint',
      type: 'string',
      initialValue: '/api/v1/color-contrast',
      validation: (rule) => rule.required().regex(API_PATH, { name: 'API path' }).max(80),
    }),
    defineField({
      name: 'sampleBaseUrl',
      title: 'API base address',
      type: 'url',
      validation: (rule) => rule.required().uri({ scheme: ['https'] }),
    }),
    defineField({
      name: 'sampleForeground',
      title: 'Sample text color',
      type: 'string',
      validation: (rule) => rule.required().regex(HEX_COLOUR, { name: 'hex color' }),
    }),
    defineField({
      name: 'sampleBackground',
      title: 'Sample background color',
      type: 'string',
      validation: (rule) => rule.required().regex(HEX_COLOUR, { name: 'hex color' }),
    }),
    linksField,
  ],
  preview: previewAs('API quick start'),
});
