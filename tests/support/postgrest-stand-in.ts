import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { startPostgres } from './postgres';

type Database = ReturnType<typeof startPostgres>;

async function readBody(incoming: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of incoming) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
  return Buffer.concat(chunks).toString('utf8');
}

/** PostgREST's answers to PostgreSQL errors: a unique violation is 409, a denied privilege 401/403. */
function statusFor(output: string, role: string): number {
  if (output.includes('23505')) return 409;
  if (output.includes('42501')) return role === 'anon' ? 401 : 403;
  return 400;
}

/**
 * The part of Supabase's REST interface (PostgREST) the lead store uses, on `public.leads`, run
 * against a real PostgreSQL as the role the key maps to (service role or anon), so the table's
 * constraints and row-level security decide, as they do in Supabase.
 */
export async function startPostgrestStandIn(db: Database, keys: { serviceRole: string; anon: string }) {
  const server = createServer(async (incoming, outgoing) => {
    const role =
      incoming.headers.apikey === keys.serviceRole
        ? 'service_role'
        : incoming.headers.apikey === keys.anon
          ? 'anon'
          : '';
    if (!role) return void outgoing.writeHead(401).end(JSON.stringify({ message: 'Invalid API key' }));
    const url = new URL(incoming.url ?? '/', 'http://stand-in');
    if (url.pathname !== '/rest/v1/leads') return void outgoing.writeHead(404).end();
    const body = await readBody(incoming);
    let result: { ok: boolean; output: string };
    if (incoming.method === 'GET') {
      result = db.sql(`select coalesce(json_agg(t order by received_at), '[]') from public.leads t;`, role);
    } else if (incoming.method === 'POST') {
      // Like PostgREST, only the columns the body names are inserted; the others take their defaults.
      const columns = Object.keys(JSON.parse(body) as Record<string, unknown>).filter((column) =>
        /^[a-z_]+$/.test(column),
      );
      result = db.sql(
        `insert into public.leads (${columns.join(', ')})
         select ${columns.join(', ')} from json_populate_record(null::public.leads, :'body'::json);`,
        role,
        { body },
      );
    } else if (incoming.method === 'PATCH') {
      const key = (url.searchParams.get('key') ?? '').replace(/^eq\./, '');
      // PostgREST sets exactly the columns the body names; an unknown column is a 400.
      const columns = Object.keys(JSON.parse(body) as Record<string, unknown>);
      if (columns.length === 0 || columns.some((column) => !/^[a-z_]+$/.test(column)))
        return void outgoing.writeHead(400).end(JSON.stringify({ message: 'bad columns' }));
      result = db.sql(
        `update public.leads t set (${columns.join(', ')}) = (select ${columns.map((column) => `p.${column}`).join(', ')}
         from json_populate_record(null::public.leads, :'body'::json) p) where t.key = :'key';`,
        role,
        { body, key },
      );
    } else {
      return void outgoing.writeHead(405).end();
    }
    if (!result.ok)
      return void outgoing
        .writeHead(statusFor(result.output, role), { 'content-type': 'application/json' })
        .end(JSON.stringify({ message: result.output }));
    if (incoming.method === 'GET')
      return void outgoing.writeHead(200, { 'content-type': 'application/json' }).end(result.output);
    outgoing.writeHead(incoming.method === 'POST' ? 201 : 204).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
