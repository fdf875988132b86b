import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { inject } from 'vitest';
import { openDatabase, type PostgresCluster } from './postgres';

export const MIGRATIONS = path.resolve('supabase/migrations');

/** The migration files, in the order Supabase applies them. */
export function migrationFiles(): string[] {
  return readdirSync(MIGRATIONS)
    .filter((name) => name.endsWith('.sql'))
    .sort();
}

/**
 * What a Supabase database has before any migration: default privileges that give the API roles (created
 * once for the run's cluster in tests/support/global-postgres.ts) every new table and function (row-level security and a migration's own revokes are what stand
 * between anon and the rows).
 */
const SUPABASE_GRANTS = `
  grant usage on schema public to anon, authenticated, service_role;
  alter default privileges in schema public grant all on tables to anon, authenticated, service_role;
  alter default privileges in schema public grant all on functions to anon, authenticated, service_role;
`;

type Database = ReturnType<typeof openDatabase>;

/** The run's PostgreSQL cluster (tests/support/global-postgres.ts), or undefined without PostgreSQL. */
export function postgresCluster(): PostgresCluster | undefined {
  return inject('postgres');
}

/**
 * A throwaway database in the run's cluster with Supabase's grants and every migration applied.
 * `afterMigration` runs after each file, to store rows as an older schema held them before the
 * next files change it.
 */
export function startSupabaseDatabase(afterMigration?: (file: string, db: Database) => void) {
  const cluster = postgresCluster();
  if (!cluster) throw new Error('No PostgreSQL cluster: the global set-up found no PostgreSQL');
  const db = openDatabase(cluster);
  try {
    const roles = db.sql(SUPABASE_GRANTS);
    if (!roles.ok) throw new Error(`roles: ${roles.output}`);
    for (const file of migrationFiles()) {
      const result = db.sql(readFileSync(path.join(MIGRATIONS, file), 'utf8'));
      if (!result.ok) throw new Error(`${file}: ${result.output}`);
      afterMigration?.(file, db);
    }
  } catch (error) {
    // The caller never gets the database to stop: no database is left behind.
    db.stop();
    throw error;
  }
  return db;
}
