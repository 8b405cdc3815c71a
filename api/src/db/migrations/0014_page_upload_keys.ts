import type { Kysely } from 'kysely';

/**
 * Uploads that survive the network (api/README.md, "Uploads"): a page sent one file per request carries
 * the client's key for that file, stored with the page in the transaction that stores it, so a retry of a
 * request whose answer was lost finds the page and stores nothing. Its rank (the file's place in the
 * choice the user made) puts pages that arrive out of order in the chosen order.
 *
 * - `upload_key`: the client's key (null for pages sent in a batch, before this migration, or unpacked
 *   from an archive). Not unique: a page restored from the trash after the same file was sent again keeps
 *   its key, and the check under the chapter's lock already keeps one page per key.
 * - `upload_rank`: the file's place in the user's choice; a new page goes before the first page of a
 *   higher rank.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('pages').addColumn('upload_key', 'varchar(128)').execute();
  await db.schema.alterTable('pages').addColumn('upload_rank', 'integer').execute();
  await db.schema.createIndex('pages_upload_key').on('pages').columns(['chapter_id', 'upload_key']).execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex('pages_upload_key').ifExists().execute();
  await db.schema.alterTable('pages').dropColumn('upload_rank').execute();
  await db.schema.alterTable('pages').dropColumn('upload_key').execute();
}
