// The public pages of the site, as search engines and social cards see them. The routes read
// their content themselves; this list is what the sitemap, the social cards and the tests use
// to know which paths exist and which document words each one. Every page's words are a
// document's now, the typed tools' too.

export interface PageSeo {
  title: string;
  description: string;
}

/** Pages whose words come from a `page` document: path → the document's slug. */
export const CONTENT_PAGE_SLUGS = {
  '/': 'home',
  '/about': 'about',
  '/services': 'services',
  '/pricing': 'pricing',
  '/careers': 'careers',
  '/contact': 'contact',
  '/get-started': 'get-started',
  '/professional-audit': 'professional-audit',
  '/website-services': 'website-services',
  '/book-call': 'book-call',
  '/api-docs': 'api-docs',
  '/api-pricing': 'api-pricing',
  '/website-specials': 'website-specials',
  '/automation': 'automation',
  '/7dayapp': '7dayapp',
  '/maintenance': 'maintenance',
  '/work': 'work',
  // Typed tools: the tool is code, the words around it (hero, lists, search words) are the document's.
  '/sandbox': 'sandbox',
  '/real-scan': 'real-scan',
  '/mobile-app-quote': 'mobile-app-quote',
  '/web-app-quote': 'web-app-quote',
} as const satisfies Record<string, string>;

export type ContentPagePath = keyof typeof CONTENT_PAGE_SLUGS;

export function isContentPagePath(path: string): path is ContentPagePath {
  return Object.hasOwn(CONTENT_PAGE_SLUGS, path);
}

/** A position's search words: its title, and its description cut at a word near 160 characters. */
export function jobPageSeo(job: { title: string; description: string }): PageSeo {
  const description =
    job.description.length <= 160 ? job.description : `${job.description.slice(0, 157).replace(/\s+\S*$/, '')}…`;
  return { title: `${job.title} · Careers`, description };
}

export function applyPageSeo(job: { title: string }): PageSeo {
  return { title: `Apply for ${job.title} · Careers`, description: `Apply for the ${job.title} position.` };
}

export const CONFIRMATION_SEO: PageSeo = {
  title: 'Thank You · Request received',
  description: 'Your request has been received. We will be in touch soon.',
};

export const BOOKING_MANAGE_SEO: PageSeo = {
  title: 'Your booking · Change or cancel',
  description: 'See your call booking, move it to another time or cancel it.',
};

export const BOOKING_RESPOND_SEO: PageSeo = {
  title: 'Booking request · Confirm or decline',
  description: 'Confirm or decline a call booking.',
};
