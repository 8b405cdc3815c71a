import { PostgresAdapter, sql, type Kysely } from 'kysely';
import { FTS_ROWID } from './0005_genres_search.ts';

/**
 * Search's two engines (repositories/search/), each on its database's own indexes.
 *
 * SQLite: `work_search`, the same narrow copy of what search reads as PostgreSQL's (0007), so both
 * engines run the same ranking and paging statements over the same table, and neither touches a wide
 * `works` row (~2 KB: about, director, …) before the page is chosen.
 *
 * Before it, SQLite ranked the matches of a query by reading each one's `works` row (the key and the
 * views), and walked `works_popular_idx` reading a `works` row per work tested: a word with a few hundred
 * matches read a few hundred wide rows (30 to 110 ms at 100,000 works on a loaded machine).
 *
 * Its rowid is the work's FTS row (`number * 4 + kind`, migration 0005), so the trigram index's answer
 * finds a `work_search` row by its primary key, with no join through `works`. Triggers keep it in step
 * with every write to `works` (insert, title, visibility, filters, views); deleting a work cascades.
 * Indexes: the orders a walk follows (views, with the key; newest; rating), as on PostgreSQL.
 *
 * PostgreSQL: `prefer_index(key)`, always true, declared dear (cost 100). The planner prices a `LIKE`
 * on a row at one operator while it takes about a microsecond on a key, so for a common word under a
 * LIMIT (the count up to the cap) it read `work_search` in order, testing 12,000 rows to find 1,001 (11 to
 * 35 ms), instead of taking pg_trgm's candidates (about 2 ms). Added to the tests of an index search, it
 * makes every row read dear, and the plan that reads the fewest rows wins; PostgreSQL tests it last, on
 * the rows that passed the others. plpgsql so it is never inlined (an inlined function loses its cost);
 * not parallel safe, so these small queries never start workers.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/** The columns copied from works, under the same names. */
const COPIED = ['kind', 'number', 'type', 'status', 'date_publish', 'rating', 'view', 'created_at'] as const;

export async function up(db: AnyDb): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`create function prefer_index(key text) returns boolean language plpgsql immutable strict cost 100
      as $$ begin return true; end $$`.execute(db);
    return;
  }
  await sql`create table work_search (
    fts_rowid integer primary key,
    work_id varchar(24) not null unique references works (id) on delete cascade,
    kind varchar(16) not null,
    number integer not null,
    type varchar(16) not null,
    status text not null,
    date_publish text not null,
    rating double precision not null,
    view bigint not null,
    created_at bigint not null,
    visible boolean not null,
    key text not null
  )`.execute(db);

  const columns = sql.join(COPIED.map((c) => sql.id(c)));
  const fromNew = sql.join(COPIED.map((c) => sql`new.${sql.id(c)}`));
  const sets = sql.join(COPIED.map((c) => sql`${sql.id(c)} = new.${sql.id(c)}`));
  await sql`insert into work_search (fts_rowid, work_id, ${columns}, visible, key)
    select ${FTS_ROWID('')}, id, ${columns}, active_show, search_key from works`.execute(db);
  await sql`create trigger work_search_insert after insert on works begin
    insert into work_search (fts_rowid, work_id, ${columns}, visible, key)
      values (${FTS_ROWID('new.')}, new.id, ${fromNew}, new.active_show, new.search_key);
  end`.execute(db);
  await sql`create trigger work_search_update after update of ${columns}, active_show, search_key on works begin
    update work_search set fts_rowid = ${FTS_ROWID('new.')}, ${sets}, visible = new.active_show, key = new.search_key
      where work_id = new.id;
  end`.execute(db);

  // The key too: a walk by relevance tests each row's key from the index, and reads the table only for the
  // rows that pass (SQLite defers the seek), four times less work per row walked.
  await sql`create index work_search_views on work_search (visible, view desc, number desc, kind, key)`.execute(db);
  await sql`create index work_search_new on work_search (visible, created_at desc)`.execute(db);
  await sql`create index work_search_rating on work_search (visible, rating desc)`.execute(db);
  await sql`analyze work_search`.execute(db);
}

export async function down(db: AnyDb): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`drop function if exists prefer_index(text)`.execute(db);
    return;
  }
  for (const name of ['work_search_insert', 'work_search_update'])
    await sql`drop trigger if exists ${sql.id(name)}`.execute(db);
  await sql`drop table if exists work_search`.execute(db);
}
