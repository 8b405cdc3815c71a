import type { Kysely } from 'kysely';

/**
 * Who was already counted today, for what counts once per visitor and day without Redis (views, ad
 * impressions, ad clicks; src/views/once.ts): the primary key decides, so several instances and a
 * restart agree. `visitor` is the day's keyed hash of the client address (plugins/visitors.ts), never the
 * address. Rows are only needed for their own day: older ones are pruned (src/views/counter.ts).
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('counted_visits')
    // UTC day, YYYY-MM-DD: first in the key, so the pruning deletes a range
    .addColumn('day', 'varchar(10)', (c) => c.notNull())
    .addColumn('kind', 'varchar(16)', (c) => c.notNull())
    .addColumn('target', 'varchar(32)', (c) => c.notNull())
    .addColumn('visitor', 'varchar(64)', (c) => c.notNull())
    .addPrimaryKeyConstraint('counted_visits_pk', ['day', 'kind', 'target', 'visitor'])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('counted_visits').ifExists().execute();
}
