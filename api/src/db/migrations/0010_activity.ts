import type { Kysely } from 'kysely';

/**
 * The history of staff writes: one row per create, edit, delete, restore, purge, role change, upload or
 * reorder, written in the same transaction as the write where the write has one. No foreign keys: an
 * entry outlives the account that made it and the row it names (the username and label are snapshots),
 * which is the point of a history.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('activity')
    .addColumn('id', 'varchar(24)', (c) => c.primaryKey())
    .addColumn('at', 'bigint', (c) => c.notNull())
    .addColumn('actor_id', 'varchar(24)', (c) => c.notNull())
    .addColumn('actor_username', 'text', (c) => c.notNull())
    .addColumn('action', 'varchar(16)', (c) => c.notNull())
    .addColumn('kind', 'varchar(16)', (c) => c.notNull())
    .addColumn('target_id', 'varchar(24)', (c) => c.notNull())
    .addColumn('work_id', 'varchar(24)')
    .addColumn('label', 'text', (c) => c.notNull())
    // JSON text on both databases: read back whole, never queried inside
    .addColumn('changes', 'text')
    .execute();
  // newest first, alone or within one person's, one work's or one kind's entries (the screen's filters)
  await db.schema.createIndex('activity_at').on('activity').columns(['at', 'id']).execute();
  await db.schema.createIndex('activity_actor_at').on('activity').columns(['actor_id', 'at']).execute();
  await db.schema.createIndex('activity_work_at').on('activity').columns(['work_id', 'at']).execute();
  await db.schema.createIndex('activity_kind_at').on('activity').columns(['kind', 'at']).execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('activity').ifExists().execute();
}
