import type {
  BlogPosting,
  BreadcrumbList,
  CreativeWork,
  DayOfWeek,
  FAQPage,
  JobPosting,
  ListItem,
  Offer,
  OfferCatalog,
  OpeningHoursSpecification,
  ProfessionalService,
  MonetaryAmount,
  SoftwareApplication,
  Thing,
  UnitPriceSpecification,
  WebSite,
} from 'schema-dts';
import { escapeHtml } from '../../supabase/functions/_shared/text.ts';
import { field, isObject, listField, textField, textListField } from './read-data';

// Structured data (JSON-LD) for every page, built from the same content the page shows, so
// search engines can show the studio, its positions, FAQs, prices and products as rich results.

export interface SiteFacts {
  origin: string;
  companyName: string;
  description: string;
  phone: string;
  location: string;
  logoUrl: string;
  businessHours: { days: string; hours: string }[];
  socialLinks: { url: string }[];
}

const WEEK: DayOfWeek[] = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

function dayIndex(name: string): number {
  return WEEK.findIndex(
    (day) => typeof day === 'string' && day.toLowerCase().startsWith(name.toLowerCase().slice(0, 3)),
  );
}

/** "9am", "5:30pm", "17:00" → "09:00", "17:30", "17:00"; null when it is not a time. */
function clockTime(text: string): string | null {
  const match = /^(\d{1,2})(?::(\d{2}))?\s*(am|pm)?$/i.exec(text.trim());
  if (!match) return null;
  let hours = Number(match[1]);
  const minutes = Number(match[2] ?? '0');
  const half = match[3]?.toLowerCase();
  if (half === 'pm' && hours < 12) hours += 12;
  if (half === 'am' && hours === 12) hours = 0;
  if (hours > 23 || minutes > 59) return null;
  return `${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`;
}

/**
 * Reads the business hours as editors write them ("Monday – Friday", "9am-5pm CST") into
 * opening-hours specifications. Rows it cannot read (or "Closed") are left out.
 */
export function openingHours(rows: { days: string; hours: string }[]): OpeningHoursSpecification[] {
  return rows.flatMap((row) => {
    const [fromName, toName] = row.days.split(/\s*[–—-]\s*|\s+to\s+/i);
    const hours = /^\s*([\d:]+\s*(?:am|pm)?)\s*[–—-]\s*([\d:]+\s*(?:am|pm)?)/i.exec(row.hours);
    if (!fromName || !hours?.[1] || !hours[2]) return [];
    const from = dayIndex(fromName);
    const to = toName ? dayIndex(toName) : from;
    const opens = clockTime(hours[1]);
    const closes = clockTime(hours[2]);
    if (from < 0 || to < from || !opens || !closes) return [];
    return [
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: WEEK.slice(from, to + 1),
        opens,
        closes,
      } satisfies OpeningHoursSpecification,
    ];
  });
}

/** "Dallas-Fort Worth, Texas" → locality and region. */
function postalAddress(location: string) {
  const cut = location.lastIndexOf(',');
  const locality = (cut < 0 ? location : location.slice(0, cut)).replace(/\s*\(.*\)\s*$/, '').trim();
  const region = cut < 0 ? undefined : location.slice(cut + 1).trim();
  return {
    '@type': 'PostalAddress' as const,
    addressLocality: locality,
    ...(region ? { addressRegion: region } : {}),
    addressCountry: 'US',
  };
}

const organizationId = (origin: string) => `${origin}/#organization`;

export function organization(site: SiteFacts): ProfessionalService {
  return {
    '@type': 'ProfessionalService',
    '@id': organizationId(site.origin),
    name: site.companyName,
    description: site.description,
    url: `${site.origin}/`,
    logo: site.logoUrl,
    image: site.logoUrl,
    telephone: site.phone,
    address: postalAddress(site.location),
    areaServed: { '@type': 'Country', name: 'United States' },
    openingHoursSpecification: openingHours(site.businessHours),
    sameAs: site.socialLinks.map((link) => link.url),
  };
}

function website(site: SiteFacts): WebSite {
  return {
    '@type': 'WebSite',
    '@id': `${site.origin}/#website`,
    name: site.companyName,
    url: `${site.origin}/`,
    publisher: { '@id': organizationId(site.origin) },
  };
}

function breadcrumbs(origin: string, trail: { name: string; path: string }[]): BreadcrumbList {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: [{ name: 'Home', path: '/' }, ...trail].map((crumb, index): ListItem => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: `${origin}${crumb.path}`,
    })),
  };
}

/** Portable Text as plain paragraphs, for answers in structured data. */
export function plainText(blocks: unknown[]): string {
  return blocks
    .flatMap((block) =>
      field(block, '_type') === 'block'
        ? [
            listField(block, 'children')
              .map((child) => textField(child, 'text') ?? '')
              .join(''),
          ]
        : [],
    )
    .filter((text) => text.trim() !== '')
    .join('\n\n');
}

function faqPage(faqs: { question: string; answer: unknown[] }[]): FAQPage {
  return {
    '@type': 'FAQPage',
    mainEntity: faqs.map((faq) => ({
      '@type': 'Question',
      name: faq.question,
      acceptedAnswer: { '@type': 'Answer', text: plainText(faq.answer) },
    })),
  };
}

/** UN/CEFACT codes (what schema.org's unitCode takes) of the periods a price can be per. */
const PERIOD_CODES: [RegExp, string, string][] = [
  [/^(?:hour|hr)s?$/i, 'HUR', 'hour'],
  [/^days?$/i, 'DAY', 'day'],
  [/^(?:week|wk)s?$/i, 'WEE', 'week'],
  [/^(?:month|mo|monthly)s?$/i, 'MON', 'month'],
  [/^(?:year|yr|annual|annually)s?$/i, 'ANN', 'year'],
];

/**
 * What a price is for, as the page shows it after the figure ("/month", "/mo", "per mobile app"):
 * a unit price, with the period's code when it is a period, so "$29 /month" is not read as a
 * one-time $29.
 */
function unitPrice(price: number, unit: string): UnitPriceSpecification | null {
  const text = unit
    .trim()
    .replace(/^(?:\/|per\s+|a\s+|an\s+)/i, '')
    .trim();
  if (text === '') return null;
  const period = PERIOD_CODES.find(([pattern]) => pattern.test(text));
  const quantity = period
    ? { '@type': 'QuantitativeValue' as const, value: 1, unitCode: period[1] }
    : { '@type': 'QuantitativeValue' as const, value: 1, unitText: text };
  return {
    '@type': 'UnitPriceSpecification',
    price,
    priceCurrency: 'USD',
    ...(period ? { unitCode: period[1], unitText: period[2] } : { unitText: text }),
    referenceQuantity: quantity,
  };
}

export interface PricedTier {
  name: string;
  price?: number;
  unit?: string;
  description: string;
}

/** The tiers with a price as offers; a tier priced "Custom" has none (an Offer needs a price). */
function offers(tiers: PricedTier[], url: string): Offer[] {
  return tiers.flatMap((tier): Offer[] => {
    if (tier.price === undefined) return [];
    const specification = tier.unit ? unitPrice(tier.price, tier.unit) : null;
    return [
      {
        '@type': 'Offer',
        name: tier.name,
        description: tier.description,
        price: tier.price,
        priceCurrency: 'USD',
        ...(specification ? { priceSpecification: specification } : {}),
        url,
      },
    ];
  });
}

export function offerCatalog(name: string, tiers: PricedTier[], url: string): OfferCatalog | null {
  const items = offers(tiers, url);
  if (items.length === 0) return null;
  return { '@type': 'OfferCatalog', name, itemListElement: items };
}

const EMPLOYMENT_TYPES: Record<string, string> = {
  'full-time': 'FULL_TIME',
  'part-time': 'PART_TIME',
  contract: 'CONTRACTOR',
  contractor: 'CONTRACTOR',
  temporary: 'TEMPORARY',
  internship: 'INTERN',
  intern: 'INTERN',
};

export interface JobFacts {
  slug: string;
  title: string;
  description: string;
  location: string;
  type: string;
  requirements: string[];
  postedAt?: string;
  /** The last day applications are taken (YYYY-MM-DD). */
  validThrough?: string;
  baseSalary?: { minValue: number; maxValue?: number; unitText: string; currency: string };
}

function monetaryAmount(salary: NonNullable<JobFacts['baseSalary']>): MonetaryAmount {
  const range = salary.maxValue !== undefined && salary.maxValue !== salary.minValue;
  return {
    '@type': 'MonetaryAmount',
    currency: salary.currency,
    value: {
      '@type': 'QuantitativeValue',
      ...(range ? { minValue: salary.minValue, maxValue: salary.maxValue } : { value: salary.minValue }),
      unitText: salary.unitText,
    },
  };
}

export function jobPosting(job: JobFacts, site: SiteFacts): JobPosting {
  const remote = /\bremote\b/i.test(job.location);
  // "Remote / Dallas": remote, with an office to come to as well.
  const places = job.location
    .split('/')
    .map((place) => place.trim())
    .filter((place) => place !== '' && !/^remote$/i.test(place));
  // Search engines read a posting's description as HTML: the editor's text is escaped into it.
  const description = [
    `<p>${escapeHtml(job.description)}</p>`,
    job.requirements.length > 0
      ? `<p>Requirements:</p><ul>${job.requirements.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`
      : '',
  ].join('');
  return {
    '@type': 'JobPosting',
    title: job.title,
    description,
    ...(job.postedAt ? { datePosted: job.postedAt.slice(0, 10) } : {}),
    // The end of the last day applications are taken, in the studio's time zone (US Central).
    ...(job.validThrough ? { validThrough: `${job.validThrough}T23:59:59-06:00` } : {}),
    ...(job.baseSalary ? { baseSalary: monetaryAmount(job.baseSalary) } : {}),
    employmentType: EMPLOYMENT_TYPES[job.type.trim().toLowerCase()] ?? 'OTHER',
    hiringOrganization: {
      '@type': 'Organization',
      '@id': organizationId(site.origin),
      name: site.companyName,
      sameAs: `${site.origin}/`,
      logo: site.logoUrl,
    },
    url: `${site.origin}/careers/${job.slug}`,
    directApply: true,
    ...(remote
      ? {
          jobLocationType: 'TELECOMMUTE',
          applicantLocationRequirements: { '@type': 'Country', name: 'United States' },
        }
      : {}),
    ...(places.length > 0
      ? { jobLocation: places.map((place) => ({ '@type': 'Place' as const, address: postalAddress(place) })) }
      : {}),
  };
}

/** A product; with offers when its page shows prices (a pricing section), never invented ones. */
function softwareApplication(
  product: { name: string; slug: string; description: string; tiers?: PricedTier[] },
  site: SiteFacts,
): SoftwareApplication {
  const url = `${site.origin}/products/${product.slug}`;
  const priced = offers(product.tiers ?? [], url);
  return {
    '@type': 'SoftwareApplication',
    name: product.name,
    description: product.description,
    url,
    applicationCategory: 'BusinessApplication',
    operatingSystem: 'Web',
    publisher: { '@id': organizationId(site.origin) },
    ...(priced.length > 0 ? { offers: priced } : {}),
  };
}

// The parts of a route's loader data that structured data reads, checked field by field,
// because the data arrives from whichever route matched.

function faqsOf(section: unknown): { question: string; answer: unknown[] }[] {
  if (field(section, '_type') !== 'faqSection') return [];
  return listField(section, 'faqs').flatMap((faq) => {
    const question = textField(faq, 'question');
    return question ? [{ question, answer: listField(faq, 'answer') }] : [];
  });
}

function tiersOf(section: unknown): PricedTier[] {
  if (field(section, '_type') !== 'pricingSection') return [];
  return listField(section, 'tiers').flatMap((tier) => {
    const name = textField(tier, 'name');
    const price = field(tier, 'price');
    return name
      ? [
          {
            name,
            price: typeof price === 'number' ? price : undefined,
            unit: textField(tier, 'unit'),
            description: textField(tier, 'description') ?? '',
          },
        ]
      : [];
  });
}

function catalogOf(section: unknown, pageUrl: string): OfferCatalog | null {
  const heading = textField(section, 'heading');
  if (field(section, '_type') !== 'pricingSection' || !heading) return null;
  return offerCatalog(heading, tiersOf(section), pageUrl);
}

function salaryOf(job: unknown): JobFacts['baseSalary'] {
  const salary = field(job, 'baseSalary');
  const minValue = field(salary, 'minValue');
  const maxValue = field(salary, 'maxValue');
  const unitText = textField(salary, 'unitText');
  const currency = textField(salary, 'currency');
  if (typeof minValue !== 'number' || !unitText || !currency) return undefined;
  return { minValue, ...(typeof maxValue === 'number' ? { maxValue } : {}), unitText, currency };
}

function jobOf(data: unknown): JobFacts | null {
  const job = field(data, 'job');
  const [slug, title, description, location, type] = ['slug', 'title', 'description', 'location', 'type'].map((key) =>
    textField(job, key),
  );
  if (!slug || !title || !description || !location || !type) return null;
  return {
    slug,
    title,
    description,
    location,
    type,
    requirements: textListField(job, 'requirements'),
    postedAt: textField(job, 'postedAt'),
    validThrough: textField(job, 'validThrough'),
    baseSalary: salaryOf(job),
  };
}

interface CaseStudyFacts {
  slug: string;
  title: string;
  summary: string;
  client: string;
  publishedAt: string;
  updatedAt?: string;
  image?: string;
  services: string[];
}

/** A case study as a creative work the studio made for a named client. */
function caseStudyWork(caseStudy: CaseStudyFacts, site: SiteFacts): CreativeWork {
  return {
    '@type': 'CreativeWork',
    name: caseStudy.title,
    headline: caseStudy.title,
    abstract: caseStudy.summary,
    url: `${site.origin}/work/${caseStudy.slug}`,
    datePublished: caseStudy.publishedAt,
    ...(caseStudy.updatedAt ? { dateModified: caseStudy.updatedAt.slice(0, 10) } : {}),
    ...(caseStudy.image ? { image: caseStudy.image } : {}),
    ...(caseStudy.services.length > 0 ? { keywords: caseStudy.services.join(', ') } : {}),
    creator: { '@type': 'Organization', '@id': organizationId(site.origin), name: site.companyName },
    // The client who commissioned the work.
    funder: { '@type': 'Organization', name: caseStudy.client },
  };
}

function caseStudyOf(data: unknown): CaseStudyFacts | null {
  const work = field(data, 'caseStudy');
  const [slug, title, summary, client, publishedAt] = ['slug', 'title', 'summary', 'client', 'publishedAt'].map((key) =>
    textField(work, key),
  );
  if (!slug || !title || !summary || !client || !publishedAt) return null;
  return {
    slug,
    title,
    summary,
    client,
    publishedAt,
    updatedAt: textField(work, 'updatedAt'),
    image: textField(work, 'image'),
    services: textListField(work, 'services'),
  };
}

interface PostFacts {
  slug: string;
  title: string;
  dek: string;
  publishedAt: string;
  updatedAt?: string;
  image?: string;
  authors: { name: string; role?: string }[];
  categories: string[];
  words?: number;
}

/** An article of the blog: who wrote it, when, and the studio that publishes it. */
function blogPosting(post: PostFacts, site: SiteFacts): BlogPosting {
  const url = `${site.origin}/blog/${post.slug}`;
  const image = post.image?.startsWith('/') ? `${site.origin}${post.image}` : post.image;
  return {
    '@type': 'BlogPosting',
    '@id': `${url}#article`,
    headline: post.title,
    description: post.dek,
    url,
    mainEntityOfPage: url,
    datePublished: post.publishedAt,
    dateModified: post.updatedAt ?? post.publishedAt,
    ...(image ? { image } : {}),
    author: post.authors.map((author) => ({
      '@type': 'Person',
      name: author.name,
      ...(author.role ? { jobTitle: author.role } : {}),
      worksFor: { '@id': organizationId(site.origin) },
    })),
    publisher: {
      '@type': 'Organization',
      '@id': organizationId(site.origin),
      name: site.companyName,
      logo: { '@type': 'ImageObject', url: site.logoUrl },
    },
    ...(post.categories.length > 0 ? { articleSection: post.categories } : {}),
    ...(post.words ? { wordCount: post.words } : {}),
    inLanguage: 'en-US',
  };
}

function postOf(data: unknown): PostFacts | null {
  const post = field(data, 'post');
  const [slug, title, dek, publishedAt] = ['slug', 'title', 'dek', 'publishedAt'].map((key) => textField(post, key));
  if (!slug || !title || !dek || !publishedAt) return null;
  const authors = listField(post, 'authors').flatMap((author) => {
    const name = textField(author, 'name');
    return name ? [{ name, role: textField(author, 'role') }] : [];
  });
  const words = field(post, 'words');
  return {
    slug,
    title,
    dek,
    publishedAt,
    updatedAt: textField(post, 'updatedAt'),
    image: textField(post, 'image'),
    authors,
    categories: textListField(post, 'categories'),
    words: typeof words === 'number' ? words : undefined,
  };
}

function sectionsData(sections: unknown[], pageUrl: string): Thing[] {
  const faqs = sections.flatMap(faqsOf);
  const catalogs = sections.flatMap((section) => catalogOf(section, pageUrl) ?? []);
  return [...(faqs.length > 0 ? [faqPage(faqs)] : []), ...catalogs];
}

/**
 * The whole graph for one page: the studio and the site everywhere, then what the matched
 * route shows (breadcrumbs, FAQs, prices, a position, a product).
 */
export function pageGraph(site: SiteFacts, pathname: string, routeData: unknown, sections: unknown[] = []): Thing[] {
  const graph: Thing[] = [organization(site), website(site)];
  if (pathname === '/') return graph;
  const url = `${site.origin}${pathname}`;

  const job = /^\/careers\/[^/]+$/.test(pathname) ? jobOf(routeData) : null;
  if (job) {
    graph.push(
      breadcrumbs(site.origin, [
        { name: 'Careers', path: '/careers' },
        { name: job.title, path: pathname },
      ]),
      jobPosting(job, site),
    );
    return graph;
  }

  const work = /^\/work\/[^/]+$/.test(pathname) ? caseStudyOf(routeData) : null;
  if (work) {
    graph.push(
      breadcrumbs(site.origin, [
        { name: 'Work', path: '/work' },
        { name: work.title, path: pathname },
      ]),
      caseStudyWork(work, site),
    );
    return graph;
  }

  const post = /^\/blog\/[^/]+$/.test(pathname) ? postOf(routeData) : null;
  if (post) {
    graph.push(
      breadcrumbs(site.origin, [
        { name: 'Blog', path: '/blog' },
        { name: post.title, path: pathname },
      ]),
      blogPosting(post, site),
    );
    return graph;
  }

  const page = field(routeData, 'page');
  const name = textField(page, 'name');
  const slug = textField(page, 'slug');
  const description = textField(field(page, 'seo'), 'description');
  if (pathname.startsWith('/products/') && name && slug && description) {
    graph.push(
      breadcrumbs(site.origin, [{ name, path: pathname }]),
      softwareApplication({ name, slug, description, tiers: sections.flatMap(tiersOf) }, site),
    );
    return graph;
  }

  const title = textField(page, 'title');
  if (isObject(page) && title) {
    graph.push(breadcrumbs(site.origin, [{ name: title, path: pathname }]));
    graph.push(...sectionsData(sections, url));
    return graph;
  }

  return graph;
}

/**
 * The graph as the text of a JSON-LD `<script>`. A script's text is raw: the HTML parser reads no
 * character references in it and ends it at the first `</script`, and `<!--` in it changes how
 * that end is found. Both need a `<`, and JSON has `<` only inside strings, where `\u003c` is the
 * same character: so every `<` is written so, and nothing an editor types can end the script or
 * hide its end. `&` and `>` need nothing (no references are read, and `>` ends nothing alone);
 * U+2028 and U+2029 matter only to JavaScript, and a data block is not run.
 */
export function jsonLd(graph: Thing[]): string {
  return JSON.stringify({ '@context': 'https://schema.org', '@graph': graph }).replace(/</g, '\\u003c');
}
