import { defineDocuments, presentationTool } from 'sanity/presentation';
import { documentLocations } from './locations';

// The Presentation tool: the site in an iframe, in preview mode (drafts, a release or published
// content, as the editor picks in the Studio; visual editing). SANITY_STUDIO_PREVIEW_URL is where
// the site runs; the site must list the Studio's origin in SANITY_STUDIO_URL so it lets the Studio
// frame its preview pages.
const previewOrigin = process.env.SANITY_STUDIO_PREVIEW_URL ?? 'http://localhost:5173';

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
    // Where each document shows, listed on the document in the Studio (studio/locations.ts).
    locations: documentLocations,
  },
});
