import { writeFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { resetEnv } from '~/env.server';
import { UNSTORED_DRAFT_MESSAGE } from '~/submissions/respond.server';
import { action as contactAction } from '~/routes/contact';
import { action as getStartedAction } from '~/routes/get-started';
import { action as auditAction } from '~/routes/professional-audit';
import { args, run } from '../support/action-result';
import { formPost } from '../support/form-data';

// A lead store that cannot be written (its directory would sit under a plain file, as after a
// misconfigured volume): a mail-draft form must not answer success, and must offer the draft.

beforeAll(() => {
  const dir = mkdtempSync(path.join(tmpdir(), 'unwritable-'));
  const blocker = path.join(dir, 'not-a-directory');
  writeFileSync(blocker, '');
  process.env.LEADS_DIR = path.join(blocker, 'leads');
  delete process.env.SUPABASE_URL;
  resetEnv();
});

function expectUnstored(result: { status: number; headers: Headers; body: unknown }, kept: Record<string, string>) {
  expect(result.status).toBe(503);
  expect(Number(result.headers.get('retry-after'))).toBeGreaterThan(0);
  expect(result.body).toMatchObject({
    status: 'error',
    formError: UNSTORED_DRAFT_MESSAGE,
    values: kept,
    mailto: expect.stringMatching(/^mailto:hello@bluebonnetlabs\.studio\?subject=/),
  });
}

describe('a mail-draft form whose lead cannot be stored', () => {
  it('answers the contact form 503 with the values kept and the draft, with and without JavaScript', async () => {
    const contact = { name: 'Ada Lovelace', email: 'ada@example.com', phone: '', company: '', message: 'Hello there' };
    for (const enhanced of [false, true]) {
      const result = await run(() => contactAction(args(formPost('/contact', contact, { enhanced }))));
      expectUnstored(result, { name: 'Ada Lovelace', email: 'ada@example.com', message: 'Hello there' });
    }
  });

  it('answers the audit request 503 instead of a success', async () => {
    const audit = {
      companyName: 'Acme',
      contactName: 'Ada',
      email: 'ada@example.com',
      phone: '',
      appName: 'Acme Go',
      platform: 'both',
      appType: 'finance',
      appStoreUrl: '',
      timeline: 'asap',
      specialRequirements: '',
      budget: '',
    };
    expectUnstored(await run(() => auditAction(args(formPost('/professional-audit', audit)))), {
      appName: 'Acme Go',
    });
  });

  it('does not hand a service request over to the thank-you page', async () => {
    const request = {
      service: 'ui-ux-design',
      name: 'Grace Hopper',
      email: 'grace@example.com',
      phone: '',
      company: '',
    };
    const result = await run(() => getStartedAction(args(formPost('/get-started', request))));
    expectUnstored(result, { name: 'Grace Hopper' });
    expect(result.headers.get('location')).toBeNull();
    expect(result.headers.get('set-cookie')).toBeNull();
  });
});
