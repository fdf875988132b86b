import { spawn, spawnSync } from 'node:child_process';
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

/**
 * A throwaway PostgreSQL cluster on a Unix socket in a temporary directory (no TCP), started
 * for one test file. initdb refuses to run as root, so as root it runs as the `postgres` user.
 */
export function startPostgres(bin: string) {
  const root = mkdtempSync(path.join(tmpdir(), 'pg-test-'));
  const data = path.join(root, 'data');
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const ids = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' });
    const gids = spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' });
    chownSync(root, Number(ids.stdout.trim()), Number(gids.stdout.trim()));
  }
  const run = (command: string, args: string[]) => {
    const [file, argv] = asRoot ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
    const result = spawnSync(file, argv, { encoding: 'utf8' });
    if (result.status !== 0) throw new Error(`${command} failed: ${result.stderr || result.stdout}`);
    return result.stdout;
  };
  const port = String(20_000 + (process.pid % 20_000));
  run(path.join(bin, 'initdb'), ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync']);
  run(path.join(bin, 'pg_ctl'), [
    '-D',
    data,
    '-w',
    '-l',
    path.join(root, 'log'),
    '-o',
    `-p ${port} -k ${root} -c listen_addresses='' -c fsync=off`,
    'start',
  ]);

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
        '-h',
        root,
        '-p',
        port,
        '-U',
        'postgres',
        '-d',
        'postgres',
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
        ['-h', root, '-p', port, '-U', 'postgres', '-d', 'postgres', '-v', 'ON_ERROR_STOP=1', '-v', 'VERBOSITY=verbose']
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
      run(path.join(bin, 'pg_ctl'), ['-D', data, '-m', 'immediate', 'stop']);
      rmSync(root, { recursive: true, force: true });
    },
  };
}
