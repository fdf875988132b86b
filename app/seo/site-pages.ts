// The public pages of the site, as search engines and social cards see them. The routes read
// their content themselves; this list is what the sitemap, the social cards and the tests use
// to know which paths exist and which document words each one.

export interface PageSeo {
  title: string;
  description: string;
}

export interface CodedPageSeo extends PageSeo {
  /** The page's short name, for breadcrumbs. */
  name: string;
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
} as const satisfies Record<string, string>;

/** Pages written in code (typed tools); their search words live here, next to the others. */
export const CODED_PAGE_SEO = {
  '/sandbox': {
    name: 'Accessibility Sandbox',
    title: 'Accessibility Sandbox: Interactive Demo Tools',
    description:
      'Try our mobile app accessibility demos: scanner, screen reader simulator, colour contrast checker, testing playground, AI recommendations and a policy walk-through. Educational simulations.',
  },
  '/real-scan': {
    name: 'Real App Scanner',
    title: 'Real App Scanner: Upload Your iOS, Android or Flutter Build',
    description:
      'Upload .ipa, .apk, .aab or .zip builds to prepare a mobile app accessibility scan against WCAG 2.1 AA. Files stay in your browser.',
  },
  '/mobile-app-quote': {
    name: 'Mobile App Quote Calculator',
    title: 'Mobile App Quote Calculator',
    description:
      'Estimate the cost of your iOS and Android app: screens, features, integrations and timeline, itemised in seconds.',
  },
  '/web-app-quote': {
    name: 'Web App Quote Calculator',
    title: 'Web App Quote Calculator',
    description:
      'Estimate the cost of your web application: pages, features, integrations and timeline, itemised in seconds.',
  },
} as const satisfies Record<string, CodedPageSeo>;

export type ContentPagePath = keyof typeof CONTENT_PAGE_SLUGS;
export type CodedPagePath = keyof typeof CODED_PAGE_SEO;

export function isContentPagePath(path: string): path is ContentPagePath {
  return Object.hasOwn(CONTENT_PAGE_SLUGS, path);
}

export function isCodedPagePath(path: string): path is CodedPagePath {
  return Object.hasOwn(CODED_PAGE_SEO, path);
}

/** Paths that are never listed or indexed: one visitor's result, or machinery. */
export const UNLISTED_PATHS = ['/confirmation'] as const;

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
