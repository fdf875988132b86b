import type { TestProject } from 'vitest/node';
import { findPostgresBin, openDatabase, startPostgresCluster, type PostgresCluster } from './postgres';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The run's PostgreSQL cluster; undefined where PostgreSQL is not installed. */
    postgres: PostgresCluster | undefined;
  }
}

/** Supabase's API roles: they belong to the cluster, so every database of the run has them. */
const SUPABASE_ROLES = `
  create role anon nologin;
  create role authenticated nologin;
  create role service_role nologin bypassrls;
`;

/**
 * One PostgreSQL cluster for the whole Vitest run: initdb and start are paid once, and each test
 * file that needs a database opens one of its own in it (tests/support/supabase-database.ts).
 */
export default function setup(project: TestProject) {
  const bin = findPostgresBin();
  if (!bin) {
    project.provide('postgres', undefined);
    return;
  }
  const cluster = startPostgresCluster(bin);
  const admin = openDatabase(cluster);
  const created = admin.sql(SUPABASE_ROLES);
  admin.stop();
  if (!created.ok) {
    cluster.stop();
    throw new Error(`Supabase roles: ${created.output}`);
  }
  project.provide('postgres', { bin: cluster.bin, socketDir: cluster.socketDir, port: cluster.port });
  return () => cluster.stop();
}
