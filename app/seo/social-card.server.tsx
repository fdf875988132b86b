import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type * as ResvgModule from '@resvg/resvg-js';
import type * as SatoriModule from 'satori';
import { isEditorPageSlug } from '~/content/coded-routes';
import { getContent } from '~/content/content.server';
import { onContentChange } from '~/content/content-version.server';
import { createMadeOnce } from '~/lib/made-once.server';
import { pageSlugOfPath } from '~/lib/route-table';
import { applyPageSeo, categorySeo, CONFIRMATION_SEO, jobPageSeo, listPageSeo, type PageSeo } from './site-pages';
import { SOCIAL_CARD_HEIGHT, SOCIAL_CARD_WIDTH } from './social-card';

// Draws each page's social card (the picture shown when a link is shared): brand, title and a
// line of description in the site's fonts and colors, as a 1200×630 PNG. Drawn once per page
// and content version.

const require = createRequire(import.meta.url);

// The card renderer (satori) and the rasterizer (resvg) load when the first card is drawn, not
// when the server starts (docs/decisions/0033).
let satoriModule: typeof SatoriModule | undefined;
let resvgModule: typeof ResvgModule | undefined;
const satori: typeof SatoriModule.default = (...args) =>
  (satoriModule ??= require('satori') as typeof SatoriModule).default(...args);
const rasterize = (...args: ConstructorParameters<typeof ResvgModule.Resvg>) =>
  new (resvgModule ??= require('@resvg/resvg-js') as typeof ResvgModule).Resvg(...args);

// The theme's colors (app/styles/app.css), as the card cannot read CSS variables.
const INK_950 = '#0b1020';
const INK_300 = '#b4bad0';
const BRAND_600 = '#4b48d6';
const BRAND_300 = '#a0a8fb';
const SUN_400 = '#ffad33';

let assets: { fonts: Parameters<typeof satori>[1]['fonts']; logo: string } | undefined;

function loadAssets() {
  if (!assets) {
    const font = (file: string) => readFileSync(require.resolve(file));
    assets = {
      // Satori reads WOFF but not WOFF2, so the cards use the static cuts of the site's fonts.
      fonts: [
        {
          name: 'Plus Jakarta Sans',
          data: font('@fontsource/plus-jakarta-sans/files/plus-jakarta-sans-latin-800-normal.woff'),
          weight: 800,
          style: 'normal',
        },
        {
          name: 'Plus Jakarta Sans',
          data: font('@fontsource/plus-jakarta-sans/files/plus-jakarta-sans-latin-700-normal.woff'),
          weight: 700,
          style: 'normal',
        },
        {
          name: 'Inter',
          data: font('@fontsource/inter/files/inter-latin-400-normal.woff'),
          weight: 400,
          style: 'normal',
        },
      ],
      logo: readFileSync(path.resolve('public/favicon.svg'), 'utf8'),
    };
  }
  return assets;
}

function clip(text: string, length: number): string {
  return text.length <= length ? text : `${text.slice(0, length - 1).replace(/\s+\S*$/, '')}…`;
}

async function drawCard(card: PageSeo, site: { name: string; host: string }): Promise<Buffer> {
  const { fonts, logo } = loadAssets();
  const svg = await satori(
    <div
      style={{
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        // Satori sizes the content box: the padding comes on top of width and height.
        width: SOCIAL_CARD_WIDTH - 2 * 80,
        height: SOCIAL_CARD_HEIGHT - 2 * 64,
        padding: '64px 80px',
        backgroundColor: INK_950,
        backgroundImage: `radial-gradient(circle at 92% 8%, ${BRAND_600} 0%, rgba(75, 72, 214, 0) 55%)`,
        color: '#ffffff',
        fontFamily: 'Inter',
      }}
    >
      <div style={{ display: 'flex', alignItems: 'center', gap: 20 }}>
        <img src={`data:image/svg+xml;base64,${Buffer.from(logo).toString('base64')}`} width={64} height={64} alt="" />
        <span style={{ fontFamily: 'Plus Jakarta Sans', fontWeight: 700, fontSize: 34 }}>{site.name}</span>
      </div>
      <div style={{ display: 'flex', flexDirection: 'column', gap: 24, width: 1040 }}>
        <div
          style={{
            fontFamily: 'Plus Jakarta Sans',
            fontWeight: 800,
            fontSize: card.title.length > 48 ? 60 : 72,
            lineHeight: 1.08,
            letterSpacing: '-0.02em',
            width: 1040,
          }}
        >
          {clip(card.title, 90)}
        </div>
        <div style={{ display: 'flex', fontSize: 30, lineHeight: 1.4, color: INK_300, width: 1000 }}>
          {clip(card.description, 140)}
        </div>
      </div>
      <div style={{ display: 'flex', alignItems: 'center', gap: 18, height: 40, flexShrink: 0 }}>
        <div style={{ display: 'flex', width: 56, height: 6, borderRadius: 3, backgroundColor: SUN_400 }} />
        <div style={{ display: 'flex', fontSize: 26, color: BRAND_300 }}>{site.host}</div>
      </div>
    </div>,
    { width: SOCIAL_CARD_WIDTH, height: SOCIAL_CARD_HEIGHT, fonts },
  );
  return rasterize(svg).render().asPng();
}

/** The logo as a square PNG, for structured data (search engines want a raster logo). */
export function drawLogo(size = 512): Buffer {
  const { logo } = loadAssets();
  return rasterize(logo, { fitTo: { mode: 'width', value: size } })
    .render()
    .asPng();
}

/** The words of the card for a page path, from the same content the page shows; null: no such page. */
export async function cardWords(pathname: string): Promise<PageSeo | null> {
  const content = getContent();
  const pageSlug = pageSlugOfPath(pathname);
  if (pageSlug) return (await content.page(pageSlug))?.seo ?? null;
  if (pathname === '/confirmation') return CONFIRMATION_SEO;
  const product = /^\/products\/([^/]+)$/.exec(pathname);
  if (product?.[1]) return (await content.productPage(product[1]))?.seo ?? null;
  const job = /^\/careers\/([^/]+)(\/apply)?$/.exec(pathname);
  if (job?.[1]) {
    const position = await content.jobPosition(job[1]);
    if (!position) return null;
    return job[2] ? applyPageSeo(position) : jobPageSeo(position);
  }
  const work = /^\/work\/([^/]+)$/.exec(pathname);
  if (work?.[1]) return (await content.caseStudy(work[1]))?.seo ?? null;
  // A post's card (a scheduled post has none until it is out); a category's names the category;
  // an older page of a list says which page it is.
  const list = /^\/blog(?:\/category\/([^/]+))?(?:\/page\/([1-9]\d*))?$/.exec(pathname);
  if (list && pathname !== '/blog') {
    const [, slug, page] = list;
    const found = slug ? (await content.categories()).find((category) => category.slug === slug) : undefined;
    const words = slug ? found && categorySeo(found) : (await content.page(pageSlugOfPath('/blog') ?? ''))?.seo;
    return words ? listPageSeo(words, Number(page ?? '1')) : null;
  }
  const post = /^\/blog\/([^/]+)$/.exec(pathname);
  if (post?.[1]) return (await content.post(post[1]))?.seo ?? null;
  // A page an editor published at its own address (only slugs that exist get a query).
  const slug = pathname.slice(1);
  if (isEditorPageSlug(slug) && (await content.routing())?.pageSlugs.includes(slug)) {
    return (await content.page(slug))?.seo ?? null;
  }
  return null;
}

// Cards are keyed by the request's host as well as the page, so they are bounded twice; 16 MB
// keeps every page's card for one host (ADR 0023 has a card's size).
export const SOCIAL_CARD_CACHE = { maxEntries: 256, maxBytes: 16 * 1024 * 1024 };
const cards = createMadeOnce<Buffer>(SOCIAL_CARD_CACHE, (card) => card.byteLength);
// Emptied on every content change, so a card is never older than the content version.
onContentChange(() => cards.clear());

/** The card PNG for a page, drawn at most once per content version. */
export function socialCard(pathname: string, words: PageSeo, site: { name: string; host: string }): Promise<Buffer> {
  return cards.get(`${site.host}\u0000${pathname}`, () => drawCard(words, site));
}

/** What the card cache holds now (entries and bytes). */
export const socialCardCacheUsage = () => cards.usage();
