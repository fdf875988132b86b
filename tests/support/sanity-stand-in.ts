import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { evaluate, parse } from 'groq-js';

export interface StandInRequest {
  method: string;
  path: string;
  query: string;
  params: Record<string, unknown>;
  authorization?: string;
}

export interface SanityStandIn {
  url: string;
  requests: StandInRequest[];
  close(): Promise<void>;
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
  return Buffer.concat(chunks).toString('utf8');
}

function parseJsonObject(text: string): Record<string, unknown> {
  const value: unknown = JSON.parse(text);
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new Error('expected a JSON object');
  return Object.fromEntries(Object.entries(value));
}

/**
 * A local stand-in for Sanity's query API (GET and POST /v{version}/data/query/{dataset}),
 * answering like the real one does but evaluating GROQ with groq-js over a given dataset.
 * It lets tests point the real @sanity/client at something that behaves like Sanity.
 */
export async function startSanityStandIn({
  dataset,
  datasetName = 'production',
  token,
}: {
  dataset: unknown[];
  datasetName?: string;
  token?: string;
}): Promise<SanityStandIn> {
  const requests: StandInRequest[] = [];
  const server: Server = createServer(async (request, response) => {
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    try {
      const url = new URL(request.url ?? '/', 'http://stand-in');
      const match = /^\/v[\w-]+\/data\/query\/([\w-]+)$/.exec(url.pathname);
      if (!match) return send(404, { error: 'Not Found', message: 'Unknown endpoint' });
      if (match[1] !== datasetName) return send(404, { error: 'Not Found', message: `Dataset "${match[1]}" not found` });
      if (token && request.headers.authorization !== `Bearer ${token}`) {
        return send(401, { error: 'Unauthorized', message: 'Session not found' });
      }

      let query: string;
      let params: Record<string, unknown> = {};
      if (request.method === 'POST') {
        const body = parseJsonObject(await readBody(request));
        query = typeof body.query === 'string' ? body.query : '';
        if (typeof body.params === 'object' && body.params !== null) params = Object.fromEntries(Object.entries(body.params));
      } else {
        query = url.searchParams.get('query') ?? '';
        for (const [key, value] of url.searchParams) {
          if (key.startsWith('$')) params[key.slice(1)] = JSON.parse(value);
        }
      }
      requests.push({
        method: request.method ?? 'GET',
        path: url.pathname,
        query,
        params,
        authorization: request.headers.authorization,
      });
      const started = performance.now();
      const result = await (await evaluate(parse(query, { params }), { dataset, params })).get();
      send(200, { query, result, ms: Math.round(performance.now() - started) });
    } catch (error) {
      send(400, { error: 'Bad Request', message: error instanceof Error ? error.message : String(error) });
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}
