import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

type Handler = (request: Request) => Promise<Response>;

/**
 * A local stand-in for Supabase's functions gateway: it serves edge function handlers at
 * /functions/v1/{name} and, like the real gateway with verify_jwt on, refuses calls that do not
 * carry the project's anon key. Lets the real supabase-js client run against the repository's
 * own function code.
 */
export async function startFunctionsStandIn(functions: Record<string, Handler>, { anonKey }: { anonKey: string }) {
  const calls: { name: string; body: unknown }[] = [];
  const server: Server = createServer(async (incoming, outgoing) => {
    const url = new URL(incoming.url ?? '/', 'http://stand-in');
    const match = /^\/functions\/v1\/([\w-]+)$/.exec(url.pathname);
    const handler = match?.[1] ? functions[match[1]] : undefined;
    if (!match?.[1] || !handler) {
      outgoing
        .writeHead(404, { 'content-type': 'application/json' })
        .end(JSON.stringify({ message: 'Function not found' }));
      return;
    }
    if (incoming.headers.authorization !== `Bearer ${anonKey}`) {
      outgoing.writeHead(401, { 'content-type': 'application/json' }).end(JSON.stringify({ msg: 'Invalid JWT' }));
      return;
    }
    const body = await readBody(incoming);
    try {
      calls.push({ name: match[1], body: JSON.parse(body.toString('utf8')) });
    } catch {
      calls.push({ name: match[1], body: body.toString('utf8') });
    }
    const headers = new Headers();
    for (const [name, value] of Object.entries(incoming.headers)) {
      if (typeof value === 'string') headers.set(name, value);
    }
    const request = new Request(url, {
      method: incoming.method,
      headers,
      ...(incoming.method === 'GET' || incoming.method === 'HEAD' ? {} : { body: new Uint8Array(body) }),
    });
    const response = await handler(request);
    outgoing.writeHead(response.status, Object.fromEntries(response.headers));
    outgoing.end(Buffer.from(await response.arrayBuffer()));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

async function readBody(incoming: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of incoming) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
  return Buffer.concat(chunks);
}
