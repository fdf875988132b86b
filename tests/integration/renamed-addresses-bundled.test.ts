import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loader as caseStudyLoader } from '~/routes/case-study';
import { loader as editorPageLoader } from '~/routes/editor-page';
import { loader as positionLoader } from '~/routes/position';
import { loader as productLoader } from '~/routes/product';
import { formerSlugsOnPublish } from '../../studio/former-slugs';
import { readSeed, writeDatasetCopy, type SeedDocument } from '../support/dataset';
import { loaderArgs, settle, statusOf } from '../support/route-args';

// The same addresses over the bundled dataset (no Sanity project): a copy of the seed holds the
// renames as the Studio writes them on publish (the new slug and the former ones) and a closed
// position, and each document route answers the old address.

let dir: string;

function rename(documents: SeedDocument[], id: string, slug: string) {
  const index = documents.findIndex((document) => document._id === id);
  const before = documents[index];
  if (!before) throw new Error(`No ${id} in the seed`);
  const draft = { ...before, slug: { _type: 'slug', current: slug } };
  documents[index] = { ...draft, formerSlugs: formerSlugsOnPublish(before, draft) };
}

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'renamed-'));
  const documents = readSeed();
  rename(documents, 'page-privacy', 'privacy-policy');
  rename(documents, 'productPage-secure-id', 'secure-identity');
  rename(documents, 'jobPosition-proposal-manager', 'capture-manager');
  rename(documents, 'caseStudy-freight-invoice-automation', 'freight-invoices');
  const closed = documents.find((document) => document._id === 'jobPosition-local-sales-rep');
  if (!closed) throw new Error('No local sales rep in the seed');
  Object.assign(closed, { published: false, whenClosed: 'gone' });
  vi.stubEnv('CONTENT_DATASET_PATH', writeDatasetCopy(dir, documents));
  vi.stubEnv('CONTENT_CACHE_TTL_SECONDS', '0');
});

afterAll(() => {
  vi.unstubAllEnvs();
  rmSync(dir, { recursive: true, force: true });
});

async function answer(loaded: Promise<unknown>) {
  const result = await settle(loaded);
  return { status: statusOf(result), location: result instanceof Response ? result.headers.get('location') : null };
}

describe('renamed documents in the bundled dataset', () => {
  it('answer their former addresses with a 301 to the current one', async () => {
    expect(await answer(editorPageLoader(loaderArgs('/privacy?ref=footer')))).toEqual({
      status: 301,
      location: '/privacy-policy?ref=footer',
    });
    expect(await answer(productLoader(loaderArgs('/products/secure-id', { slug: 'secure-id' })))).toEqual({
      status: 301,
      location: '/products/secure-identity',
    });
    expect(await answer(positionLoader(loaderArgs('/careers/proposal-manager', { slug: 'proposal-manager' })))).toEqual(
      { status: 301, location: '/careers/capture-manager' },
    );
    expect(
      await answer(
        caseStudyLoader(loaderArgs('/work/freight-invoice-automation', { slug: 'freight-invoice-automation' })),
      ),
    ).toEqual({ status: 301, location: '/work/freight-invoices' });
  });

  it('answer a closed position as its editor chose, and an unknown slug with 404', async () => {
    expect(
      (await answer(positionLoader(loaderArgs('/careers/local-sales-rep', { slug: 'local-sales-rep' })))).status,
    ).toBe(410);
    expect((await answer(productLoader(loaderArgs('/products/no-such', { slug: 'no-such' })))).status).toBe(404);
  });
});
