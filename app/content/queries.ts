import { defineQuery } from 'groq';
import { BOOKING_AVAILABILITY_GROQ } from '../../supabase/functions/_shared/booking-rules.ts';

// Every query the site runs. Both content sources (Sanity and the bundled dataset) run these
// same strings, and tests/integration/content-sources.test.ts checks that they agree.

const SHARE_IMAGE_PROJECTION = `{ "asset": asset->{ _id, url }, alt, crop, hotspot }`;

// A site image: the asset with its size and placeholder, the editor's crop and hotspot, and its
// alternative text or the choice that it is decorative.
const ASSET_PROJECTION = `"asset": asset->{ _id, url, metadata{ dimensions{ width, height }, lqip, isOpaque, palette{ dominant{ background } } } }`;
const IMAGE_PROJECTION = `{
  ${ASSET_PROJECTION},
  alt,
  decorative,
  crop,
  hotspot,
  fallback{ ${ASSET_PROJECTION}, crop, hotspot }
}`;

// What search engines and social sites read about a document.
const SEO_PROJECTION = `seo{ title, description, noindex, canonical, "image": image${SHARE_IMAGE_PROJECTION} }`;

// Written once in the rules module the booking function shares, which reads the same document.
export const BOOKING_AVAILABILITY_QUERY = defineQuery(BOOKING_AVAILABILITY_GROQ);

export const SITE_SETTINGS_QUERY = defineQuery(`*[_type == "siteSettings" && _id == "siteSettings"][0]{
  companyName,
  footerBlurb,
  enquiryEmail,
  phone,
  location,
  businessHours[]{ days, hours },
  socialLinks[]{ platform, url, handle },
  seo{ title, description },
  "socialImage": socialImage${SHARE_IMAGE_PROJECTION},
  "logoUrl": logo.asset->url,
  "areaMap": areaMap${IMAGE_PROJECTION},
  "navigation": {
    headerLinks[]{ label, href },
    headerButton{ label, href },
    mobileLinks[]{ label, href },
    mobileButton{ label, href },
    footerQuickLinksTitle,
    footerQuickLinks[]{ label, href },
    footerLinks[]{ label, href }
  }
}`);

// The website offer: its figures fill the {placeholders} of every text (app/lib/website-offer.ts).
export const WEBSITE_OFFER_QUERY = defineQuery(`*[_type == "websiteOffer" && _id == "websiteOffer"][0]{
  flatRate,
  pagesIncluded,
  extraPagePrice,
  supportPrice,
  supportHours
}`);

// The priced tiers by the name text writes their price with: {api-starter price} (app/lib/website-offer.ts).
export const TIER_PRICES_QUERY = defineQuery(
  `*[_type == "pricingTier" && defined(key.current) && defined(price)]{ "key": key.current, price }`,
);

// The services step 1 of /get-started offers, in the order site settings lists them. A service's
// slug is the value the form sends; its title names the request.
export const SERVICE_REQUEST_OPTIONS_QUERY = defineQuery(
  `array::compact(*[_type == "siteSettings" && _id == "siteSettings"][0].serviceRequestOptions[]->{ "id": slug.current, title, "description": summary, icon })`,
);

const JOB_POSITION_PROJECTION = `{
  "slug": slug.current,
  title,
  department,
  location,
  type,
  description,
  "postedAt": _createdAt,
  "updatedAt": _updatedAt,
  requirements,
  validThrough,
  baseSalary{ minValue, maxValue, unitText, currency }
}`;

export const JOB_POSITIONS_QUERY = defineQuery(
  `*[_type == "jobPosition" && published != false && defined(slug.current)] | order(coalesce(order, 9999) asc, title asc)${JOB_POSITION_PROJECTION}`,
);

export const JOB_POSITION_QUERY = defineQuery(
  `*[_type == "jobPosition" && published != false && slug.current == $slug][0]${JOB_POSITION_PROJECTION}`,
);

const LINK_PROJECTION = `{ label, href, variant }`;

// A case study as a card: on /work, in case-study sections and as a result's source.
const CASE_STUDY_CARD_PROJECTION = `{
  "slug": slug.current,
  title,
  client{ name, industry, "logo": logo${IMAGE_PROJECTION} },
  outcome{ value, measure, timeFrame },
  summary,
  "heroImage": heroImage${IMAGE_PROJECTION},
  "services": array::compact(services[]->{ title, "slug": slug.current }),
  publishedAt
}`;

const TESTIMONIAL_PROJECTION = `{
  _id,
  quote,
  name,
  role,
  company,
  "photo": photo${IMAGE_PROJECTION},
  "caseStudy": caseStudy->{ "slug": slug.current, title }
}`;

const PERSON_PROJECTION = `{ _id, name, role, "photo": photo${IMAGE_PROJECTION}, bio, links[]{ label, url } }`;

/** Published case studies with a slug, in the editors' order, newest first among equals. */
const listedCaseStudies = (filter = '') =>
  `*[_type == "caseStudy" && defined(slug.current)${filter}] | order(coalesce(order, 9999) asc, publishedAt desc)`;

// One projection per section type, shared by every document that has a page builder, so a
// section looks the same on a page and on a product page. References are expanded here.
const SECTIONS_PROJECTION = `sections[]{
    _type,
    _key,
    anchor,
    eyebrow,
    heading,
    intro,
    _type == "cardGridSection" => {
      columns,
      layout,
      // Concatenated with + rather than spread into one array, which TypeGen cannot type.
      "cards": coalesce(array::compact(services[]->{ title, "body": summary, icon, "points": details, link${LINK_PROJECTION} }), [])
        + coalesce(cards[]{ title, body, icon, points, link${LINK_PROJECTION} }, []),
      links[]${LINK_PROJECTION}
    },
    _type == "processSection" => { steps[]{ title, body } },
    _type == "faqSection" => { "faqs": array::compact(faqs[]->{ _id, question, answer }) },
    _type == "statsSection" => { stats[]{ value, label } },
    _type == "logoStripSection" => { scrolling, logos[]{ name, icon, image${IMAGE_PROJECTION} } },
    _type == "pricingSection" => {
      "tiers": array::compact(tiers[]->{
        _id, name, price, priceLabel, unit, description, features, badge, enquiryLabel, cta${LINK_PROJECTION}
      }),
      footnote,
      links[]${LINK_PROJECTION}
    },
    _type == "richTextSection" => { body, image${IMAGE_PROJECTION}, imagePosition },
    _type == "resultsSection" => {
      // A case study's headline outcome comes first, linked to it; results typed in the section follow.
      "results": coalesce(array::compact(caseStudies[]->{
          "metric": outcome.value,
          "label": outcome.measure,
          "caseStudy": { "slug": slug.current, "client": client.name, "logo": client.logo${IMAGE_PROJECTION}, "timeFrame": outcome.timeFrame }
        }), [])
        + coalesce(results[]{ metric, label, detail }, []),
      links[]${LINK_PROJECTION}
    },
    _type == "workSection" => {
      // The chosen case studies, or else the featured ones.
      "caseStudies": select(
        count(caseStudies) > 0 => array::compact(caseStudies[]->${CASE_STUDY_CARD_PROJECTION}),
        ${listedCaseStudies(' && featured == true')}[0...6]${CASE_STUDY_CARD_PROJECTION}
      ),
      links[]${LINK_PROJECTION}
    },
    _type == "testimonialSection" => { "testimonials": array::compact(testimonials[]->${TESTIMONIAL_PROJECTION}) },
    _type == "teamSection" => { "people": array::compact(people[]->${PERSON_PROJECTION}), links[]${LINK_PROJECTION} },
    _type == "ctaSection" => { links[]${LINK_PROJECTION} },
    _type == "splitSection" => { points, links[]${LINK_PROJECTION}, image${IMAGE_PROJECTION}, imagePosition, tone },
    _type == "demoSection" => {
      demos[]{ _key, title, summary, icon, outcome, steps[]{ title, body } },
      links[]${LINK_PROJECTION}
    },
    _type == "apiEndpointsSection" => {
      authNote,
      endpoints[]{ _key, method, path, summary, fields[]{ name, type, description } }
    },
    _type == "apiQuickStartSection" => {
      steps[]{ title, body },
      sampleEndpoint,
      sampleBaseUrl,
      sampleForeground,
      sampleBackground,
      links[]${LINK_PROJECTION}
    },
    _type == "websiteOfferSection" => {
      points,
      priceNote,
      link${LINK_PROJECTION},
      // Filled in from the Website offer like any placeholder an editor types (app/lib/website-offer.ts).
      "price": "{flat rate}"
    }
  }`;

const HERO_PROJECTION = `hero{ eyebrow, heading, typewriter, subheading, links[]${LINK_PROJECTION}, image${IMAGE_PROJECTION}, notes[]{ title, body, icon } }`;

export const PAGE_QUERY = defineQuery(`*[_type == "page" && slug.current == $slug][0]{
  title,
  "slug": slug.current,
  ${SEO_PROJECTION},
  ${HERO_PROJECTION},
  ${SECTIONS_PROJECTION}
}`);

export const PRODUCT_PAGE_QUERY = defineQuery(`*[_type == "productPage" && slug.current == $slug][0]{
  name,
  "slug": slug.current,
  tagline,
  accent,
  ${SEO_PROJECTION},
  ${HERO_PROJECTION},
  ${SECTIONS_PROJECTION},
  links[]${LINK_PROJECTION},
  "otherProducts": *[_type == "productPage" && slug.current != $slug && defined(slug.current) && seo.noindex != true] | order(name asc){ name, "slug": slug.current, tagline }
}`);

export const CASE_STUDIES_QUERY = defineQuery(`${listedCaseStudies()}${CASE_STUDY_CARD_PROJECTION}`);

// A story field: its text blocks as they are, its pictures with their assets.
const story = (field: string) => `${field}[]{ ..., _type == "siteImage" => ${IMAGE_PROJECTION} }`;

export const CASE_STUDY_QUERY = defineQuery(`*[_type == "caseStudy" && slug.current == $slug][0]{
  ...${CASE_STUDY_CARD_PROJECTION},
  "updatedAt": _updatedAt,
  ${SEO_PROJECTION},
  "challenge": ${story('challenge')},
  "approach": ${story('approach')},
  "result": ${story('result')},
  technologies,
  "testimonial": testimonial->${TESTIMONIAL_PROJECTION},
  "gallery": gallery[]${IMAGE_PROJECTION}
}`);

// ——— The blog ———

// A post's author: the person, and the page whose team section introduces them (their section there).
const AUTHOR_PROJECTION = `{
  _id,
  name,
  role,
  "photo": photo${IMAGE_PROJECTION},
  "teamPage": *[_type == "page" && defined(slug.current) && references(^._id)] | order(slug.current asc)[0].slug.current
}`;

// A post as a card, with what the lists filter and order on. Every post is read, scheduled ones
// too: which are out yet is decided when a page is asked for (app/lib/schedule.ts), so a post
// appears at its publish time without a change to the content.
const POST_CARD_PROJECTION = `{
  _id,
  "slug": slug.current,
  title,
  dek,
  publishedAt,
  updatedAt,
  "coverImage": coverImage${IMAGE_PROJECTION},
  "authors": array::compact(authors[]->${AUTHOR_PROJECTION}),
  "categories": array::compact(categories[]->{ title, "slug": slug.current }),
  "caseStudySlugs": array::compact(relatedCaseStudies[]->slug.current),
  "serviceSlugs": array::compact(relatedServices[]->slug.current),
  "words": count(string::split(pt::text(body), " "))
}`;

export const POSTS_QUERY = defineQuery(
  `*[_type == "post" && defined(slug.current) && defined(publishedAt)] | order(publishedAt desc)${POST_CARD_PROJECTION}`,
);

// Where each service's card leads: that page lists the posts about the service.
export const SERVICE_LINKS_QUERY = defineQuery(
  `*[_type == "service" && defined(slug.current) && defined(link.href)]{ "slug": slug.current, "href": link.href }`,
);

export const CATEGORIES_QUERY = defineQuery(
  `*[_type == "category" && defined(slug.current)] | order(title asc){ title, "slug": slug.current, description, "updatedAt": _updatedAt }`,
);

// An article's body: text blocks with their links resolved to the documents they name, figures
// with their assets, case study cards with the case study.
const POST_BODY_PROJECTION = `body[]{
  ...,
  _type == "block" => {
    markDefs[]{
      ...,
      _type == "internalLink" => { "target": reference->{ _type, "slug": slug.current, publishedAt } }
    }
  },
  _type == "callout" => {
    body[]{ ..., markDefs[]{ ..., _type == "internalLink" => { "target": reference->{ _type, "slug": slug.current, publishedAt } } } }
  },
  _type == "postImage" => { ${ASSET_PROJECTION}, alt, caption, crop, hotspot },
  _type == "caseStudyCard" => { "caseStudy": caseStudy->${CASE_STUDY_CARD_PROJECTION} }
}`;

export const POST_QUERY = defineQuery(`*[_type == "post" && slug.current == $slug && defined(publishedAt)][0]{
  ...${POST_CARD_PROJECTION},
  ${SEO_PROJECTION},
  "body": ${POST_BODY_PROJECTION},
  "relatedCaseStudies": array::compact(relatedCaseStudies[]->${CASE_STUDY_CARD_PROJECTION})
}`);

// Everything the sitemap lists, with when it last changed. Positions hidden from the careers
// page are hidden here too.
export const SITEMAP_QUERY = defineQuery(`{
  "pages": *[_type == "page" && defined(slug.current)]{ "slug": slug.current, "updatedAt": _updatedAt, "noindex": seo.noindex },
  "products": *[_type == "productPage" && defined(slug.current)]{ "slug": slug.current, "updatedAt": _updatedAt, "noindex": seo.noindex },
  "jobs": *[_type == "jobPosition" && published != false && defined(slug.current)]{ "slug": slug.current, "updatedAt": _updatedAt },
  "caseStudies": *[_type == "caseStudy" && defined(slug.current)]{ "slug": slug.current, "updatedAt": _updatedAt, "noindex": seo.noindex },
  "posts": *[_type == "post" && defined(slug.current) && defined(publishedAt)]{ "slug": slug.current, publishedAt, updatedAt, "updatedAtSystem": _updatedAt, "noindex": seo.noindex, "categories": categories[]->slug.current }
}`);

// What the catch-all and the document routes need to answer an address no document has: which
// page slugs exist, where editors' redirects point, the former slugs of renamed documents (of the
// routed types, $routedTypes: app/lib/document-paths.ts) and the closed positions. One small query
// for every path, so unknown addresses add no cache entries.
export const ROUTING_QUERY = defineQuery(`{
  "pageSlugs": *[_type == "page" && defined(slug.current)].slug.current,
  "redirects": *[_type == "redirect" && defined(from) && defined(to)]{ from, to, permanent },
  "moved": *[_type in $routedTypes && defined(slug.current) && count(formerSlugs) > 0] | order(_updatedAt desc){
    _type,
    "slug": slug.current,
    formerSlugs,
    publishedAt
  },
  "closedJobs": *[_type == "jobPosition" && published == false && defined(slug.current)]{ "slug": slug.current, title, whenClosed }
}`);
