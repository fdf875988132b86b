import path from 'node:path';
import { defineCliConfig } from 'sanity/cli';

// `npm run typegen` extracts the Studio schema to .sanity/schema.json (git-ignored) and writes the
// types of the schema and of every GROQ query of the site to app/content/sanity.types.ts
// (committed). tests/integration/schema-cli.test.ts runs both into SANITY_TYPEGEN_DIR and compares.
const typegenDir = process.env.SANITY_TYPEGEN_DIR;

export default defineCliConfig({
  api: {
    projectId: process.env.SANITY_STUDIO_PROJECT_ID ?? 'local',
    dataset: process.env.SANITY_STUDIO_DATASET ?? 'production',
  },
  deployment: { autoUpdates: false },
  typegen: {
    path: './app/**/*.{ts,tsx}',
    schema: typegenDir ? path.join(typegenDir, 'schema.json') : '.sanity/schema.json',
    generates: typegenDir ? path.join(typegenDir, 'sanity.types.ts') : 'app/content/sanity.types.ts',
    // Query results are parsed by the content module, never read from a client directly.
    overloadClientMethods: false,
  },
});
