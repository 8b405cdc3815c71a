import type { Kysely } from 'kysely';

/**
 * Visitors' reports of a broken streaming server (the «ڕاپۆرتی سێرڤەری تێکچوو» button under a player). One row per server and reporter, where
 * the reporter is a one-way hash of the client address and the day: the same visitor reporting again
 * the same day changes nothing, so one visitor cannot inflate the count. Reports go with their server.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('server_reports')
    .addColumn('server_id', 'varchar(24)', (c) => c.notNull().references('servers.id').onDelete('cascade'))
    .addColumn('reporter', 'varchar(64)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('server_reports_pk', ['server_id', 'reporter'])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('server_reports').ifExists().execute();
}
