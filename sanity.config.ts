import { visionTool } from '@sanity/vision';
import { defineConfig } from 'sanity';
import { structureTool } from 'sanity/structure';
import { isRoutedType } from './app/lib/document-paths';
import { keepFormerSlugs } from './studio/address-history';
import { localAuthStore } from './studio/local-auth';
import { presentation } from './studio/presentation';
import { schemaTypes } from './studio/schema';
import { structure } from './studio/structure';
import { GROUP_TEMPLATES } from './studio/templates';

const SINGLETON_TYPES = new Set(['siteSettings', 'websiteOffer', 'bookingAvailability']);

// SANITY_STUDIO_* variables are the ones the Studio build exposes to the browser.
const projectId = process.env.SANITY_STUDIO_PROJECT_ID ?? 'local';
const dataset = process.env.SANITY_STUDIO_DATASET ?? 'production';

export default defineConfig({
  name: 'default',
  title: 'Studio website',
  projectId,
  dataset,
  ...(projectId === 'local' ? { auth: localAuthStore(dataset) } : {}),
  plugins: [structureTool({ structure }), presentation, visionTool({ defaultApiVersion: '2025-02-19' })],
  schema: {
    types: schemaTypes,
    // Site settings and the website offer are edited through their fixed documents only, never
    // created anew. Grouped lists create documents already in their group.
    templates: (templates) => [
      ...templates.filter(({ schemaType }) => !SINGLETON_TYPES.has(schemaType)),
      ...GROUP_TEMPLATES,
    ],
  },
  document: {
    actions: (actions, { schemaType }) => {
      if (SINGLETON_TYPES.has(schemaType)) {
        return actions.filter(({ action }) => action !== 'duplicate' && action !== 'delete' && action !== 'unpublish');
      }
      // A routed document keeps the slug it leaves when a rename is published (its old address redirects).
      if (isRoutedType(schemaType)) {
        return actions.map((action) => (action.action === 'publish' ? keepFormerSlugs(action) : action));
      }
      return actions;
    },
  },
});
