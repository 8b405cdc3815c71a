import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/database.ts';
import { migrateToLatest } from '../../src/db/migrate.ts';
import { assertMigrated } from '../../src/startup.ts';

// MIGRATE_ON_START=false: an instance refuses an older schema, naming what `pnpm migrate` must run.
describe('assertMigrated', () => {
  it('refuses a database with migrations to run, and accepts it once migrated', async () => {
    const db = openDatabase({ kind: 'sqlite', file: ':memory:' });
    await expect(assertMigrated(db)).rejects.toThrow(/0001_initial.*0003_view_batches.*pnpm migrate/);
    await migrateToLatest(db);
    await expect(assertMigrated(db)).resolves.toBeUndefined();
    await db.kysely.destroy();
  });
});
