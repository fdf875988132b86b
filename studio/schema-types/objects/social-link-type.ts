import { ShareIcon } from '@sanity/icons';
import { defineField, defineType } from 'sanity';

const SOCIAL_PLATFORMS = [
  { title: 'Instagram', value: 'instagram' },
  { title: 'LinkedIn', value: 'linkedin' },
  { title: 'Facebook', value: 'facebook' },
  { title: 'X', value: 'x' },
  { title: 'YouTube', value: 'youtube' },
  { title: 'GitHub', value: 'github' },
];

export const socialLinkType = defineType({
  name: 'socialLink',
  title: 'Social link',
  type: 'object',
  icon: ShareIcon,
  fields: [
    defineField({
      name: 'platform',
      type: 'string',
      options: { list: SOCIAL_PLATFORMS },
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'url',
      title: 'Profile address',
      type: 'url',
      description:
        'Leave empty for a network the studio has no profile on yet: /contact shows it by name as a placeholder, the footer leaves it out.',
      validation: (rule) => rule.uri({ scheme: ['https'] }),
    }),
    defineField({
      name: 'handle',
      type: 'string',
      description: 'Shown next to the icon, for example @studio.',
      validation: (rule) => rule.max(40),
    }),
  ],
  preview: {
    select: { title: 'platform', url: 'url' },
    prepare: ({ title, url }: { title?: string; url?: string }) => ({
      title,
      subtitle: url ?? 'Placeholder (no link)',
    }),
  },
});
