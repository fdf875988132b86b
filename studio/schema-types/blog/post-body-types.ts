import { BlockquoteIcon, CodeIcon, DocumentTextIcon, ImageIcon, InfoOutlineIcon } from '@sanity/icons';
import { defineArrayMember, defineField, defineType } from 'sanity';
import { POST_CODE_LANGUAGES } from '../../../app/lib/code-languages';

// What an article's body may hold, each part rendered by app/components/blog/post-body.tsx:
// paragraphs, two levels of heading, lists, links to documents of the site or other sites,
// figures, pull quotes, callouts, code and a case study's card.

/** The documents an internal link may point to: each has an address of its own on the site. */
const LINKABLE_TYPES = ['post', 'caseStudy', 'page', 'productPage', 'jobPosition', 'category'] as const;

function textBlock({ headings }: { headings: boolean }) {
  return defineArrayMember({
    type: 'block',
    styles: [
      { title: 'Normal', value: 'normal' },
      ...(headings
        ? [
            { title: 'Heading', value: 'h2' },
            { title: 'Subheading', value: 'h3' },
          ]
        : []),
    ],
    lists: headings
      ? [
          { title: 'Bullet', value: 'bullet' },
          { title: 'Numbered', value: 'number' },
        ]
      : [],
    marks: {
      decorators: [
        { title: 'Bold', value: 'strong' },
        { title: 'Italic', value: 'em' },
        { title: 'Code', value: 'code' },
      ],
      annotations: [
        defineArrayMember({
          name: 'link',
          type: 'object',
          title: 'Link to another site',
          fields: [
            defineField({
              name: 'href',
              title: 'Address',
              type: 'url',
              description: 'A full https:// address. For a page of this site use "Link to this site".',
              validation: (rule) => rule.required().uri({ scheme: ['https', 'http', 'mailto'] }),
            }),
          ],
        }),
        defineArrayMember({
          name: 'internalLink',
          type: 'object',
          title: 'Link to this site',
          fields: [
            defineField({
              name: 'reference',
              title: 'Document',
              type: 'reference',
              to: LINKABLE_TYPES.map((type) => ({ type })),
              description: 'The link follows the document when its address changes.',
              validation: (rule) => rule.required(),
            }),
            defineField({
              name: 'anchor',
              type: 'string',
              description: 'Optional: a heading on that page to jump to, such as "what-we-test-by-hand".',
              validation: (rule) => rule.regex(/^[a-z0-9-]+$/, { name: 'lower-case words joined by hyphens' }),
            }),
          ],
        }),
      ],
    },
  });
}

export const postImageType = defineType({
  name: 'postImage',
  title: 'Figure',
  type: 'image',
  icon: ImageIcon,
  options: { hotspot: true },
  fields: [
    defineField({
      name: 'alt',
      title: 'Alternative text',
      type: 'string',
      description: 'What the image shows, for people who cannot see it. Every figure in an article needs one.',
      validation: (rule) =>
        rule
          .custom((alt: string | undefined) =>
            alt?.trim() ? true : 'Describe the image for people who cannot see it.',
          )
          .max(200),
    }),
    defineField({
      name: 'caption',
      type: 'string',
      description: 'Shown under the image (optional).',
      validation: (rule) => rule.max(200),
    }),
  ],
  validation: (rule) => rule.required().assetRequired(),
});

export const pullQuoteType = defineType({
  name: 'pullQuote',
  title: 'Pull quote',
  type: 'object',
  icon: BlockquoteIcon,
  description: 'A sentence of the article, repeated large to catch a reader skimming.',
  fields: [
    defineField({ name: 'text', type: 'text', rows: 3, validation: (rule) => rule.required().min(10).max(240) }),
    defineField({
      name: 'attribution',
      type: 'string',
      description: 'Who said it, when it is someone else’s words (optional).',
      validation: (rule) => rule.max(80),
    }),
  ],
  preview: {
    select: { title: 'text', subtitle: 'attribution' },
    prepare: ({ title, subtitle }) => ({ title, subtitle: subtitle ?? 'Pull quote' }),
  },
});

const CALLOUT_TONES = [
  { title: 'Note', value: 'note' },
  { title: 'Warning', value: 'warning' },
] as const;

export const calloutType = defineType({
  name: 'callout',
  title: 'Callout',
  type: 'object',
  icon: InfoOutlineIcon,
  description: 'A boxed aside: an update, a caveat, something the reader must not miss.',
  fields: [
    defineField({
      name: 'tone',
      type: 'string',
      options: { list: [...CALLOUT_TONES], layout: 'radio', direction: 'horizontal' },
      initialValue: 'note',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'body',
      type: 'array',
      of: [textBlock({ headings: false })],
      validation: (rule) => rule.required().min(1).max(3),
    }),
  ],
  preview: {
    select: { tone: 'tone', body: 'body' },
    prepare: ({ tone, body }: { tone?: string; body?: { children?: { text?: string }[] }[] }) => ({
      title: body?.[0]?.children?.map((child) => child.text ?? '').join('') ?? '',
      subtitle: tone === 'warning' ? 'Warning' : 'Note',
    }),
  },
});

export const codeBlockType = defineType({
  name: 'codeBlock',
  title: 'Code',
  type: 'object',
  icon: CodeIcon,
  fields: [
    defineField({
      name: 'language',
      type: 'string',
      description: 'Colors the code by this language’s rules.',
      options: { list: POST_CODE_LANGUAGES.map(({ title, value }) => ({ title, value })) },
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'filename',
      title: 'File name',
      type: 'string',
      description: 'Shown above the code (optional), for example "Tokens.swift".',
      validation: (rule) => rule.max(80),
    }),
    defineField({
      name: 'code',
      type: 'text',
      rows: 12,
      validation: (rule) => rule.required().max(8000),
    }),
  ],
  preview: {
    select: { language: 'language', filename: 'filename', code: 'code' },
    prepare: ({ language, filename, code }: { language?: string; filename?: string; code?: string }) => ({
      title: filename ?? code?.split('\n')[0] ?? 'Code',
      subtitle: POST_CODE_LANGUAGES.find((item) => item.value === language)?.title ?? language,
    }),
  },
});

export const caseStudyCardType = defineType({
  name: 'caseStudyCard',
  title: 'Case study card',
  type: 'object',
  icon: DocumentTextIcon,
  description: 'A case study’s card, with its headline outcome, linking to it.',
  fields: [
    defineField({
      name: 'caseStudy',
      title: 'Case study',
      type: 'reference',
      to: [{ type: 'caseStudy' }],
      validation: (rule) => rule.required(),
    }),
  ],
  preview: {
    select: { title: 'caseStudy.title', media: 'caseStudy.heroImage' },
    prepare: ({ title, media }) => ({ title, subtitle: 'Case study card', media }),
  },
});

/** The members of a post's body, in the order the Studio's insert menu offers them. */
export const postBodyMembers = [
  textBlock({ headings: true }),
  defineArrayMember({ type: 'postImage' }),
  defineArrayMember({ type: 'pullQuote' }),
  defineArrayMember({ type: 'callout' }),
  defineArrayMember({ type: 'codeBlock' }),
  defineArrayMember({ type: 'caseStudyCard' }),
];
