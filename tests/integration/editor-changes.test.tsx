import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import * as careers from '~/routes/careers';
import * as pricing from '~/routes/pricing';
import * as services from '~/routes/services';
import { readSeed, type SeedDocument } from '../support/dataset';
import { renderRoute } from '../support/render-route';

// An editor's change in the Studio ends up in the dataset; the site must show it without a
// code change. This test edits a copy of the bundled dataset the way the Studio would (a job
// title, a price, an FAQ answer) and renders the pages from that copy.

let dir: string;

function edit(documents: SeedDocument[], id: string, change: (document: SeedDocument) => void) {
  const document = documents.find((item) => item._id === id);
  if (!document) throw new Error(`No document ${id} in the seed`);
  change(document);
}

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'dataset-'));
  const documents = readSeed();
  edit(documents, 'jobPosition-proposal-manager', (doc) => {
    doc.title = 'Capture and Proposal Director';
  });
  edit(documents, 'pricingTier-audit-professional', (doc) => {
    doc.price = 1350;
  });
  edit(documents, 'faq-services-1', (doc) => {
    doc.answer = [
      {
        _type: 'block',
        _key: 'edited',
        style: 'normal',
        markDefs: [],
        children: [{ _type: 'span', _key: 'edited-span', text: 'Most apps now ship in 10 to 14 weeks.', marks: [] }],
      },
    ];
  });
  const copy = path.join(dir, 'production.ndjson');
  writeFileSync(copy, `${documents.map((document) => JSON.stringify(document)).join('\n')}\n`);
  vi.stubEnv('CONTENT_DATASET_PATH', copy);
  vi.stubEnv('CONTENT_CACHE_TTL_SECONDS', '0');
});

afterAll(() => {
  vi.unstubAllEnvs();
  rmSync(dir, { recursive: true, force: true });
});

describe('editors’ changes reach the rendered pages', () => {
  it('shows a renamed job on the careers page', async () => {
    const { html } = await renderRoute('/careers', '/careers', careers);
    expect(html).toContain('Capture and Proposal Director');
    expect(html).not.toContain('>Proposal Manager<');
  });

  it('shows a new audit price on the pricing page', async () => {
    const { html } = await renderRoute('/pricing', '/pricing', pricing);
    expect(html).toContain('$1,350');
    expect(html).not.toContain('$1,200');
  });

  it('shows a rewritten FAQ answer on the services page', async () => {
    const { html } = await renderRoute('/services', '/services', services);
    expect(html).toContain('Most apps now ship in 10 to 14 weeks.');
    expect(html).not.toContain('Most mobile apps we build are delivered in 3 to 6 months');
  });
});
