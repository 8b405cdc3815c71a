import { Migrator, type MigrationResultSet } from 'kysely';
import type { Db } from './database.ts';
import { migrations } from './migrations/index.ts';

const migrator = (db: Db) =>
  new Migrator({
    db: db.kysely,
    provider: { getMigrations: () => Promise.resolve(migrations) },
    ...(db.schema ? { migrationTableSchema: db.schema } : {}),
  });

/** Names of the migrations this code has that the database has not run yet. */
export async function pendingMigrations(db: Db): Promise<string[]> {
  return (await migrator(db).getMigrations()).filter((m) => m.executedAt === undefined).map((m) => m.name);
}

/** Brings the database to the newest schema. Safe to run on every start and from several instances. */
export async function migrateToLatest(db: Db): Promise<MigrationResultSet> {
  const result = await migrator(db).migrateToLatest();
  if (result.error) {
    const failed = result.results?.find((r) => r.status === 'Error')?.migrationName;
    throw new Error(`Database migration ${failed ?? ''} failed: ${String(result.error)}`, { cause: result.error });
  }
  return result;
}
