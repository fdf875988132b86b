import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** The directory of Debian's PostgreSQL server binaries (or PG_BIN), if installed. */
export function findPostgresBin(): string | undefined {
  const candidates = [process.env.PG_BIN ?? ''];
  const debian = '/usr/lib/postgresql';
  if (existsSync(debian))
    for (const version of readdirSync(debian).sort().reverse()) candidates.push(path.join(debian, version, 'bin'));
  return candidates.find((directory) => directory && existsSync(path.join(directory, 'initdb')));
}

/** Where a running cluster listens: a Unix socket directory and a port (no TCP). */
export interface PostgresCluster {
  bin: string;
  socketDir: string;
  port: string;
}

/** Runs a PostgreSQL program, as the `postgres` user when we are root (initdb refuses root). */
function runAsOwner(command: string, args: string[]) {
  const asRoot = process.getuid?.() === 0;
  const [file, argv] = asRoot ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
  const result = spawnSync(file, argv, { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`${command} failed: ${result.stderr || result.stdout}`);
  return result.stdout;
}

/**
 * A throwaway PostgreSQL cluster in a temporary directory, started once per test run (Vitest's
 * global set-up); each test file opens a database of its own in it (openDatabase).
 */
export function startPostgresCluster(bin: string): PostgresCluster & { stop(): void } {
  const root = mkdtempSync(path.join(tmpdir(), 'pg-test-'));
  const data = path.join(root, 'data');
  if (process.getuid?.() === 0) {
    const ids = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' });
    const gids = spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' });
    chownSync(root, Number(ids.stdout.trim()), Number(gids.stdout.trim()));
  }
  const port = String(20_000 + (process.pid % 20_000));
  runAsOwner(path.join(bin, 'initdb'), ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync']);
  runAsOwner(path.join(bin, 'pg_ctl'), [
    '-D',
    data,
    '-w',
    '-l',
    path.join(root, 'log'),
    '-o',
    `-p ${port} -k ${root} -c listen_addresses='' -c fsync=off -c max_connections=200`,
    'start',
  ]);
  return {
    bin,
    socketDir: root,
    port,
    stop() {
      runAsOwner(path.join(bin, 'pg_ctl'), ['-D', data, '-m', 'immediate', 'stop']);
      rmSync(root, { recursive: true, force: true });
    },
  };
}

/** A fresh, empty database in the run's cluster, for one test file; stop() drops it. */
export function openDatabase(cluster: PostgresCluster) {
  const { bin, socketDir: root, port } = cluster;
  const database = `test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const connect = (name: string) => ['-h', root, '-p', port, '-U', 'postgres', '-d', name];
  const admin = (statement: string) => {
    const result = spawnSync(
      path.join(bin, 'psql'),
      [...connect('postgres'), '-v', 'ON_ERROR_STOP=1', '-c', statement],
      {
        encoding: 'utf8',
      },
    );
    if (result.status !== 0) throw new Error(`${statement}: ${result.stderr || result.stdout}`);
  };
  admin(`create database ${database}`);

  /**
   * Runs SQL as `role` (via SET ROLE after connecting as the superuser); returns output or the
   * error text. `variables` become psql variables, quoted safely in the SQL as :'name'.
   */
  function sql(text: string, role?: string, variables: Record<string, string> = {}): { ok: boolean; output: string } {
    const script = role ? `set role ${role};\n${text}` : text;
    const assignments = Object.entries(variables).flatMap(([name, value]) => ['-v', `${name}=${value}`]);
    const result = spawnSync(
      path.join(bin, 'psql'),
      [
        ...connect(database),
        '-v',
        'ON_ERROR_STOP=1',
        '-v',
        'VERBOSITY=verbose',
        ...assignments,
        '-At',
        '-q',
        '-f',
        '-',
      ],
      { input: script, encoding: 'utf8' },
    );
    return { ok: result.status === 0, output: `${result.stdout}${result.stderr}`.trim() };
  }

  /** sql(), run in a psql process of its own without blocking: concurrent calls are concurrent sessions. */
  function sqlAsync(
    text: string,
    role?: string,
    variables: Record<string, string> = {},
  ): Promise<{ ok: boolean; output: string }> {
    const script = role ? `set role ${role};\n${text}` : text;
    const assignments = Object.entries(variables).flatMap(([name, value]) => ['-v', `${name}=${value}`]);
    return new Promise((resolve) => {
      const child = spawn(
        path.join(bin, 'psql'),
        [...connect(database), '-v', 'ON_ERROR_STOP=1', '-v', 'VERBOSITY=verbose']
          .concat(assignments)
          .concat(['-At', '-q', '-f', '-']),
      );
      let output = '';
      child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
      child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
      child.on('close', (code) => resolve({ ok: code === 0, output: output.trim() }));
      child.stdin.end(script);
    });
  }

  return {
    sql,
    sqlAsync,
    stop() {
      admin(`drop database if exists ${database} with (force)`);
    },
  };
}
