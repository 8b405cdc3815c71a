import pg from 'pg';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PostgreSQL URL for the tests, or null when not reachable (then only SQLite runs). */
    pgUrl: string | null;
    /** Prefix of the schemas this run creates, so teardown can drop leftovers. */
    pgSchemaPrefix: string;
  }
}

const DEFAULT_URL = 'postgres://postgres@127.0.0.1:5432/test';

async function reachable(url: string): Promise<string | null> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('select 1');
    return null;
  } catch (err) {
    return err instanceof Error ? err.message : String(err);
  } finally {
    await client.end().catch(() => undefined);
  }
}

async function dropSchemas(url: string, prefix: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
    // `_` is a LIKE wildcard: escaped, so run 2325's teardown cannot drop run 23259's schemas
    const { rows } = await client.query<{ nspname: string }>('select nspname from pg_namespace where nspname like $1', [
      `${prefix.replace(/_/g, '\\_')}%`,
    ]);
    for (const { nspname } of rows) await client.query(`drop schema if exists "${nspname}" cascade`);
  } finally {
    await client.end().catch(() => undefined);
  }
}

export default async function setup(project: TestProject) {
  const url = process.env.DATABASE_URL_TEST ?? DEFAULT_URL;
  const problem = await reachable(url);
  const prefix = `ckb_api_${process.pid}_`;
  project.provide('pgSchemaPrefix', prefix);
  if (problem) {
    if (process.env.CI === 'true') {
      throw new Error(`PostgreSQL is required in CI but ${url} is not reachable: ${problem}`);
    }
    process.stdout.write(
      `\n[api tests] PostgreSQL at ${url} is not reachable (${problem}): the PostgreSQL half of the suite was NOT run. ` +
        'Set DATABASE_URL_TEST or start PostgreSQL to run it.\n\n',
    );
    project.provide('pgUrl', null);
    return;
  }
  project.provide('pgUrl', url);
  // Each test file drops its own schema; this catches files that crashed before their afterAll.
  return async () => dropSchemas(url, prefix);
}
