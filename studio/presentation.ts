import { defineDocuments, defineLocations, presentationTool } from 'sanity/presentation';
import {
  BLOG_PATH,
  caseStudyPath,
  categoryPath,
  jobPositionPath,
  pagePath,
  postPath,
  productPagePath,
} from '../app/lib/document-paths';

// The Presentation tool: the site in an iframe, in preview mode (drafts, visual editing).
// SANITY_STUDIO_PREVIEW_URL is where the site runs; the site must list the Studio's origin in
// SANITY_STUDIO_URL so it lets the Studio frame its preview pages.
const previewOrigin = process.env.SANITY_STUDIO_PREVIEW_URL ?? 'http://localhost:5173';

/** A selected field as a string, if it is one (selections are untyped). */
const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);

/** One location from a document's selected title and slug, or none until it has a slug. */
function locate(title: unknown, slug: unknown, path: (slug: string) => string) {
  const current = text(slug);
  return current ? [{ title: text(title) ?? path(current), href: path(current) }] : undefined;
}

export const presentation = presentationTool({
  previewUrl: {
    origin: previewOrigin,
    previewMode: { enable: '/api/preview-mode/enable', disable: '/api/preview-mode/disable' },
  },
  resolve: {
    // Which document a URL shows, so the tool opens it next to the page.
    mainDocuments: defineDocuments([
      { route: '/', filter: `_type == "page" && slug.current == "home"` },
      { route: '/products/:slug', filter: `_type == "productPage" && slug.current == $slug` },
      { route: '/careers/:slug', filter: `_type == "jobPosition" && slug.current == $slug` },
      { route: '/work/:slug', filter: `_type == "caseStudy" && slug.current == $slug` },
      { route: '/blog/category/:slug', filter: `_type == "category" && slug.current == $slug` },
      { route: '/blog/:slug', filter: `_type == "post" && slug.current == $slug` },
      // Any other address, nested ones too (/guides/accessibility): a page by its slug.
      { route: '/:slug(.+)', filter: `_type == "page" && slug.current == $slug` },
    ]),
    // Where a document shows, listed on the document in the Studio.
    locations: {
      page: defineLocations({
        select: { title: 'title', slug: 'slug.current' },
        resolve: (doc) => {
          const locations = locate(doc?.title, doc?.slug, pagePath);
          return locations ? { locations } : null;
        },
      }),
      productPage: defineLocations({
        select: { name: 'name', slug: 'slug.current' },
        resolve: (doc) => {
          const locations = locate(doc?.name, doc?.slug, productPagePath);
          return locations ? { locations } : null;
        },
      }),
      // A redirect shows where it lands (on this site), so the editor can check the target.
      redirect: defineLocations({
        select: { from: 'from', to: 'to' },
        resolve: (doc) => {
          const to = text(doc?.to);
          if (!to?.startsWith('/')) return null;
          return { locations: [{ title: `${text(doc?.from) ?? '?'} → ${to}`, href: to }] };
        },
      }),
      caseStudy: defineLocations({
        select: { title: 'title', slug: 'slug.current' },
        resolve: (doc) => {
          const locations = locate(doc?.title, doc?.slug, caseStudyPath);
          return locations ? { locations: [...locations, { title: 'Work', href: '/work' }] } : null;
        },
      }),
      // A post shows at its own address, in the blog's list and its categories' lists, and on the
      // case studies it names as related work (which list the posts that name them).
      post: defineLocations({
        select: {
          title: 'title',
          slug: 'slug.current',
          category0: 'categories.0.slug.current',
          category0Title: 'categories.0.title',
          category1: 'categories.1.slug.current',
          category1Title: 'categories.1.title',
          work0: 'relatedCaseStudies.0.slug.current',
          work0Title: 'relatedCaseStudies.0.title',
          work1: 'relatedCaseStudies.1.slug.current',
          work1Title: 'relatedCaseStudies.1.title',
        },
        resolve: (doc) => {
          const own = locate(doc?.title, doc?.slug, postPath);
          if (!own) return null;
          const categories = [
            ...(locate(doc?.category0Title, doc?.category0, categoryPath) ?? []),
            ...(locate(doc?.category1Title, doc?.category1, categoryPath) ?? []),
          ];
          const work = [
            ...(locate(doc?.work0Title, doc?.work0, caseStudyPath) ?? []),
            ...(locate(doc?.work1Title, doc?.work1, caseStudyPath) ?? []),
          ];
          return { locations: [...own, { title: 'Blog', href: BLOG_PATH }, ...categories, ...work] };
        },
      }),
      category: defineLocations({
        select: { title: 'title', slug: 'slug.current' },
        resolve: (doc) => {
          const locations = locate(doc?.title, doc?.slug, categoryPath);
          return locations ? { locations: [...locations, { title: 'Blog', href: BLOG_PATH }] } : null;
        },
      }),
      jobPosition: defineLocations({
        select: { title: 'title', slug: 'slug.current' },
        resolve: (doc) => {
          const locations = locate(doc?.title, doc?.slug, jobPositionPath);
          return locations ? { locations: [...locations, { title: 'Careers', href: '/careers' }] } : null;
        },
      }),
    },
  },
});
