import { defineDocuments, defineLocations, presentationTool } from 'sanity/presentation';
import { caseStudyPath, jobPositionPath, pagePath, productPagePath } from '../app/lib/document-paths';

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
