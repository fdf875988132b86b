import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { startPostgres } from './postgres';

export const MIGRATIONS = path.resolve('supabase/migrations');

/** The migration files, in the order Supabase applies them. */
export function migrationFiles(): string[] {
  return readdirSync(MIGRATIONS)
    .filter((name) => name.endsWith('.sql'))
    .sort();
}

/**
 * What a Supabase project has before any migration: the API roles, and default privileges that
 * give them every new table and function (row-level security and a migration's own revokes are
 * what stand between anon and the rows).
 */
export const SUPABASE_ROLES = `
  create role anon nologin;
  create role authenticated nologin;
  create role service_role nologin bypassrls;
  grant usage on schema public to anon, authenticated, service_role;
  alter default privileges in schema public grant all on tables to anon, authenticated, service_role;
  alter default privileges in schema public grant all on functions to anon, authenticated, service_role;
`;

type Database = ReturnType<typeof startPostgres>;

/**
 * A throwaway PostgreSQL with Supabase's roles and every migration applied. `afterMigration` runs
 * after each file, to store rows as an older schema held them before the next files change it.
 */
export function startSupabaseDatabase(bin: string, afterMigration?: (file: string, db: Database) => void) {
  const db = startPostgres(bin);
  try {
    const roles = db.sql(SUPABASE_ROLES);
    if (!roles.ok) throw new Error(`roles: ${roles.output}`);
    for (const file of migrationFiles()) {
      const result = db.sql(readFileSync(path.join(MIGRATIONS, file), 'utf8'));
      if (!result.ok) throw new Error(`${file}: ${result.output}`);
      afterMigration?.(file, db);
    }
  } catch (error) {
    // The caller never gets the database to stop: no cluster is left running.
    db.stop();
    throw error;
  }
  return db;
}
