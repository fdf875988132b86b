import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { openDatabase } from './postgres';

type Database = ReturnType<typeof openDatabase>;
type Answer = { ok: boolean; output: string };

async function readBody(incoming: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of incoming) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
  return Buffer.concat(chunks);
}

/** The SQLSTATE of a failed statement (psql runs with VERBOSITY=verbose: `ERROR:  23505: …`). */
function sqlState(output: string): string {
  return /ERROR:\s+([0-9A-Z]{5}):/.exec(output)?.[1] ?? 'error';
}

/**
 * PostgREST's answers to PostgreSQL errors: a unique violation is 409, a denied privilege 401
 * (no signed-in user, the anon key) or 403, an unknown table 404, anything else 400.
 */
function statusFor(code: string, role: string): number {
  if (code === '23505') return 409;
  if (code === '42501') return role === 'anon' ? 401 : 403;
  if (code === '42P01') return 404;
  return 400;
}

function answerError(outgoing: ServerResponse, result: Answer, role: string) {
  const code = sqlState(result.output);
  outgoing
    .writeHead(statusFor(code, role), { 'content-type': 'application/json' })
    .end(JSON.stringify({ code, message: result.output }));
}

/** PostgREST's `db-max-rows` as Supabase sets it: no answer holds more rows, whatever was asked. */
export const MAX_ROWS = 1_000;

const OPERATORS: Record<string, string> = {
  eq: '=',
  neq: '<>',
  gt: '>',
  gte: '>=',
  lt: '<',
  lte: '<=',
  like: 'like',
  ilike: 'ilike',
};

/** Names of tables and columns; nothing else becomes part of the SQL. */
const NAME = /^[a-z_]+$/;
const RESERVED = new Set(['select', 'order', 'limit', 'offset', 'on_conflict', 'columns']);

class BadRequest extends Error {}

/** A psql variable holding `value`, to be written in the SQL as :'name'. */
function variable(variables: Record<string, string>, value: string): string {
  const name = `f${Object.keys(variables).length}`;
  variables[name] = value;
  return `:'${name}'`;
}

/** One PostgREST filter (`operator.value`) on a column as SQL over `t`, its value a psql variable. */
function condition(column: string, filter: string, variables: Record<string, string>): string {
  if (!NAME.test(column)) throw new BadRequest(`unknown column ${column}`);
  const dot = filter.indexOf('.');
  const operator = filter.slice(0, dot);
  const value = filter.slice(dot + 1);
  if (operator === 'is') {
    const literal = { null: 'null', true: 'true', false: 'false' }[value];
    if (!literal) throw new BadRequest(`is.${value}`);
    return `t.${column} is ${literal}`;
  }
  if (operator === 'in') {
    const list = /^\((.*)\)$/.exec(value)?.[1];
    if (list === undefined) throw new BadRequest(`in.${value}`);
    return `t.${column} in (${list
      .split(',')
      .map((item) => variable(variables, item))
      .join(', ')})`;
  }
  const sql = OPERATORS[operator];
  if (dot < 1 || !sql) throw new BadRequest(`unknown operator in ${filter}`);
  // As in PostgREST the value is a literal of the column's type, so `lt.now` is the database's clock.
  return `t.${column} ${sql} ${variable(variables, operator.endsWith('like') ? value.replace(/\*/g, '%') : value)}`;
}

/**
 * PostgREST's horizontal filters (`column=operator.value`, all of which apply, and
 * `or=(column.operator.value,…)`, any of which does) as SQL over `t`, with each value a psql
 * variable, so nothing a caller sends becomes SQL.
 */
function where(search: URLSearchParams, variables: Record<string, string>): string {
  const conditions: string[] = [];
  for (const [column, filter] of search) {
    if (RESERVED.has(column)) continue;
    if (column === 'or') {
      const inner = /^\((.+)\)$/.exec(filter)?.[1];
      if (!inner) throw new BadRequest(`or=${filter}`);
      const any = inner.split(',').map((term) => {
        const dot = term.indexOf('.');
        if (dot < 1) throw new BadRequest(`or term ${term}`);
        return condition(term.slice(0, dot), term.slice(dot + 1), variables);
      });
      conditions.push(`(${any.join(' or ')})`);
      continue;
    }
    conditions.push(condition(column, filter, variables));
  }
  return conditions.length > 0 ? `where ${conditions.join(' and ')}` : '';
}

/** The columns `select=` names (`*` or a list), as SQL over `alias`. */
function selected(select: string | null, alias: string): string {
  if (!select || select === '*') return `${alias}.*`;
  const columns = select.split(',');
  if (columns.some((column) => !NAME.test(column))) throw new BadRequest(`select=${select}`);
  return columns.map((column) => `${alias}.${column}`).join(', ');
}

function orderBy(order: string | null): string {
  if (!order) return '';
  const terms = order.split(',').map((term) => {
    const [column = '', direction = 'asc'] = term.split('.');
    if (!NAME.test(column) || !['asc', 'desc'].includes(direction)) throw new BadRequest(`order ${term}`);
    return `t.${column} ${direction}`;
  });
  return `order by ${terms.join(', ')}`;
}

/** The rows asked for: `limit`/`offset` or a `Range: first-last` header, never more than MAX_ROWS. */
function window(search: URLSearchParams, range: string | undefined): { offset: number; limit: number } {
  let offset = Number(search.get('offset') ?? 0);
  let limit = search.has('limit') ? Number(search.get('limit')) : Infinity;
  const match = range ? /^(\d+)-(\d*)$/.exec(range.trim()) : null;
  if (match) {
    offset = Number(match[1]);
    if (match[2]) limit = Math.min(limit, Number(match[2]) - offset + 1);
  }
  if (!Number.isInteger(offset) || offset < 0 || !(limit >= 0)) throw new BadRequest('bad range');
  return { offset, limit: Math.min(limit, MAX_ROWS) };
}

/** The JSON object a POST or PATCH sends (PostgREST answers anything else 400, PGRST102). */
function jsonObject(body: string): Record<string, unknown> {
  let value: unknown;
  try {
    value = JSON.parse(body || '{}');
  } catch {
    throw new BadRequest('Empty or invalid json');
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new BadRequest('not an object');
  return value as Record<string, unknown>;
}

/**
 * PostgREST's `POST /rest/v1/rpc/<function>`: the JSON body holds the function's arguments by
 * name; the call runs as the key's role (so the function's grants decide) and a scalar result is
 * answered as JSON. Like PostgREST, a function or argument list it cannot match is a 404.
 */
async function rpc(db: Database, role: string, name: string, body: string, outgoing: ServerResponse) {
  const found = await db.sqlAsync(
    `select coalesce(json_agg(json_build_object('name', a.name, 'type', format_type(a.type, null)) order by a.position), '[]')
       from pg_proc p join pg_namespace n on n.oid = p.pronamespace,
            unnest(p.proargnames, p.proargtypes::oid[]) with ordinality a(name, type, position)
      where n.nspname = 'public' and p.proname = :'name';`,
    undefined,
    { name },
  );
  const parameters = JSON.parse(found.ok ? found.output : '[]') as { name: string; type: string }[];
  let args: Record<string, unknown>;
  try {
    args = jsonObject(body);
  } catch {
    return void outgoing.writeHead(400).end(JSON.stringify({ code: 'PGRST102', message: 'Empty or invalid json' }));
  }
  const given = Object.keys(args).sort().join(',');
  if (
    parameters.length === 0 ||
    given !==
      parameters
        .map((parameter) => parameter.name)
        .sort()
        .join(',')
  )
    return void outgoing
      .writeHead(404)
      .end(JSON.stringify({ code: 'PGRST202', message: `Could not find the function public.${name}(${given})` }));
  const call = parameters.map(
    ({ name: parameter, type }) => `${parameter} => (:'body'::json ->> '${parameter}')::${type}`,
  );
  const result = await db.sqlAsync(`select to_json(public.${name}(${call.join(', ')}));`, role, { body });
  if (!result.ok) return answerError(outgoing, result, role);
  outgoing.writeHead(200, { 'content-type': 'application/json' }).end(result.output);
}

/**
 * The part of Supabase's REST interface (PostgREST) and Storage the site, the booking function and
 * the lead store use: the tables of `public`, functions under `rpc/`, and the `resumes` bucket.
 * Every request runs against a real PostgreSQL as the role the key maps to (service role or anon)
 * in a psql session of its own, so concurrent requests are concurrent transactions and the
 * tables' grants, constraints, unique indexes and row-level security decide, as they do in
 * Supabase. Filters `column=operator.value` (eq, neq, gt, gte, lt, lte, like, ilike, in, is) and
 * `or=(…)`, `select=`, `order=`, `limit`/`offset` or a Range header; like the real one it answers
 * at most MAX_ROWS rows, with a Content-Range header (and the total on `Prefer: count=exact`).
 * POST inserts the columns the body names; PATCH needs a filter; both answer the rows on
 * `Prefer: return=representation`. Errors come back as PostgREST gives them (409 on a unique
 * violation, 401/403 on a denied privilege, 400 otherwise, with the SQLSTATE as `code`).
 */
export async function startPostgrestStandIn(db: Database, keys: { serviceRole: string; anon: string }) {
  /** Storage objects of the `resumes` bucket, by name. */
  const objects = new Map<string, { body: Buffer; contentType: string }>();
  let requests = 0;

  function storage(
    method: string | undefined,
    name: string,
    body: Buffer,
    incoming: IncomingMessage,
    outgoing: ServerResponse,
  ) {
    if (method === 'POST') {
      if (objects.has(name))
        return void outgoing.writeHead(409).end(JSON.stringify({ message: 'The resource already exists' }));
      objects.set(name, { body, contentType: String(incoming.headers['content-type'] ?? 'application/octet-stream') });
      return void outgoing
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ Key: `resumes/${name}` }));
    }
    const object = objects.get(name);
    if (!object) return void outgoing.writeHead(404).end(JSON.stringify({ message: 'Object not found' }));
    if (method === 'GET') return void outgoing.writeHead(200, { 'content-type': object.contentType }).end(object.body);
    if (method === 'DELETE') {
      objects.delete(name);
      return void outgoing
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ message: 'Successfully deleted' }));
    }
    outgoing.writeHead(405).end();
  }

  /** A request on `public.<table>`; answers it, or throws BadRequest. */
  async function table(
    name: string,
    url: URL,
    body: string,
    role: string,
    incoming: IncomingMessage,
    outgoing: ServerResponse,
  ) {
    const variables: Record<string, string> = {};
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    const prefer = String(incoming.headers.prefer ?? '');
    // `Prefer: return=representation` answers the rows written (none: no row matched).
    const representation = prefer.includes('return=representation');
    const columnsOf = (written: string) =>
      `select coalesce(json_agg(x), '[]') from (select ${selected(url.searchParams.get('select'), 'w')} from ${written} w) x;`;
    let result: Answer;
    if (incoming.method === 'GET') {
      const filter = where(url.searchParams, variables);
      const { offset, limit } = window(url.searchParams, incoming.headers.range);
      result = await db.sqlAsync(
        `select coalesce(json_agg(r), '[]') from (select ${selected(url.searchParams.get('select'), 't')}
         from public.${name} t ${filter} ${orderBy(url.searchParams.get('order'))} limit ${limit} offset ${offset}) r;`,
        role,
        variables,
      );
      if (result.ok) {
        const count = (JSON.parse(result.output) as unknown[]).length;
        let total = '*';
        if (prefer.includes('count=exact')) {
          const counted = await db.sqlAsync(`select count(*) from public.${name} t ${filter};`, role, variables);
          if (counted.ok) total = counted.output;
        }
        headers['content-range'] = count > 0 ? `${offset}-${offset + count - 1}/${total}` : `*/${total}`;
      }
    } else if (incoming.method === 'POST') {
      // Like PostgREST, only the columns the body names are inserted; the others take their defaults.
      const columns = Object.keys(jsonObject(body)).filter((column) => NAME.test(column));
      const insert =
        columns.length === 0
          ? `insert into public.${name} default values`
          : `insert into public.${name} (${columns.join(', ')})
             select ${columns.join(', ')} from json_populate_record(null::public.${name}, ${variable(variables, body)}::json)`;
      result = await db.sqlAsync(
        representation ? `with inserted as (${insert} returning *) ${columnsOf('inserted')}` : `${insert};`,
        role,
        variables,
      );
    } else if (incoming.method === 'PATCH') {
      // PostgREST sets exactly the columns the body names; an unknown column is a 400.
      const columns = Object.keys(jsonObject(body));
      if (columns.length === 0 || columns.some((column) => !NAME.test(column))) throw new BadRequest('bad columns');
      const values = variable(variables, body);
      const filter = where(url.searchParams, variables);
      // As PostgREST with its safe-update default: an update names the rows it changes.
      if (!filter) throw new BadRequest('an update needs a filter');
      const update = `update public.${name} t set (${columns.join(', ')}) = (select ${columns.map((column) => `p.${column}`).join(', ')}
         from json_populate_record(null::public.${name}, ${values}::json) p) ${filter}`;
      result = await db.sqlAsync(
        representation ? `with updated as (${update} returning t.*) ${columnsOf('updated')}` : `${update};`,
        role,
        variables,
      );
    } else {
      return void outgoing.writeHead(405).end();
    }
    if (!result.ok) return answerError(outgoing, result, role);
    if (incoming.method === 'GET') return void outgoing.writeHead(200, headers).end(result.output);
    const status = incoming.method === 'POST' ? 201 : representation ? 200 : 204;
    if (representation) return void outgoing.writeHead(status, headers).end(result.output);
    outgoing.writeHead(status).end();
  }

  const server = createServer(async (incoming, outgoing) => {
    requests += 1;
    const role =
      incoming.headers.apikey === keys.serviceRole
        ? 'service_role'
        : incoming.headers.apikey === keys.anon
          ? 'anon'
          : '';
    if (!role) return void outgoing.writeHead(401).end(JSON.stringify({ message: 'Invalid API key' }));
    const url = new URL(incoming.url ?? '/', 'http://stand-in');
    const raw = await readBody(incoming);
    const object = /^\/storage\/v1\/object\/resumes\/([A-Za-z0-9._-]+)$/.exec(url.pathname);
    if (object?.[1]) {
      // The bucket is private: only the server-side key reaches it.
      if (role !== 'service_role')
        return void outgoing.writeHead(400).end(JSON.stringify({ message: 'Object not found' }));
      return storage(incoming.method, object[1], raw, incoming, outgoing);
    }
    const fn = /^\/rest\/v1\/rpc\/([a-z_]+)$/.exec(url.pathname);
    if (fn?.[1] && incoming.method === 'POST') return rpc(db, role, fn[1], raw.toString('utf8'), outgoing);
    const name = /^\/rest\/v1\/([a-z_]+)$/.exec(url.pathname)?.[1];
    if (!name) return void outgoing.writeHead(404).end();
    try {
      await table(name, url, raw.toString('utf8'), role, incoming, outgoing);
    } catch (error) {
      if (!(error instanceof BadRequest)) throw error;
      outgoing.writeHead(400, { 'content-type': 'application/json' }).end(JSON.stringify({ message: error.message }));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    /** The names of the objects in the `resumes` bucket, and their bytes (to look for a person in them). */
    objects,
    /** How many requests it answered (a restart that reads by page asks a handful, not thousands). */
    requests: () => requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
