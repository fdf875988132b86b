import { TransferIcon } from '@sanity/icons';
import { defineField, defineType } from 'sanity';
import { validateRedirectField } from './address-validation';

export const redirectType = defineType({
  name: 'redirect',
  title: 'Redirect',
  type: 'document',
  icon: TransferIcon,
  description: 'Sends visitors from an old address to a new one, for example after a page was renamed.',
  fields: [
    defineField({
      name: 'from',
      title: 'From (old address)',
      type: 'string',
      description: 'A path on this site, such as /old-page. Only addresses no page answers can be redirected.',
      validation: (rule) => rule.required().custom(validateRedirectField('from')),
    }),
    defineField({
      name: 'to',
      title: 'To (new address)',
      type: 'string',
      description: 'A path on this site such as /new-page, or a full https:// address.',
      validation: (rule) => rule.required().custom(validateRedirectField('to')),
    }),
    defineField({
      name: 'permanent',
      type: 'boolean',
      description:
        'On: the move is for good (301); browsers and search engines remember the new address. Off: temporary (302).',
      initialValue: true,
    }),
  ],
  preview: {
    select: { from: 'from', to: 'to', permanent: 'permanent' },
    prepare: ({ from, to, permanent }) => ({
      title: `${typeof from === 'string' ? from : '?'} → ${typeof to === 'string' ? to : '?'}`,
      subtitle: permanent === false ? 'Temporary (302)' : 'Permanent (301)',
    }),
  },
});
