import { defineQuery } from 'groq';

// Every query the site runs. Both content sources (Sanity and the bundled dataset) run these
// same strings, and tests/integration/content-sources.test.ts checks that they agree.

export const SITE_SETTINGS_QUERY = defineQuery(`*[_id == "siteSettings"][0]{
  companyName,
  footerBlurb,
  enquiryEmail,
  phone,
  location,
  businessHours[]{ days, hours },
  socialLinks[]{ platform, url, handle },
  seo{ title, description }
}`);

const JOB_POSITION_PROJECTION = `{
  "slug": slug.current,
  title,
  department,
  location,
  type,
  description,
  requirements
}`;

export const JOB_POSITIONS_QUERY = defineQuery(
  `*[_type == "jobPosition" && published != false && defined(slug.current)] | order(coalesce(order, 9999) asc, title asc)${JOB_POSITION_PROJECTION}`,
);

export const JOB_POSITION_QUERY = defineQuery(
  `*[_type == "jobPosition" && published != false && slug.current == $slug][0]${JOB_POSITION_PROJECTION}`,
);

const LINK_PROJECTION = `{ label, href, variant }`;

export const PAGE_QUERY = defineQuery(`*[_type == "page" && slug.current == $slug][0]{
  title,
  "slug": slug.current,
  seo{ title, description },
  hero{ eyebrow, heading, subheading, links[]${LINK_PROJECTION} },
  sections[]{
    _type,
    _key,
    anchor,
    eyebrow,
    heading,
    intro,
    _type == "cardGridSection" => {
      "cards": array::compact([
        ...coalesce(services[]->{ title, "body": summary, icon, "points": details, link${LINK_PROJECTION} }, []),
        ...coalesce(cards[]{ title, body, icon, points, link${LINK_PROJECTION} }, [])
      ]),
      links[]${LINK_PROJECTION}
    }
  }
}`);
