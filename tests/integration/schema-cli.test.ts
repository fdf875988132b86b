import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import * as queries from '~/content/queries';
import { readSeed, writeDatasetCopy } from '../support/dataset';

// Sanity's schema CLI loads the Studio config in plain Node (no Vite): these run the commands a
// developer runs (`npm run typegen`, `npm run lint`) and check what they leave.

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

describe('the documents validation `npm run lint` runs', { timeout: 120_000 }, () => {
  const script = path.resolve('studio/validate-documents.ts');
  const tsx = path.resolve('node_modules/.bin/tsx');

  it('passes on the bundled dataset', async () => {
    const { stdout } = await execute(tsx, [script], { timeout: 120_000 });
    expect(stdout).toMatch(/studio\/seed\/production\.ndjson: \d+ documents, 0 problems/);
  });

  it('fails on a document the Studio would refuse, naming it and the field', async () => {
    const seed = readSeed();
    const job = seed.find((document) => document._type === 'jobPosition');
    if (!job) throw new Error('The seed has no job position');
    const copy = writeDatasetCopy(
      dir,
      seed.map((document) => (document === job ? { ...job, title: '' } : document)),
    );
    const failed = await execute(tsx, [script, copy], { timeout: 120_000 }).then(
      () => undefined,
      (error: { code: number; stderr: string }) => error,
    );
    expect(failed?.code).toBe(1);
    expect(failed?.stderr).toContain(`error ${job._id} title:`);
  });
});
