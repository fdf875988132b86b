import { CodeBlockIcon, PlugIcon } from '@sanity/icons';
import { defineArrayMember, defineField, defineType } from 'sanity';
import { linksField, previewAs } from './other-section-types';
import { sectionHeadingFields, stepsField } from './section-fields';

const HEX_COLOUR = /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/;
const API_PATH = /^\/[\w/{}.-]*$/;

export const apiEndpointsSectionType = defineType({
  name: 'apiEndpointsSection',
  title: 'API endpoints',
  type: 'object',
  icon: PlugIcon,
  fields: [
    ...sectionHeadingFields,
    defineField({
      name: 'authNote',
      title: 'Authentication note',
      type: 'text',
      rows: 2,
      validation: (rule) => rule.max(300),
    }),
    defineField({
      name: 'endpoints',
      type: 'array',
      of: [
        defineArrayMember({
          type: 'object',
          name: 'endpoint',
          fields: [
            defineField({
              name: 'method',
              type: 'string',
              options: { list: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'], layout: 'radio', direction: 'horizontal' },
              initialValue: 'POST',
              validation: (rule) => rule.required(),
            }),
            defineField({
              name: 'path',
              type: 'string',
              validation: (rule) => rule.required().regex(API_PATH, { name: 'API path' }).max(80),
            }),
            defineField({ name: 'summary', type: 'text', rows: 2, validation: (rule) => rule.required().max(300) }),
            defineField({
              name: 'fields',
              title: 'Request fields',
              type: 'array',
              of: [
                defineArrayMember({
                  type: 'object',
                  name: 'apiField',
                  fields: [
                    defineField({ name: 'name', type: 'string', validation: (rule) => rule.required().max(40) }),
                    defineField({ name: 'type', type: 'string', validation: (rule) => rule.required().max(30) }),
                    defineField({ name: 'description', type: 'string', validation: (rule) => rule.max(200) }),
                  ],
                  preview: { select: { title: 'name', subtitle: 'type' } },
                }),
              ],
              validation: (rule) => rule.max(10),
            }),
          ],
          preview: {
            select: { method: 'method', path: 'path', subtitle: 'summary' },
            prepare: ({ method, path, subtitle }: { method?: string; path?: string; subtitle?: string }) => ({
              title: `${method ?? ''} ${path ?? ''}`,
              subtitle,
            }),
          },
        }),
      ],
      validation: (rule) => rule.required().min(1).max(12),
    }),
  ],
  preview: previewAs('API endpoints'),
});

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
