import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { startPostgres } from './postgres';

type Database = ReturnType<typeof startPostgres>;

async function readBody(incoming: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of incoming) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
  return Buffer.concat(chunks).toString('utf8');
}

const COLUMN = /^[a-z_]+$/;

/**
 * The part of PostgREST the booking function's store uses, on `public.booking_requests`, run as
 * the role the key maps to in a psql session per request (so concurrent requests are concurrent
 * transactions and the table's unique indexes decide, as in Supabase): `select=` columns, filters
 * `col=eq.v`, `gte`, `gt`, `lte`, `in.(a,b)`, `is.null`, POST with `Prefer: return=representation` (201
 * with the rows, 409 on a unique violation) and PATCH (the changed rows with that header).
 */
export async function startBookingsRestStandIn(db: Database, keys: { serviceRole: string; anon: string }) {
  let variable = 0;
  const server = createServer(async (incoming, outgoing) => {
    const role =
      incoming.headers.apikey === keys.serviceRole
        ? 'service_role'
        : incoming.headers.apikey === keys.anon
          ? 'anon'
          : '';
    if (!role) return void outgoing.writeHead(401).end(JSON.stringify({ message: 'Invalid API key' }));
    const url = new URL(incoming.url ?? '/', 'http://stand-in');
    if (url.pathname !== '/rest/v1/booking_requests') return void outgoing.writeHead(404).end();
    const variables: Record<string, string> = {};
    const value = (text: string) => {
      const name = `v${(variable += 1)}`;
      variables[name] = text;
      return `:'${name}'`;
    };
    let columns = '*';
    const where: string[] = [];
    for (const [name, raw] of url.searchParams) {
      if (name === 'select') {
        if (!raw.split(',').every((column) => COLUMN.test(column))) return void outgoing.writeHead(400).end();
        columns = raw;
        continue;
      }
      if (!COLUMN.test(name)) return void outgoing.writeHead(400).end();
      const [, op, operand = ''] = /^(eq|gte|gt|lte|in|is)\.(.*)$/.exec(raw) ?? [];
      if (op === 'eq') where.push(`t.${name} = ${value(operand)}`);
      else if (op === 'gte') where.push(`t.${name} >= ${value(operand)}`);
      else if (op === 'gt') where.push(`t.${name} > ${value(operand)}`);
      else if (op === 'lte') where.push(`t.${name} <= ${value(operand)}`);
      else if (op === 'is' && operand === 'null') where.push(`t.${name} is null`);
      else if (op === 'in')
        where.push(
          `t.${name} in (${operand
            .replace(/^\(|\)$/g, '')
            .split(',')
            .map((item) => value(item))
            .join(', ')})`,
        );
      else return void outgoing.writeHead(400).end();
    }
    const filter = where.length ? `where ${where.join(' and ')}` : '';
    const body = await readBody(incoming);
    let sql: string;
    if (incoming.method === 'GET') {
      sql = `select coalesce(json_agg(r), '[]') from (select ${columns} from public.booking_requests t ${filter}) r;`;
    } else if (incoming.method === 'POST') {
      sql = `with inserted as (
               insert into public.booking_requests
               select * from json_populate_record(null::public.booking_requests,
                 (json_build_object('id', gen_random_uuid(), 'created_at', now(), 'company', '', 'description', '', 'status', 'requested', 'sequence', 0)::jsonb || ${value(body)}::jsonb)::json)
               returning *)
             select coalesce(json_agg(t), '[]') from (select ${columns} from inserted) t;`;
    } else if (incoming.method === 'PATCH') {
      const changes = JSON.parse(body) as Record<string, unknown>;
      const sets = Object.keys(changes).map((column) => {
        if (!COLUMN.test(column)) throw new Error(`bad column ${column}`);
        return `${column} = p.${column}`;
      });
      sql = `with updated as (
               update public.booking_requests t set ${sets.join(', ')}
               from json_populate_record(null::public.booking_requests, ${value(body)}::json) p ${filter}
               returning t.*)
             select coalesce(json_agg(u), '[]') from (select ${columns} from updated) u;`;
    } else {
      return void outgoing.writeHead(405).end();
    }
    const result = await db.sqlAsync(sql, role, variables);
    if (!result.ok) {
      const status = result.output.includes('23505') ? 409 : result.output.includes('42501') ? 403 : 400;
      return void outgoing
        .writeHead(status, { 'content-type': 'application/json' })
        .end(JSON.stringify({ code: status === 409 ? '23505' : 'error', message: result.output }));
    }
    if (incoming.method === 'PATCH' && !String(incoming.headers.prefer ?? '').includes('return=representation'))
      return void outgoing.writeHead(204).end();
    outgoing
      .writeHead(incoming.method === 'POST' ? 201 : 200, { 'content-type': 'application/json' })
      .end(result.output);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
