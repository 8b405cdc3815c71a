import { PostgresAdapter, sql, type Kysely } from 'kysely';
import { newId } from '../ids.ts';
import { searchKey } from '../../search/key.ts';

/**
 * Genres, alternative titles and search.
 *
 * - `genres` (Sorani name, unique slug, position) and `work_genres` (many-to-many, cascading both ways),
 *   with the usual anime/manga genres to start from (staff rename, reorder or delete them).
 * - `works.alt_titles` (one per line) and `works.search_key` (see search/key.ts), backfilled here.
 * - The database's own index over search_key: on SQLite an FTS5 table with the trigram tokenizer, kept
 *   in step by triggers (its rowid is derived from kind and public number, which never change: a table
 *   without an INTEGER PRIMARY KEY may have its rowids renumbered by VACUUM); on PostgreSQL a GIN
 *   pg_trgm index on the column itself. Both answer `LIKE '%word%'` from the index for words of three
 *   letters or more (shorter words are checked row by row, the same way on both).
 *
 * The backfill uses today's search key; a later change of the key's layout comes with its own migration.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

const ID = 'varchar(24)';

/** The first genres (slug, Sorani name), in their display order. */
export const DEFAULT_GENRES: readonly (readonly [string, string])[] = [
  ['action', 'ئاکشن'],
  ['adventure', 'سەرکێشی'],
  ['comedy', 'کۆمیدی'],
  ['drama', 'دراما'],
  ['fantasy', 'فانتازیا'],
  ['romance', 'ڕۆمانسی'],
  ['sci-fi', 'زانستی-خەیاڵی'],
  ['slice-of-life', 'ژیانی ڕۆژانە'],
  ['mystery', 'نهێنی'],
  ['horror', 'ترسناک'],
  ['supernatural', 'سەروو سروشتی'],
  ['sports', 'وەرزشی'],
  ['school', 'قوتابخانە'],
  ['mecha', 'ڕۆبۆت'],
  ['historical', 'مێژوویی'],
  ['music', 'مۆسیقا'],
];

/** SQLite: the FTS row of a work. */
const FTS_ROWID = (ref: '' | 'new.' | 'old.') =>
  sql.raw(`(${ref}number * 4 + (case ${ref}kind when 'movie' then 0 when 'series' then 1 else 2 end))`);

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('genres')
    .addColumn('id', ID, (c) => c.primaryKey())
    .addColumn('slug', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('work_genres')
    .addColumn('work_id', ID, (c) => c.notNull().references('works.id').onDelete('cascade'))
    .addColumn('genre_id', ID, (c) => c.notNull().references('genres.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('work_genres_pk', ['work_id', 'genre_id'])
    .execute();
  // the works of a genre (filters)
  await db.schema.createIndex('work_genres_genre_idx').on('work_genres').columns(['genre_id', 'work_id']).execute();
  const now = Date.now();
  await db
    .insertInto('genres')
    .values(DEFAULT_GENRES.map(([slug, name], position) => ({ id: newId(), slug, name, position, created_at: now })))
    .execute();

  await db.schema
    .alterTable('works')
    .addColumn('alt_titles', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('works')
    .addColumn('search_key', 'text', (c) => c.notNull().defaultTo(''))
    .execute();

  // backfill, a page at a time
  let after = '';
  for (;;) {
    const rows: { id: string; en: string; ku: string; ar: string; original_name: string }[] = await db
      .selectFrom('works')
      .select(['id', 'en', 'ku', 'ar', 'original_name'])
      .where('id', '>', after)
      .orderBy('id')
      .limit(1000)
      .execute();
    if (rows.length === 0) break;
    for (const row of rows) {
      await db
        .updateTable('works')
        .set({ search_key: searchKey(row) })
        .where('id', '=', row.id)
        .execute();
    }
    after = (rows[rows.length - 1] as { id: string }).id;
  }

  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    // pg_trgm is a trusted extension (PostgreSQL 13+): any role that may create in the database installs
    // it. It lives in `public`, not in the app's schema, so dropping one schema never drops it.
    await sql`create extension if not exists pg_trgm schema public`.execute(db);
    const ext = await sql<{ schema: string }>`
      select n.nspname as schema from pg_extension e join pg_namespace n on n.oid = e.extnamespace
      where e.extname = 'pg_trgm'`.execute(db);
    const opclass = sql`${sql.id(ext.rows[0]?.schema ?? 'public')}.gin_trgm_ops`;
    await sql`create index works_search_trgm on works using gin (search_key ${opclass})`.execute(db);
  } else {
    await sql`create virtual table works_fts using fts5(key, tokenize = 'trigram')`.execute(db);
    await sql`insert into works_fts (rowid, key) select ${FTS_ROWID('')}, search_key from works`.execute(db);
    await sql`create trigger works_fts_insert after insert on works begin
      insert into works_fts (rowid, key) values (${FTS_ROWID('new.')}, new.search_key);
    end`.execute(db);
    await sql`create trigger works_fts_update after update of search_key on works begin
      delete from works_fts where rowid = ${FTS_ROWID('old.')};
      insert into works_fts (rowid, key) values (${FTS_ROWID('new.')}, new.search_key);
    end`.execute(db);
    await sql`create trigger works_fts_delete after delete on works begin
      delete from works_fts where rowid = ${FTS_ROWID('old.')};
    end`.execute(db);
  }
}

export async function down(db: AnyDb): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`drop index if exists works_search_trgm`.execute(db);
  } else {
    for (const name of ['works_fts_insert', 'works_fts_update', 'works_fts_delete'])
      await sql`drop trigger if exists ${sql.id(name)}`.execute(db);
    await sql`drop table if exists works_fts`.execute(db);
  }
  await db.schema.alterTable('works').dropColumn('search_key').execute();
  await db.schema.alterTable('works').dropColumn('alt_titles').execute();
  await db.schema.dropTable('work_genres').ifExists().execute();
  await db.schema.dropTable('genres').ifExists().execute();
}
