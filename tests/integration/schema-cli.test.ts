import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import * as queries from '~/content/queries';

// Sanity's schema CLI loads the Studio config in plain Node (no Vite): these run the commands
// `npm run typegen` runs, and the schema's own check, and look at what they leave. (The documents
// validation `npm run lint` runs is tested in seed-validation.test.ts.)

const execute = promisify(execFile);
const GENERATED = path.resolve('app/content/sanity.types.ts');

// Inside the project, so the generated file is formatted with the project's Prettier settings as
// `npm run typegen` formats it.
mkdirSync('tests/.artifacts', { recursive: true });
const dir = mkdtempSync(path.resolve('tests/.artifacts/typegen-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function sanity(...args: string[]) {
  return execute(path.resolve('node_modules/.bin/sanity'), args, {
    env: { ...process.env, SANITY_TYPEGEN_DIR: dir, NO_COLOR: '1' },
    timeout: 120_000,
  });
}

describe('the schema CLI', { timeout: 180_000 }, () => {
  it('extracts the Studio schema, and TypeGen writes the committed types from it (run `npm run typegen` when this fails)', async () => {
    await sanity('schema', 'extract', '--path', path.join(dir, 'schema.json'));
    const schema = JSON.parse(readFileSync(path.join(dir, 'schema.json'), 'utf8')) as { name: string; type: string }[];
    const documents = schema.filter((type) => type.type === 'document').map((type) => type.name);
    expect(documents).toEqual(expect.arrayContaining(['page', 'productPage', 'jobPosition', 'siteSettings']));

    await sanity('typegen', 'generate');
    const fresh = readFileSync(path.join(dir, 'sanity.types.ts'), 'utf8');
    expect(
      fresh === readFileSync(GENERATED, 'utf8'),
      'app/content/sanity.types.ts is stale: run `npm run typegen`',
    ).toBe(true);
    // Every query the site runs is typed, none as unknown.
    for (const name of Object.keys(queries)) {
      expect(fresh, name).toMatch(new RegExp(`export type ${name}Result =\\s*(?!\\s|unknown)`));
    }
  });

  it('validates the Studio schema', async () => {
    const { stdout, stderr } = await sanity('schema', 'validate');
    expect(`${stdout}${stderr}`).not.toMatch(/\[ERROR\]/);
  });
});
