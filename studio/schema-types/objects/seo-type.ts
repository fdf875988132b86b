import { defineField, defineType } from 'sanity';

export const seoType = defineType({
  name: 'seo',
  title: 'Search and sharing',
  type: 'object',
  options: { collapsible: true, collapsed: false },
  fields: [
    defineField({
      name: 'title',
      type: 'string',
      description: 'Shown in the browser tab and search results. About 50 to 60 characters.',
      validation: (rule) => rule.required().max(70),
    }),
    defineField({
      name: 'description',
      type: 'text',
      rows: 3,
      description: 'Shown under the title in search results. About 120 to 160 characters.',
      validation: (rule) => rule.required().min(50).max(200),
    }),
  ],
});
