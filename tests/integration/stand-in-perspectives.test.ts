import { createClient, type ClientPerspective } from '@sanity/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSanityStandIn, type SanityStandIn } from '../support/sanity-stand-in';

// The Sanity stand-in answers perspectives as the Content Lake does (API 2025-02-19 and later):
// a draft or a release's version stands in for its document under the published id, a stack
// reads its layers in order over published, raw shows every version side by side, and the
// refusals are the API's. The site's preview tests rely on this.

const TOKEN = 'viewer-token';
let standIn: SanityStandIn;

beforeAll(async () => {
  standIn = await startSanityStandIn({
    token: TOKEN,
    visibility: 'public',
    dataset: [
      { _id: 'page-a', _type: 'page', title: 'A published' },
      { _id: 'drafts.page-a', _type: 'page', title: 'A draft' },
      { _id: 'versions.rSpring.page-a', _type: 'page', title: 'A in spring' },
      { _id: 'versions.rSummer.page-a', _type: 'page', title: 'A in summer' },
      { _id: 'page-b', _type: 'page', title: 'B published' },
      { _id: 'versions.rSpring.page-b', _type: 'page', _system: { delete: true } },
      { _id: 'versions.rSpring.page-new', _type: 'page', title: 'New in spring' },
      { _id: 'drafts.page-draft', _type: 'page', title: 'Only a draft' },
    ],
  });
  standIn.createRelease('rSpring', 'Spring launch');
});

afterAll(() => standIn.close());

/** The real client, with the token unless told otherwise. */
const client = (apiVersion = '2025-02-19', token: string | undefined = TOKEN) =>
  createClient({
    projectId: 'standin',
    dataset: 'production',
    apiVersion,
    apiHost: standIn.url,
    useProjectHostname: false,
    useCdn: false,
    token,
  });

const anonymous = () =>
  createClient({
    projectId: 'standin',
    dataset: 'production',
    apiVersion: '2025-02-19',
    apiHost: standIn.url,
    useProjectHostname: false,
    useCdn: false,
  });

const PAGES = '*[_type == "page"] | order(_id asc){ _id, _originalId, title }';
const pages = async (perspective: ClientPerspective, apiVersion?: string) =>
  client(apiVersion).fetch(PAGES, {}, { perspective });

describe('perspectives on the stand-in', () => {
  it('published: the published documents only', async () => {
    expect(await pages('published')).toEqual([
      { _id: 'page-a', _originalId: null, title: 'A published' },
      { _id: 'page-b', _originalId: null, title: 'B published' },
    ]);
  });

  it('drafts: a draft stands in for its document under the published id, and names where it came from', async () => {
    expect(await pages('drafts')).toEqual([
      { _id: 'page-a', _originalId: 'drafts.page-a', title: 'A draft' },
      { _id: 'page-b', _originalId: null, title: 'B published' },
      { _id: 'page-draft', _originalId: 'drafts.page-draft', title: 'Only a draft' },
    ]);
  });

  it('a release stack: the first layer holding a version wins, a document only in the release is there, an unpublish takes one out', async () => {
    expect(await pages(['rSpring', 'drafts'])).toEqual([
      { _id: 'page-a', _originalId: 'versions.rSpring.page-a', title: 'A in spring' },
      { _id: 'page-draft', _originalId: 'drafts.page-draft', title: 'Only a draft' },
      { _id: 'page-new', _originalId: 'versions.rSpring.page-new', title: 'New in spring' },
    ]);
    expect((await pages(['rSummer', 'rSpring']))[0]).toMatchObject({ title: 'A in summer' });
    // Sent as the client sends an array: a comma list.
    expect(standIn.requests.at(-1)?.perspective).toBe('rSummer,rSpring');
  });

  it('a release nobody made is a layer without documents, not an error', async () => {
    expect(await pages(['rNowhere', 'drafts'])).toEqual(await pages('drafts'));
  });

  it('raw: every version side by side, releases themselves included', async () => {
    const ids = (await client().fetch('*[]._id', {}, { perspective: 'raw' })) as string[];
    expect(ids).toEqual(
      expect.arrayContaining(['page-a', 'drafts.page-a', 'versions.rSpring.page-a', '_.releases.rSpring']),
    );
  });

  it('versions and releases need the token, as every id with a dot does', async () => {
    const ids = (await anonymous().fetch('*[]._id', {}, { perspective: 'raw' })) as string[];
    expect(ids.sort()).toEqual(['page-a', 'page-b']);
  });

  it('refuses a release before API version 2025-02-19, and hides versions from it', async () => {
    await expect(pages(['rSpring', 'drafts'], '2024-10-01')).rejects.toMatchObject({
      statusCode: 400,
      message: expect.stringContaining('Complex perspectives are not supported for this version'),
    });
    const ids = (await client('2024-10-01').fetch('*[]._id', {}, { perspective: 'raw' })) as string[];
    expect(ids.some((id) => id.startsWith('versions.'))).toBe(false);
  });

  it('refuses raw in a stack (the client refuses it before sending, the API as well)', async () => {
    await expect(pages(['raw', 'drafts'])).rejects.toThrow(/raw-perspective can not be combined/);
    const response = await fetch(`${standIn.url}/v2025-02-19/data/query/production?query=*&perspective=raw,drafts`, {
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(response.status).toBe(400);
  });
});
