import { visionTool } from '@sanity/vision';
import { defineConfig } from 'sanity';
import { structureTool } from 'sanity/structure';
import { presentation } from './studio/presentation';
import { schemaTypes } from './studio/schema';
import { structure } from './studio/structure';

const SINGLETON_TYPES = new Set(['siteSettings']);

// SANITY_STUDIO_* variables are the ones the Studio build exposes to the browser.
const projectId = process.env.SANITY_STUDIO_PROJECT_ID ?? 'local';
const dataset = process.env.SANITY_STUDIO_DATASET ?? 'production';

export default defineConfig({
  name: 'default',
  title: 'Studio website',
  projectId,
  dataset,
  plugins: [structureTool({ structure }), presentation, visionTool({ defaultApiVersion: '2025-02-19' })],
  schema: {
    types: schemaTypes,
    // Site settings is edited through its fixed document only, never created anew.
    templates: (templates) => templates.filter(({ schemaType }) => !SINGLETON_TYPES.has(schemaType)),
  },
  document: {
    actions: (actions, { schemaType }) =>
      SINGLETON_TYPES.has(schemaType)
        ? actions.filter(({ action }) => action !== 'duplicate' && action !== 'delete' && action !== 'unpublish')
        : actions,
  },
});
