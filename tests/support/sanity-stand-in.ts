import { createHash, randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { jsonPath } from '@sanity/client/csm';
import { evaluate, parse } from 'groq-js';
import { assetFileName, describeImage, importAssets } from '~/content/image-assets.server';
import { SEED_PATH } from './dataset';

export interface StandInRequest {
  method: string;
  path: string;
  query: string;
  params: Record<string, unknown>;
  perspective: string;
  authorization?: string;
}

export interface StandInDocument {
  _id: string;
  _type: string;
  [key: string]: unknown;
}

/** A release's state, as the Content Releases API names them. */
export type ReleaseState = 'active' | 'scheduled' | 'published' | 'archived';

/** How the stand-in answers queries: normally, or accepting connections and never answering. */
export type StandInMode = 'normal' | 'hang';

export interface SanityStandIn {
  url: string;
  requests: StandInRequest[];
  /** Switches between answering and hanging (accepts the connection, never answers). */
  setMode(mode: StandInMode): void;
  /** Answers every query this many milliseconds late (0: at once), as a loaded API does. */
  setLatency(ms: number): void;
  /**
   * Writes a document the way the Studio's publish (or an edit of a draft, `drafts.` id) does,
   * and tells every live-events listener with the document's sync tag.
   */
  publish(document: StandInDocument): void;
  /**
   * Removes a published document the way the Studio's unpublish (or delete) does, and tells
   * every live-events listener with the document's sync tag.
   */
  unpublish(id: string): void;
  /** Sends a `restart` event to every live-events listener, as Sanity does after an outage. */
  restartLive(): void;
  /** How many live-events connections are open. */
  liveConnections(): number;
  /** Stores a preview secret the way the Presentation tool does and returns the secret. */
  createPreviewSecret(studioUrl: string): string;
  /**
   * Creates a content release (`_.releases.<id>`, type `system.release`) as the Studio does; its
   * documents are versions, written with `publish({ _id: 'versions.<id>.<document id>', … })`.
   */
  createRelease(id: string, title: string, state?: ReleaseState): void;
  close(): Promise<void>;
}

async function readBytes(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
  return Buffer.concat(chunks);
}

async function readBody(request: IncomingMessage): Promise<string> {
  return (await readBytes(request)).toString('utf8');
}

function parseJsonObject(text: string): Record<string, unknown> {
  const value: unknown = JSON.parse(text);
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new Error('expected a JSON object');
  return Object.fromEntries(Object.entries(value));
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Sanity's sync tags are opaque strings; this one is stable per published document id. */
export function syncTagOf(id: string): string {
  return `s1:${createHash('sha256')
    .update(id.replace(/^drafts\./, ''))
    .digest('base64url')
    .slice(0, 6)}`;
}

/**
 * The tag of every document of one type. A query that filters on a type depends on documents
 * that do not exist yet (a newly published page must reach a list of pages), so, as Sanity does
 * from the query plan, its answer carries the type's tag and a publish names it too.
 */
export function typeSyncTagOf(type: string): string {
  return syncTagOf(`type:${type}`);
}

/**
 * The document types a query filters on: `_type == "page"`, `_type in ["page", "post"]`, or
 * `_type in $types` with the list given as a parameter.
 */
function queriedTypes(query: string, params: Record<string, unknown>): string[] {
  const equal = [...query.matchAll(/_type\s*==\s*"([\w.-]+)"/g)].flatMap((match) => (match[1] ? [match[1]] : []));
  const listed = [...query.matchAll(/_type\s+in\s+\[([^\]]*)\]/g)].flatMap((match) =>
    [...(match[1] ?? '').matchAll(/"([\w.-]+)"/g)].flatMap((name) => (name[1] ? [name[1]] : [])),
  );
  const given = [...query.matchAll(/_type\s+in\s+\$(\w+)/g)].flatMap((match) => {
    const list = params[match[1] ?? ''];
    return Array.isArray(list) ? list.filter((name): name is string => typeof name === 'string') : [];
  });
  return [...equal, ...listed, ...given];
}

type PathSegment = string | number | { _key: string; _index: number };

/** Every string leaf of a document with its path, the way a content source map addresses it. */
function stringLeaves(value: unknown, path: PathSegment[] = [], out: [string, PathSegment[]][] = []) {
  if (typeof value === 'string') out.push([value, path]);
  else if (Array.isArray(value)) {
    value.forEach((item: unknown, index) => {
      const key = isRecord(item) && typeof item._key === 'string' ? item._key : undefined;
      stringLeaves(item, [...path, key ? { _key: key, _index: index } : index], out);
    });
  } else if (isRecord(value)) {
    for (const [key, item] of Object.entries(value)) {
      if (!key.startsWith('_')) stringLeaves(item, [...path, key], out);
    }
  }
  return out;
}

/**
 * A content source map for a result: each string in the result that is a field value of a
 * document points at that document and field. Sanity derives this from the query plan; matching
 * values is enough for the projections this site uses, and produces the same format.
 */
function sourceMap(result: unknown, documents: StandInDocument[]) {
  const index = new Map<string, { document: StandInDocument; path: PathSegment[] }>();
  for (const document of documents) {
    for (const [value, path] of stringLeaves(document)) {
      if (value.trim() !== '' && !index.has(value)) index.set(value, { document, path });
    }
  }
  const usedDocuments: StandInDocument[] = [];
  const paths: string[] = [];
  const mappings: Record<string, unknown> = {};
  for (const [value, resultPath] of stringLeaves(result)) {
    const source = index.get(value);
    if (!source) continue;
    let documentIndex = usedDocuments.indexOf(source.document);
    if (documentIndex < 0) documentIndex = usedDocuments.push(source.document) - 1;
    const sourcePath = jsonPath(source.path);
    let pathIndex = paths.indexOf(sourcePath);
    if (pathIndex < 0) pathIndex = paths.push(sourcePath) - 1;
    const resultKey = jsonPath(resultPath.map((segment) => (typeof segment === 'object' ? segment._index : segment)));
    mappings[resultKey] = {
      type: 'value',
      source: { type: 'documentValue', document: documentIndex, path: pathIndex },
    };
  }
  return {
    resultSourceMap: {
      documents: usedDocuments.map((document) => ({ _id: document._id, _type: document._type })),
      paths,
      mappings,
    },
    syncTags: [...new Set(usedDocuments.map((document) => syncTagOf(document._id)))],
  };
}

/**
 * From this API version on, the query endpoint reads `published` when no perspective is given
 * (raw before), accepts release ids in the perspective and returns `versions.` documents.
 */
const RELEASES_API_VERSION = '2025-02-19';

function supportsReleases(apiVersion: string): boolean {
  if (apiVersion === 'X') return true;
  return /^\d{4}-\d{2}-\d{2}$/.test(apiVersion) && apiVersion >= RELEASES_API_VERSION;
}

/** `raw`, or the layers read over the published documents: `drafts` and release ids, first found wins. */
type Perspective = { raw: true } | { raw: false; layers: string[] };

class PerspectiveError extends Error {}

/**
 * The `perspective` query parameter as the API reads it: one name, or a comma list (@sanity/client
 * sends an array that way). `published` is always the bottom layer; `previewDrafts` is the old
 * name of `drafts`. Refused with a 400, as the API refuses them: a release id before API version
 * 2025-02-19 (its documented message), and `raw` in a list (the message the client gives for it
 * before sending). A release nobody created is not an error: like a release without versions, it
 * is a layer with no documents. An empty or malformed name is refused too (the API's wording for
 * that is not documented; the stand-in names the value).
 */
function readPerspective(value: string | null, apiVersion: string): Perspective {
  if (value === null) return supportsReleases(apiVersion) ? { raw: false, layers: [] } : { raw: true };
  const names = value.split(',').map((name) => (name.trim() === 'previewDrafts' ? 'drafts' : name.trim()));
  if (names.some((name) => !/^[A-Za-z0-9][\w-]*$/.test(name))) {
    throw new PerspectiveError(`Invalid perspective: ${JSON.stringify(value)}`);
  }
  if (names.includes('raw')) {
    if (names.length > 1) {
      throw new PerspectiveError(
        'Invalid API perspective value: "raw". The raw-perspective can not be combined with other perspectives',
      );
    }
    return { raw: true };
  }
  const simple = names.length === 1 && (names[0] === 'published' || names[0] === 'drafts');
  if (!simple && !supportsReleases(apiVersion)) {
    throw new PerspectiveError('Complex perspectives are not supported for this version');
  }
  return { raw: false, layers: [...new Set(names.filter((name) => name !== 'published'))] };
}

/** The published id a document id stands for: `drafts.x` and `versions.<release>.x` are `x`. */
function publishedIdOf(id: string): string {
  if (id.startsWith('drafts.')) return id.slice('drafts.'.length);
  const version = /^versions\.[^.]+\.(.+)$/.exec(id);
  return version?.[1] ?? id;
}

const isVersionOrDraft = (id: string) => id.startsWith('drafts.') || id.startsWith('versions.');
const isRelease = (document: StandInDocument) => document._id.startsWith('_.releases.');

/**
 * A local stand-in for Sanity's API, answering like the real one so tests can point the real
 * @sanity/client at it:
 * - queries (GET and POST /v{version}/data/query/{dataset}) evaluated with groq-js, with the
 *   `published`, `drafts` and `raw` perspectives and release stacks (`rSpring,drafts`: the
 *   release's `versions.rSpring.*` documents over drafts over published, each under its published
 *   id with `_originalId`; a version marked `_system.delete` takes its document out), the refusals
 *   `readPerspective` lists, `syncTags`, and a content source map when asked;
 * - visibility as Sanity's: a private dataset refuses requests without the token; in a public
 *   one, documents whose id has a dot (private paths, drafts among them) need the token;
 * - the Live Content API (GET /v{version}/data/live/events/{dataset}, server-sent events:
 *   `welcome`, `message` with `tags`, `restart`);
 * - images as Sanity keeps them: documents given with `"_sanityAsset": "image@file://…"` are
 *   imported as `sanity dataset import` does (the file becomes a `sanity.imageAsset` document,
 *   `image-<sha1>-<w>x<h>-<ext>`, and the field a reference to it), uploads (POST
 *   /v{version}/assets/images/{dataset}) make the same documents, and the files are served at
 *   their `url` (/images/{project}/{dataset}/{file}), as Sanity's CDN serves originals;
 * - failure modes: stopped (close it) and hung (`setMode('hang')`).
 */
export async function startSanityStandIn({
  dataset: initial,
  datasetName = 'production',
  token,
  visibility = token ? 'private' : 'public',
  projectId = 'stand-in',
  assetsBase = path.dirname(SEED_PATH),
}: {
  dataset: StandInDocument[];
  datasetName?: string;
  token?: string;
  visibility?: 'public' | 'private';
  /** The project named in asset addresses. */
  projectId?: string;
  /** The folder `file://./…` asset paths are read from (the seed's folder, as the import reads it). */
  assetsBase?: string;
}): Promise<SanityStandIn> {
  const dataset: StandInDocument[] = initial.map((document) => structuredClone(document));
  const assetFiles = new Map<string, { body: Buffer; mimeType: string }>();
  let assetLocation = { baseUrl: '', projectId, dataset: datasetName };
  const requests: StandInRequest[] = [];
  const liveClients = new Set<ServerResponse>();
  let mode: StandInMode = 'normal';
  let latencyMs = 0;
  let eventId = 0;

  function visibleDocuments(authorized: boolean, perspective: Perspective, apiVersion: string): StandInDocument[] {
    const readable = (authorized ? dataset : dataset.filter((document) => !document._id.includes('.'))).filter(
      // Versions are invisible to API versions from before releases, even in raw.
      (document) => supportsReleases(apiVersion) || !document._id.startsWith('versions.'),
    );
    if (perspective.raw) return readable;
    const { layers } = perspective;
    const byId = new Map(readable.map((document) => [document._id, document]));
    // Releases themselves are read in raw or in a release stack.
    const showsReleases = layers.some((layer) => layer !== 'drafts');
    const seen = new Set<string>();
    const shown: StandInDocument[] = [];
    for (const document of readable) {
      if (isRelease(document) && !showsReleases) continue;
      const id = publishedIdOf(document._id);
      if (seen.has(id)) continue;
      seen.add(id);
      // The first layer holding a version of the document wins; published is the last layer.
      const picked =
        layers
          .map((layer) => byId.get(layer === 'drafts' ? `drafts.${id}` : `versions.${layer}.${id}`))
          .find((version) => version !== undefined) ?? byId.get(id);
      if (!picked) continue;
      const system = picked._system;
      if (isRecord(system) && system.delete === true) continue;
      shown.push(isVersionOrDraft(picked._id) ? { ...picked, _id: id, _originalId: picked._id } : picked);
    }
    return shown;
  }

  function sendEvent(response: ServerResponse, event: string, data: unknown) {
    eventId += 1;
    response.write(`event: ${event}\nid: ${eventId}\ndata: ${JSON.stringify(data)}\n\n`);
  }

  const server: Server = createServer(async (request, response) => {
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    try {
      const url = new URL(request.url ?? '/', 'http://stand-in');
      const file = /^\/images\/([\w-]+)\/([\w-]+)\/([^/]+)$/.exec(url.pathname);
      if (file && request.method === 'GET') {
        // The CDN: public, whatever the dataset's visibility, as Sanity's image URLs are.
        const stored = file[1] === projectId && file[2] === datasetName ? assetFiles.get(file[3] ?? '') : undefined;
        if (!stored) return send(404, { error: 'Not Found', message: 'Asset not found' });
        response.writeHead(200, { 'content-type': stored.mimeType, 'content-length': stored.body.length });
        response.end(stored.body);
        return;
      }
      const upload = /^\/v[\w-]+\/assets\/images\/([\w-]+)$/.exec(url.pathname);
      if (upload && request.method === 'POST') {
        if (upload[1] !== datasetName)
          return send(404, { error: 'Not Found', message: `Dataset "${upload[1]}" not found` });
        if (request.headers.authorization !== `Bearer ${token}` || token === undefined) {
          return send(401, { error: 'Unauthorized', message: 'Session not found' });
        }
        const bytes = await readBytes(request);
        const asset = describeImage(bytes, url.searchParams.get('filename') ?? 'image', assetLocation);
        // The same file uploaded again is the same asset, as in Sanity.
        const existing = dataset.find((document) => document._id === asset._id);
        if (!existing)
          dataset.push({ ...asset, _createdAt: new Date().toISOString(), _updatedAt: new Date().toISOString() });
        assetFiles.set(assetFileName(asset), { body: bytes, mimeType: asset.mimeType });
        return send(200, { document: existing ?? asset });
      }
      const live = /^\/v([\w-]+)\/data\/live\/events\/([\w-]+)$/.exec(url.pathname);
      const match = live ?? /^\/v([\w-]+)\/data\/query\/([\w-]+)$/.exec(url.pathname);
      if (!match) return send(404, { error: 'Not Found', message: 'Unknown endpoint' });
      const apiVersion = match[1] ?? '1';
      if (match[2] !== datasetName)
        return send(404, { error: 'Not Found', message: `Dataset "${match[2]}" not found` });
      const authorization = request.headers.authorization;
      if (authorization !== undefined && authorization !== `Bearer ${token}`) {
        return send(401, { error: 'Unauthorized', message: 'Session not found' });
      }
      const authorized = token !== undefined && authorization === `Bearer ${token}`;
      // Live events of published content are public even for a private dataset: tags are opaque.
      if (visibility === 'private' && !authorized && !live)
        return send(401, { error: 'Unauthorized', message: 'Session not found' });
      if (mode === 'hang') return; // Accepts the connection, never answers.
      if (latencyMs > 0 && !live) await new Promise((resolve) => setTimeout(resolve, latencyMs));

      if (live) {
        response.writeHead(200, {
          'content-type': 'text/event-stream',
          'cache-control': 'no-cache',
          connection: 'keep-alive',
        });
        liveClients.add(response);
        request.on('close', () => liveClients.delete(response));
        sendEvent(response, 'welcome', {});
        return;
      }

      let query: string;
      let params: Record<string, unknown> = {};
      if (request.method === 'POST') {
        const body = parseJsonObject(await readBody(request));
        query = typeof body.query === 'string' ? body.query : '';
        if (isRecord(body.params)) params = body.params;
      } else {
        query = url.searchParams.get('query') ?? '';
        for (const [key, value] of url.searchParams) {
          if (key.startsWith('$')) params[key.slice(1)] = JSON.parse(value);
        }
      }
      const named = url.searchParams.get('perspective');
      const perspective = named ?? (supportsReleases(apiVersion) ? 'published' : 'raw');
      requests.push({ method: request.method ?? 'GET', path: url.pathname, query, params, perspective, authorization });
      let read: Perspective;
      try {
        read = readPerspective(named, apiVersion);
      } catch (error) {
        if (error instanceof PerspectiveError) return send(400, { error: 'Bad Request', message: error.message });
        throw error;
      }
      const started = performance.now();
      const documents = visibleDocuments(authorized, read, apiVersion);
      const result: unknown = await (await evaluate(parse(query, { params }), { dataset: documents, params })).get();
      const { resultSourceMap, syncTags } = sourceMap(result, documents);
      send(200, {
        query,
        result,
        syncTags: [...new Set([...syncTags, ...queriedTypes(query, params).map(typeSyncTagOf)])],
        ...(url.searchParams.has('resultSourceMap') ? { resultSourceMap } : {}),
        ms: Math.round(performance.now() - started),
      });
    } catch (error) {
      send(400, { error: 'Bad Request', message: error instanceof Error ? error.message : String(error) });
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('The stand-in did not get a port');
  const { port }: AddressInfo = address;
  const baseUrl = `http://127.0.0.1:${port}`;
  assetLocation = { baseUrl, projectId, dataset: datasetName };
  try {
    const imported = await importAssets(dataset, assetsBase, assetLocation);
    dataset.splice(0, dataset.length, ...(imported.documents as StandInDocument[]));
    for (const [name, { filePath, mimeType }] of imported.files) {
      assetFiles.set(name, { body: await readFile(filePath), mimeType });
    }
  } catch (error) {
    server.close();
    throw error;
  }
  return {
    url: baseUrl,
    requests,
    setLatency(ms) {
      latencyMs = ms;
    },
    setMode(next) {
      mode = next;
    },
    publish(document) {
      const index = dataset.findIndex((item) => item._id === document._id);
      const stored = { ...structuredClone(document), _updatedAt: new Date().toISOString() };
      if (index >= 0) dataset[index] = stored;
      else dataset.push(stored);
      // Sanity's live events carry published changes only; drafts and release versions are for
      // the Studio's listeners.
      if (isVersionOrDraft(document._id)) return;
      const tags = [syncTagOf(document._id), typeSyncTagOf(document._type)];
      for (const client of liveClients) sendEvent(client, 'message', { tags });
    },
    unpublish(id) {
      const index = dataset.findIndex((item) => item._id === id);
      if (index < 0) return;
      const [removed] = dataset.splice(index, 1);
      if (!removed || isVersionOrDraft(id)) return;
      const tags = [syncTagOf(id), typeSyncTagOf(removed._type)];
      for (const client of liveClients) sendEvent(client, 'message', { tags });
    },
    restartLive() {
      for (const client of liveClients) sendEvent(client, 'restart', {});
    },
    liveConnections: () => liveClients.size,
    createPreviewSecret(studioUrl) {
      const secret = randomBytes(16).toString('hex');
      dataset.push({
        _id: `sanity-preview-url-secret.${randomBytes(6).toString('hex')}`,
        _type: 'sanity.previewUrlSecret',
        _updatedAt: new Date().toISOString(),
        secret,
        studioUrl,
      });
      return secret;
    },
    createRelease(id, title, state = 'active') {
      dataset.push({
        _id: `_.releases.${id}`,
        _type: 'system.release',
        _updatedAt: new Date().toISOString(),
        name: id,
        state,
        metadata: { title, releaseType: 'asap' },
      });
    },
    close: () =>
      new Promise((resolve, reject) => {
        for (const client of liveClients) client.destroy();
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
