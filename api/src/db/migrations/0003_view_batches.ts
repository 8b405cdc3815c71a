import type { Kysely } from 'kysely';

/**
 * Batches of view counts already moved from Redis into the database (plugins/views.ts). A batch is
 * applied in the same transaction that records its id here, so a batch retried after an instance
 * died between the commit and Redis' cleanup is recognised and not counted twice. Rows older than a
 * day are pruned (a batch is retried within seconds, never a day later).
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('view_batches')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('applied_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('view_batches_applied_at').on('view_batches').column('applied_at').execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('view_batches').ifExists().execute();
}
