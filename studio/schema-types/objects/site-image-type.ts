import { ImageIcon } from '@sanity/icons';
import { defineField, defineType } from 'sanity';
import { hasImageAsset } from '../validation';

/** True when the editor marked the image as decoration, which needs no alternative text. */
function isDecorative(image: unknown): boolean {
  return typeof image === 'object' && image !== null && 'decorative' in image && image.decorative === true;
}

/**
 * A picture on the site: an uploaded image with hotspot and crop, and its alternative text, or an
 * explicit choice that it is decoration (then the site gives it an empty alt and screen readers
 * skip it).
 */
export const siteImageType = defineType({
  name: 'siteImage',
  title: 'Image',
  type: 'image',
  icon: ImageIcon,
  options: { hotspot: true },
  fields: [
    defineField({
      name: 'alt',
      title: 'Alternative text',
      type: 'string',
      description: 'What the image shows, for people who cannot see it.',
      hidden: ({ parent }) => isDecorative(parent),
      validation: (rule) =>
        rule
          .custom((alt: string | undefined, context) =>
            hasImageAsset(context.parent) && !isDecorative(context.parent) && !alt?.trim()
              ? 'Describe the image for people who cannot see it, or mark it as decorative.'
              : true,
          )
          .max(160),
    }),
    defineField({
      name: 'decorative',
      title: 'Decorative only',
      type: 'boolean',
      description: 'The image adds nothing the text does not say; screen readers skip it.',
      initialValue: false,
    }),
    defineField({
      name: 'fallback',
      title: 'Fallback image',
      type: 'image',
      options: { hotspot: true },
      description: 'Shown instead when the image cannot be loaded, with the same alternative text.',
    }),
  ],
});
