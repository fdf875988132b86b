import { ImageIcon } from '@sanity/icons';
import { defineField, defineType } from 'sanity';

/** A picture served by the site itself (public/), so both content sources show the same file. */
export const SITE_IMAGE_PATTERN = /^\/[\w./-]+\.(svg|png|jpe?g|webp|avif)$/;

export const siteImageType = defineType({
  name: 'siteImage',
  title: 'Site image',
  type: 'object',
  icon: ImageIcon,
  fields: [
    defineField({
      name: 'src',
      title: 'Image path',
      type: 'string',
      description: 'A file the site serves, for example /images/about-studio.svg.',
      validation: (rule) => rule.required().regex(SITE_IMAGE_PATTERN, { name: 'site image path' }),
    }),
    defineField({
      name: 'fallbackSrc',
      title: 'Fallback image path',
      type: 'string',
      description: 'Shown instead when the main image cannot be loaded.',
      validation: (rule) => rule.regex(SITE_IMAGE_PATTERN, { name: 'site image path' }),
    }),
    defineField({
      name: 'alt',
      title: 'Alternative text',
      type: 'string',
      description: 'Describe the image for people who cannot see it. Leave empty only for purely decorative images.',
      validation: (rule) => rule.max(160),
    }),
  ],
  preview: { select: { title: 'alt', subtitle: 'src' } },
});
