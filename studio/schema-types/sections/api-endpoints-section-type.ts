import { PlugIcon } from '@sanity/icons';
import { defineArrayMember, defineField, defineType } from 'sanity';
import { sectionHeadingFields, previewAs } from './section-fields';

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
