import { sql, type Kysely } from 'kysely';

/**
 * Drafts, release times and submissions, on the two levels the public reads (episodes and chapters):
 *
 * - `publish_at`: when the public may see the row (epoch ms). null is a draft; a time in the future is a
 *   scheduled release; a past time is published. Every public read compares it with the clock, so a release
 *   needs no job to happen and holds on every instance at once (numbered/release.ts; the caches are cleared
 *   when a release time passes by the release clock).
 * - `created_by`: the account that created the row (null for rows older than this migration and for the
 *   demo content): a translator may change and withdraw only their own drafts.
 * - `submitted_at`: when the draft was sent for review (null: not in the review queue).
 * - `review_note`: the reviewer's note when a draft is sent back, shown to its author.
 *
 * Everything that existed is published: `publish_at` = `created_at`.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

const TABLES = ['episodes', 'chapters'] as const;

export async function up(db: AnyDb): Promise<void> {
  for (const table of TABLES) {
    await db.schema.alterTable(table).addColumn('publish_at', 'bigint').execute();
    await db.schema.alterTable(table).addColumn('created_by', 'varchar(24)').execute();
    await db.schema.alterTable(table).addColumn('submitted_at', 'bigint').execute();
    await db.schema.alterTable(table).addColumn('review_note', 'text').execute();
    await sql`update ${sql.table(table)} set publish_at = created_at`.execute(db);
    // the release clock's "what comes out next", and the review queue
    await db.schema.createIndex(`${table}_publish_at`).on(table).column('publish_at').execute();
    await db.schema.createIndex(`${table}_submitted_at`).on(table).column('submitted_at').execute();
  }
}

export async function down(db: AnyDb): Promise<void> {
  for (const table of TABLES) {
    await db.schema.dropIndex(`${table}_submitted_at`).ifExists().execute();
    await db.schema.dropIndex(`${table}_publish_at`).ifExists().execute();
    for (const column of ['review_note', 'submitted_at', 'created_by', 'publish_at'])
      await db.schema.alterTable(table).dropColumn(column).execute();
  }
}
