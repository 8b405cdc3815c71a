import type { Kysely } from 'kysely';

/**
 * How many works there are per (kind, type, visibility), kept up to date by the writes (and recounted
 * at start-up), so the totals of paged lists and of /api/trend/popular are read from a handful of rows
 * instead of counting index entries: count(*) over 30,000 visible films is linear in the catalogue.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('work_counts')
    .addColumn('kind', 'varchar(16)', (c) => c.notNull())
    .addColumn('type', 'varchar(16)', (c) => c.notNull())
    .addColumn('active_show', 'boolean', (c) => c.notNull())
    .addColumn('n', 'bigint', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('work_counts_pk', ['kind', 'type', 'active_show'])
    .execute();
  await db
    .insertInto('work_counts')
    .columns(['kind', 'type', 'active_show', 'n'])
    .expression(
      db
        .selectFrom('works')
        .select(['kind', 'type', 'active_show', (eb) => eb.fn.countAll().as('n')])
        .groupBy(['kind', 'type', 'active_show']),
    )
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('work_counts').ifExists().execute();
}
