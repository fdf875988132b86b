import { CogIcon } from '@sanity/icons';
import { defineArrayMember, defineField, defineType } from 'sanity';
import { shareImageField } from './objects/share-image-field';

export const SITE_SETTINGS_ID = 'siteSettings';

// The menus. Internal paths are highlighted while the visitor is on them; https:// links leave the site.
const navLinks = (name: string, title: string, description: string, max: number) =>
  defineField({
    name,
    title,
    type: 'array',
    group: 'navigation',
    description,
    of: [defineArrayMember({ type: 'navLink' })],
    validation: (rule) => rule.required().min(1).max(max),
  });

const navButton = (name: string, title: string, description: string) =>
  defineField({
    name,
    title,
    type: 'navLink',
    group: 'navigation',
    description,
    validation: (rule) => rule.required(),
  });

export const siteSettingsType = defineType({
  name: 'siteSettings',
  title: 'Site settings',
  type: 'document',
  icon: CogIcon,
  groups: [
    { name: 'company', title: 'Company', default: true },
    { name: 'contact', title: 'Contact' },
    { name: 'seo', title: 'Search' },
    { name: 'requests', title: 'Service requests' },
    { name: 'navigation', title: 'Navigation' },
  ],
  fields: [
    defineField({
      name: 'companyName',
      type: 'string',
      group: 'company',
      validation: (rule) => rule.required().max(60),
    }),
    defineField({
      name: 'footerBlurb',
      type: 'text',
      rows: 3,
      group: 'company',
      description: 'The short description under the logo in the footer.',
      validation: (rule) => rule.required().max(300),
    }),
    defineField({
      name: 'enquiryEmail',
      title: 'Enquiry e-mail address',
      type: 'string',
      group: 'contact',
      description: 'Every "send us an e-mail" draft on the site is addressed here.',
      validation: (rule) => rule.required().email(),
    }),
    defineField({
      name: 'phone',
      type: 'string',
      group: 'contact',
      description: 'As it should be shown, for example (214) 555-0142.',
      validation: (rule) =>
        rule
          .required()
          .regex(/^\+?[\d\s().-]{7,}$/, { name: 'phone number' })
          .max(30),
    }),
    defineField({
      name: 'location',
      type: 'string',
      group: 'contact',
      validation: (rule) => rule.required().max(80),
    }),
    defineField({
      name: 'businessHours',
      type: 'array',
      group: 'contact',
      of: [defineArrayMember({ type: 'businessHours' })],
      validation: (rule) => rule.required().min(1).max(7),
    }),
    defineField({
      name: 'areaMap',
      title: 'Area map picture',
      type: 'siteImage',
      group: 'contact',
      description:
        'A drawn map of the area, shown on the contact page under the live map (and instead of it when the map service cannot load).',
    }),
    defineField({
      name: 'socialLinks',
      type: 'array',
      group: 'contact',
      of: [defineArrayMember({ type: 'socialLink' })],
      validation: (rule) => rule.max(6),
    }),
    defineField({
      name: 'seo',
      title: 'Default search and sharing text',
      type: 'seo',
      group: 'seo',
      validation: (rule) => rule.required(),
    }),
    shareImageField({
      name: 'socialImage',
      title: 'Default share image',
      group: 'seo',
      description:
        'Shown when a page without its own share image is shared. Leave empty and the site draws a card for each page.',
    }),
    defineField({
      name: 'logo',
      title: 'Organization logo',
      type: 'image',
      group: 'seo',
      description:
        'A square PNG or JPG of at least 112 × 112 px that search engines show beside the studio. Leave empty to use the site logo.',
    }),
    navLinks('headerLinks', 'Header links', 'The links across the top of the page on wider screens.', 6),
    navButton('headerButton', 'Header button', 'The button after the header links (Contact).'),
    navLinks('mobileLinks', 'Mobile menu links', 'The links of the menu on phones (under 768 px wide).', 10),
    navButton('mobileButton', 'Mobile menu call', 'The highlighted button at the end of the mobile menu.'),
    defineField({
      name: 'footerQuickLinksTitle',
      title: 'Footer quick links heading',
      type: 'string',
      group: 'navigation',
      validation: (rule) => rule.required().max(40),
    }),
    navLinks('footerQuickLinks', 'Footer quick links', 'The column of links in the footer.', 8),
    navLinks('footerLinks', 'Footer bottom links', 'The row of links beside the copyright line.', 8),
    defineField({
      name: 'serviceRequestOptions',
      title: 'Services offered on /get-started',
      type: 'array',
      group: 'requests',
      description:
        'The choices of step 1 of the service request, in this order. Each service shows its title, summary and icon; its slug is the value the form sends, and its title names the request in the e-mail.',
      of: [defineArrayMember({ type: 'reference', to: [{ type: 'service' }] })],
      validation: (rule) => rule.required().min(1).max(9).unique(),
    }),
  ],
  preview: {
    select: { title: 'companyName' },
    prepare: ({ title }) => ({ title: 'Site settings', subtitle: title }),
  },
});
