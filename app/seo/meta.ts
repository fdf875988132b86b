import type { MetaArgs, MetaDescriptor } from '@remix-run/node';
import { field, textField } from '~/seo/read-data';
import { SOCIAL_CARD_HEIGHT, SOCIAL_CARD_WIDTH, socialCardPath } from '~/seo/social-card';
import { BLOG_FEED_PATH } from '~/lib/document-paths';

/** The language of every page: the document's `lang` and, in Open Graph's spelling, `og:locale`. */
export const SITE_LANGUAGE = 'en-US';

/** A page's search and sharing fields, from its document (or from code for the typed tools). */
export interface SeoFields {
  title: string;
  description: string;
  /** An editor's picture for shares, already sized 1200×630. */
  image?: { url: string; alt: string };
  noindex?: boolean;
  /** An editor's canonical address, when the page duplicates another. */
  canonical?: string;
}

/** What the root loader hands every page: where the site lives and its default share picture. */
function siteOf(matches: MetaArgs['matches']) {
  const site = field(matches.find((match) => match.id === 'root')?.data, 'site');
  const origin = textField(site, 'origin');
  const name = textField(site, 'name');
  if (origin === undefined || name === undefined) return undefined;
  const image = field(site, 'defaultImage');
  const url = textField(image, 'url');
  return {
    origin,
    name,
    defaultImage: url ? { url, alt: textField(image, 'alt') ?? '' } : undefined,
    noindex: field(site, 'noindex') === true,
  };
}

/** Every tab and search result reads "Page · Company": the site's name is added here, once. */
export function documentTitle(title: string, siteName: string | undefined): string {
  if (!siteName || title.endsWith(` · ${siteName}`)) return title;
  return `${title} · ${siteName}`;
}

const notFound = (siteName: string | undefined): MetaDescriptor[] => [
  { title: documentTitle('Page Not Found', siteName) },
  { name: 'robots', content: 'noindex' },
];

/**
 * Every tag a page needs to be found and shared: title, description, canonical address, Open
 * Graph and Twitter card, with the page's own share picture or one the site draws for it.
 */
export function pageMeta(
  { location, matches }: Pick<MetaArgs, 'location' | 'matches'>,
  seo: SeoFields | undefined,
  options: { noindex?: boolean; canonicalPath?: string; type?: 'website' | 'article' } = {},
): MetaDescriptor[] {
  const site = siteOf(matches);
  if (!seo) return notFound(site?.name);
  const origin = site?.origin ?? '';
  const url = seo.canonical ?? `${origin}${options.canonicalPath ?? location.pathname}`;
  const chosen = seo.image ?? site?.defaultImage;
  // The bundled dataset's images are the site's own (/media/…); social sites need a full address.
  const image = chosen
    ? { ...chosen, url: chosen.url.startsWith('/') ? `${origin}${chosen.url}` : chosen.url }
    : { url: `${origin}${socialCardPath(location.pathname, seo)}`, alt: seo.title };
  const noindex = options.noindex || seo.noindex || site?.noindex;
  return [
    { title: documentTitle(seo.title, site?.name) },
    { name: 'description', content: seo.description },
    { tagName: 'link', rel: 'canonical', href: url },
    ...(noindex ? [{ name: 'robots', content: 'noindex' }] : []),
    { property: 'og:type', content: options.type ?? 'website' },
    { property: 'og:locale', content: SITE_LANGUAGE.replace('-', '_') },
    ...(site ? [{ property: 'og:site_name', content: site.name }] : []),
    { property: 'og:title', content: seo.title },
    { property: 'og:description', content: seo.description },
    { property: 'og:url', content: url },
    { property: 'og:image', content: image.url },
    { property: 'og:image:width', content: String(SOCIAL_CARD_WIDTH) },
    { property: 'og:image:height', content: String(SOCIAL_CARD_HEIGHT) },
    { property: 'og:image:alt', content: image.alt },
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: seo.title },
    { name: 'twitter:description', content: seo.description },
    { name: 'twitter:image', content: image.url },
    { name: 'twitter:image:alt', content: image.alt },
  ];
}

/**
 * The blog's feed, announced in the head of every blog page so feed readers find it. Written here,
 * in the module every page's meta already loads, rather than as a chunk of its own the blog pages
 * would load besides (docs/decisions/0016).
 */
export function feedLink({ matches }: Pick<MetaArgs, 'matches'>): MetaDescriptor {
  const site = field(matches.find((match) => match.id === 'root')?.data, 'site');
  const origin = textField(site, 'origin') ?? '';
  const name = textField(site, 'name');
  return {
    tagName: 'link',
    rel: 'alternate',
    type: 'application/rss+xml',
    title: name ? `${name} blog` : 'Blog',
    href: `${origin}${BLOG_FEED_PATH}`,
  };
}
