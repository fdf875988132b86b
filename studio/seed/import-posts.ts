// Turns the blog's Markdown drafts (studio/seed/posts/*.md, front matter and body) into `post` and
// `category` documents of the bundled dataset, replacing the ones it holds: the Markdown is where
// the seed articles are written, the dataset what the site and `sanity dataset import` read.
//   npm run seed:posts
// The body becomes Portable Text: ## and ### headings, paragraphs, lists, bold, italic, code,
// links (a path of this site becomes a reference to the document at that address), figures
// (![alt](file "caption")), code blocks with their language, and three directives:
//   > [!pullquote] text          a pull quote
//   > [!note] text, [!warning]    a callout
//   ::case-study{slug="…"}       a case study's card
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fromMarkdown } from 'mdast-util-from-markdown';
import type { Blockquote, List, ListItem, PhrasingContent, Root, RootContent } from 'mdast';
import { parse as parseYaml } from 'yaml';
import { z } from 'zod';
import { POST_CODE_LANGUAGES } from '../../app/lib/code-languages';

const SEED_DIR = path.resolve('studio/seed');
const POSTS_DIR = path.join(SEED_DIR, 'posts');
const DATASET = path.join(SEED_DIR, 'production.ndjson');
/** Where the posts' pictures are, as the dataset names image files (studio/seed/make-images.ts draws them). */
const IMAGE_DIR = './images/work';

const imageSchema = z.object({ file: z.string().regex(/^[a-z0-9-]+\.webp$/), alt: z.string().min(1) });

const frontMatterSchema = z.object({
  title: z.string().min(1),
  slug: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/),
  dek: z.string().min(40).max(160),
  authors: z.array(z.string()).min(1),
  categories: z.array(z.string()).min(1),
  publishedAt: z.iso.datetime(),
  updatedAt: z.iso.datetime().optional(),
  relatedCaseStudies: z.array(z.string()).nullish(),
  relatedServices: z.array(z.string()).nullish(),
  seoTitle: z.string().min(1).max(70),
  seoDescription: z.string().min(50).max(200),
  editorNote: z.string().optional(),
  cover: imageSchema,
  inlineImages: z.array(imageSchema.extend({ caption: z.string().optional() })).optional(),
});
type FrontMatter = z.infer<typeof frontMatterSchema>;

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Doc = { _id: string; _type: string; [key: string]: Json };

/** The documents already in the dataset, by type and slug (links and references are checked against them). */
function readDataset(): Doc[] {
  return readFileSync(DATASET, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as Doc);
}

function slugOf(document: Doc): string | undefined {
  const slug = document.slug;
  return typeof slug === 'object' && slug !== null && !Array.isArray(slug) && typeof slug.current === 'string'
    ? slug.current
    : undefined;
}

/** Splits a Markdown file into its front matter and its body. */
function splitFrontMatter(text: string, file: string): { data: unknown; body: string } {
  const match = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(text);
  if (!match) throw new Error(`${file}: no front matter between --- lines`);
  return { data: parseYaml(match[1] ?? ''), body: match[2] ?? '' };
}

const reference = (ref: string, key: string) => ({ _type: 'reference', _ref: ref, _key: key });

/** The ids of the site's documents by address, for internal links. */
function addressBook(documents: Doc[]): Map<string, string> {
  const paths = new Map<string, string>();
  for (const document of documents) {
    const slug = slugOf(document);
    if (!slug) continue;
    if (document._type === 'page') paths.set(slug === 'home' ? '/' : `/${slug}`, document._id);
    if (document._type === 'caseStudy') paths.set(`/work/${slug}`, document._id);
    if (document._type === 'productPage') paths.set(`/products/${slug}`, document._id);
    if (document._type === 'jobPosition') paths.set(`/careers/${slug}`, document._id);
    if (document._type === 'post') paths.set(`/blog/${slug}`, document._id);
    if (document._type === 'category') paths.set(`/blog/category/${slug}`, document._id);
  }
  return paths;
}

/** Builds one post's Portable Text body, with keys that stay the same from one run to the next. */
class BodyBuilder {
  private count = 0;
  readonly blocks: Json[] = [];

  constructor(
    private readonly file: string,
    private readonly addresses: Map<string, string>,
    private readonly figures: Map<string, { alt: string; caption?: string }>,
  ) {}

  private key(prefix: string): string {
    this.count += 1;
    return `${prefix}${this.count.toString(36)}`;
  }

  /** Text runs with their marks, and the link definitions they use. */
  private spans(nodes: PhrasingContent[]): { children: Json[]; markDefs: Json[] } {
    const children: Json[] = [];
    const markDefs: Json[] = [];
    const walk = (node: PhrasingContent, marks: string[]) => {
      switch (node.type) {
        case 'text':
          children.push({ _type: 'span', _key: this.key('s'), text: node.value.replace(/\n/g, ' '), marks });
          return;
        case 'inlineCode':
          children.push({ _type: 'span', _key: this.key('s'), text: node.value, marks: [...marks, 'code'] });
          return;
        case 'break':
          children.push({ _type: 'span', _key: this.key('s'), text: '\n', marks });
          return;
        case 'strong':
          for (const child of node.children) walk(child, [...marks, 'strong']);
          return;
        case 'emphasis':
          for (const child of node.children) walk(child, [...marks, 'em']);
          return;
        case 'link': {
          const key = this.key('l');
          markDefs.push(this.linkDefinition(node.url, key));
          for (const child of node.children) walk(child, [...marks, key]);
          return;
        }
        default:
          throw new Error(`${this.file}: ${node.type} is not used in the seed's Markdown`);
      }
    };
    for (const node of nodes) walk(node, []);
    return { children, markDefs };
  }

  private linkDefinition(url: string, key: string): Json {
    if (!url.startsWith('/')) {
      if (!/^https:\/\//.test(url)) throw new Error(`${this.file}: the link ${url} is neither a site path nor https`);
      return { _type: 'link', _key: key, href: url };
    }
    const [target = '', anchor] = url.split('#');
    const id = this.addresses.get(target);
    if (!id) throw new Error(`${this.file}: no document of the dataset is at ${target}`);
    return {
      _type: 'internalLink',
      _key: key,
      reference: { _type: 'reference', _ref: id },
      ...(anchor ? { anchor } : {}),
    };
  }

  private textBlock(nodes: PhrasingContent[], style: string, list?: { listItem: string; level: number }): Json {
    const { children, markDefs } = this.spans(nodes);
    return { _type: 'block', _key: this.key('b'), style, markDefs, children, ...(list ?? {}) };
  }

  private list(node: List, level: number) {
    const listItem = node.ordered ? 'number' : 'bullet';
    for (const item of node.children as ListItem[]) {
      for (const child of item.children) {
        if (child.type === 'paragraph') this.blocks.push(this.textBlock(child.children, 'normal', { listItem, level }));
        else if (child.type === 'list') this.list(child, level + 1);
        else throw new Error(`${this.file}: a ${child.type} inside a list item is not supported`);
      }
    }
  }

  private blockquote(children: Blockquote['children']) {
    const [first, ...rest] = children;
    if (first?.type !== 'paragraph' || rest.length > 0) throw new Error(`${this.file}: a quote must be one directive paragraph`);
    const [head, ...tail] = first.children;
    const directive = head?.type === 'text' ? /^\[!(pullquote|note|warning)\]\s*/.exec(head.value) : null;
    if (!directive || head?.type !== 'text') throw new Error(`${this.file}: a quote needs [!pullquote], [!note] or [!warning]`);
    const phrasing: PhrasingContent[] = [{ ...head, value: head.value.slice(directive[0].length) }, ...tail];
    if (directive[1] === 'pullquote') {
      const text = phrasing.map((node) => (node.type === 'text' ? node.value : '')).join('');
      this.blocks.push({ _type: 'pullQuote', _key: this.key('q'), text: text.replace(/\s+/g, ' ').trim() });
      return;
    }
    this.blocks.push({
      _type: 'callout',
      _key: this.key('c'),
      tone: directive[1] ?? 'note',
      body: [this.textBlock(phrasing, 'normal')],
    });
  }

  add(node: RootContent) {
    switch (node.type) {
      case 'heading':
        if (node.depth !== 2 && node.depth !== 3) throw new Error(`${this.file}: only ## and ### headings`);
        this.blocks.push(this.textBlock(node.children, `h${node.depth}`));
        return;
      case 'paragraph': {
        const [only] = node.children;
        if (node.children.length === 1 && only?.type === 'image') {
          const figure = this.figures.get(only.url);
          if (!figure) throw new Error(`${this.file}: ${only.url} is not among the front matter's inlineImages`);
          this.blocks.push({
            _type: 'postImage',
            _key: this.key('f'),
            _sanityAsset: `image@file://${IMAGE_DIR}/${only.url}`,
            alt: only.alt ?? figure.alt,
            ...((only.title ?? figure.caption) ? { caption: only.title ?? figure.caption ?? '' } : {}),
          });
          return;
        }
        const text = only?.type === 'text' ? only.value.trim() : '';
        const card = /^::case-study\{slug="?([a-z0-9-]+)"?\}$/.exec(text);
        if (card && node.children.length === 1) {
          const id = this.addresses.get(`/work/${card[1]}`);
          if (!id) throw new Error(`${this.file}: no case study ${card[1]}`);
          this.blocks.push({ _type: 'caseStudyCard', _key: this.key('w'), caseStudy: { _type: 'reference', _ref: id } });
          return;
        }
        this.blocks.push(this.textBlock(node.children, 'normal'));
        return;
      }
      case 'list':
        this.list(node, 1);
        return;
      case 'blockquote':
        this.blockquote(node.children);
        return;
      case 'code': {
        const language = node.lang ?? 'text';
        if (!POST_CODE_LANGUAGES.some((item) => item.value === language)) {
          throw new Error(`${this.file}: code in ${language}, which posts do not offer`);
        }
        this.blocks.push({ _type: 'codeBlock', _key: this.key('k'), language, code: node.value });
        return;
      }
      default:
        throw new Error(`${this.file}: ${node.type} is not used in the seed's Markdown`);
    }
  }
}

function personIds(documents: Doc[]): Map<string, string> {
  return new Map(
    documents.flatMap((document) =>
      document._type === 'person' && typeof document.name === 'string' ? [[document.name, document._id]] : [],
    ),
  );
}

function idBySlug(documents: Doc[], type: string, slug: string, file: string): string {
  const found = documents.find((document) => document._type === type && slugOf(document) === slug);
  if (!found) throw new Error(`${file}: no ${type} with the slug ${slug}`);
  return found._id;
}

function postDocument(file: string, meta: FrontMatter, body: Root, documents: Doc[], addresses: Map<string, string>): Doc {
  const people = personIds(documents);
  const figures = new Map((meta.inlineImages ?? []).map((image) => [image.file, image]));
  const builder = new BodyBuilder(file, addresses, figures);
  for (const node of body.children) builder.add(node);
  const refs = (type: string, slugs: string[] | null | undefined, prefix: string) =>
    (slugs ?? []).map((slug, index) => reference(idBySlug(documents, type, slug, file), `${prefix}${index}`));
  return {
    _id: `post-${meta.slug}`,
    _type: 'post',
    _createdAt: meta.publishedAt,
    _updatedAt: meta.updatedAt ?? meta.publishedAt,
    title: meta.title,
    slug: { _type: 'slug', current: meta.slug },
    dek: meta.dek,
    coverImage: { _type: 'siteImage', _sanityAsset: `image@file://${IMAGE_DIR}/${meta.cover.file}`, alt: meta.cover.alt },
    authors: meta.authors.map((name, index) => {
      const id = people.get(name);
      if (!id) throw new Error(`${file}: no person named ${name}`);
      return reference(id, `a${index}`);
    }),
    categories: meta.categories.map((slug, index) => reference(`category-${slug}`, `c${index}`)),
    publishedAt: meta.publishedAt,
    ...(meta.updatedAt ? { updatedAt: meta.updatedAt } : {}),
    body: builder.blocks,
    relatedCaseStudies: refs('caseStudy', meta.relatedCaseStudies, 'w'),
    relatedServices: refs('service', meta.relatedServices, 's'),
    seo: { _type: 'seo', title: meta.seoTitle, description: meta.seoDescription },
    ...(meta.editorNote ? { editorNote: meta.editorNote } : {}),
  };
}

/** The categories' table in categories.md: | Title | `slug` | Description |. */
function categoryDocuments(): Doc[] {
  const text = readFileSync(path.join(POSTS_DIR, 'categories.md'), 'utf8');
  return text.split('\n').flatMap((line): Doc[] => {
    const cells = /^\|\s*([^|]+?)\s*\|\s*`([a-z0-9-]+)`\s*\|\s*([^|]+?)\s*\|$/.exec(line);
    if (!cells) return [];
    const [, title = '', slug = '', description = ''] = cells;
    return [
      {
        _id: `category-${slug}`,
        _type: 'category',
        _createdAt: '2026-06-01T15:00:00Z',
        _updatedAt: '2026-06-01T15:00:00Z',
        title,
        slug: { _type: 'slug', current: slug },
        description,
      },
    ];
  });
}

function main() {
  const existing = readDataset().filter((document) => document._type !== 'post' && document._type !== 'category');
  const categories = categoryDocuments();
  const files = readdirSync(POSTS_DIR)
    .filter((name) => name.endsWith('.md') && name !== 'categories.md')
    .sort();
  const drafts = files.map((file) => {
    const { data, body } = splitFrontMatter(readFileSync(path.join(POSTS_DIR, file), 'utf8'), file);
    const meta = frontMatterSchema.safeParse(data);
    if (!meta.success) throw new Error(`${file}: ${z.prettifyError(meta.error)}`);
    return { file, meta: meta.data, body: fromMarkdown(body) };
  });
  // Posts link to each other: their addresses are known before any is built.
  const stubs: Doc[] = drafts.map(({ meta }) => ({ _id: `post-${meta.slug}`, _type: 'post', slug: { _type: 'slug', current: meta.slug } }));
  const documents = [...existing, ...categories, ...stubs];
  const addresses = addressBook(documents);
  for (const { file, meta } of drafts) {
    for (const slug of meta.categories) {
      if (!categories.some((category) => category._id === `category-${slug}`)) throw new Error(`${file}: no category ${slug}`);
    }
  }
  const posts = drafts
    .map(({ file, meta, body }) => postDocument(file, meta, body, documents, addresses))
    .sort((a, b) => String(a.publishedAt).localeCompare(String(b.publishedAt)));
  const lines = [...existing, ...categories, ...posts].map((document) => JSON.stringify(document));
  writeFileSync(DATASET, `${lines.join('\n')}\n`);
  console.log(`${posts.length} posts and ${categories.length} categories written to ${path.relative(process.cwd(), DATASET)}`);
}

main();
