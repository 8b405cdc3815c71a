import type { Kysely } from 'kysely';

/**
 * The trash: a delete keeps what it removed so it can be put back.
 * - `trash`: one row per delete. `payload` is the JSON of every row the delete removed (the row and its whole
 *   subtree, parents first), so a restore re-inserts them with their ids; `rows` and `files` count them for the list. `item_id` is the deleted row's id,
 *   `work_id` / `work_kind` the work it belonged to (or was), `ancestors` the ids above it (`|work|season|…|`: purging a
 *   row's item also purges the items of rows under it, which could never come back). `deleted_by` is a user id
 *   without a foreign key: the account may itself be deleted later.
 * - `trash_media`: the storage keys of the files under a trashed row. The files stay until a purge, and the
 *   media checks (start-up sweep, `media:check`) count these keys as referenced.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('trash')
    .addColumn('id', 'varchar(24)', (c) => c.primaryKey())
    .addColumn('kind', 'varchar(16)', (c) => c.notNull())
    .addColumn('item_id', 'varchar(24)', (c) => c.notNull())
    .addColumn('work_id', 'varchar(24)')
    .addColumn('work_kind', 'varchar(16)')
    .addColumn('ancestors', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('label', 'text', (c) => c.notNull())
    .addColumn('deleted_by', 'varchar(24)')
    .addColumn('deleted_at', 'bigint', (c) => c.notNull())
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('rows', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('files', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('trash_deleted_idx').on('trash').columns(['deleted_at', 'id']).execute();
  await db.schema.createIndex('trash_kind_idx').on('trash').columns(['kind', 'deleted_at', 'id']).execute();

  await db.schema
    .createTable('trash_media')
    .addColumn('trash_id', 'varchar(24)', (c) => c.notNull().references('trash.id').onDelete('cascade'))
    .addColumn('key', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('trash_media_pk', ['trash_id', 'key'])
    .execute();
  await db.schema.createIndex('trash_media_key_idx').on('trash_media').column('key').execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('trash_media').ifExists().execute();
  await db.schema.dropTable('trash').ifExists().execute();
}
