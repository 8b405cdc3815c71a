import { PostgresAdapter, sql, type Kysely } from 'kysely';

/**
 * Search at scale on PostgreSQL: `work_search`, a narrow copy of what search reads.
 *
 * `works` rows are wide (about, director, …: ~2 KB each), so every row pg_trgm's GIN index hands back for
 * its recheck, and every row a walk in views order tests, cost a page of their own; and pg_trgm ignores
 * the bars and spaces of `search_key`, so the ranking's "whole title" and "title start" patterns select as
 * many candidates as the bare word. `work_search` holds per work only the search key, the columns the
 * filters and sorts read. Indexes: pg_trgm GIN on `key` (every word contained); GIN on `search_terms(key)`,
 * the key's titles (as `|title`) and words as a tsvector, which answers "a title equal to / starting with",
 * "a word starting with" exactly (tsquery `'|q'`, `'|q':*`, `'w':*`) without reading rows (an expression
 * index: the tsvector is not stored in the rows, which stay small for the walks); and the orders a walk
 * follows (views; newest; rating).
 *
 * A trigger on `works` keeps it in step with every write (insert, title, visibility, filters, views);
 * deleting a work cascades. `works_search_trgm` is dropped: search no longer reads `works.search_key`.
 *
 * SQLite keeps its FTS5 table (migration 0005): its rows are already narrow and its trigram index answers
 * fast; nothing changes there.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/** The columns copied from works, in the same order on both sides of the trigger. */
const COPIED = ['kind', 'number', 'type', 'status', 'date_publish', 'rating', 'view', 'created_at'] as const;

export async function up(db: AnyDb): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  const ext = await sql<{ schema: string }>`
    select n.nspname as schema from pg_extension e join pg_namespace n on n.oid = e.extnamespace
    where e.extname = 'pg_trgm'`.execute(db);
  const opclass = sql`${sql.id(ext.rows[0]?.schema ?? 'public')}.gin_trgm_ops`;

  // `|a|b| w1 w2 ` → lexemes '|a' '|b' 'w1' 'w2' (titles and words hold only letters and digits)
  await sql`create function search_terms(key text) returns tsvector language sql immutable strict parallel safe as $$
    select array_to_tsvector(array_remove(array_remove(string_to_array(replace(key, '|', ' |'), ' '), ''), '|'))
  $$`.execute(db);
  await sql`create table work_search (
    work_id varchar(24) primary key references works (id) on delete cascade,
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
  const updates = sql.join(COPIED.map((c) => sql`${sql.id(c)} = excluded.${sql.id(c)}`));
  await sql`insert into work_search (work_id, ${columns}, visible, key)
    select id, ${columns}, active_show, search_key from works`.execute(db);
  await sql`create function work_search_sync() returns trigger language plpgsql as $$
    begin
      insert into work_search (work_id, ${columns}, visible, key)
        values (new.id, ${fromNew}, new.active_show, new.search_key)
        on conflict (work_id) do update set ${updates}, visible = excluded.visible, key = excluded.key;
      return null;
    end $$`.execute(db);
  await sql`create trigger work_search_sync after insert or update of ${columns}, active_show, search_key on works
    for each row execute function work_search_sync()`.execute(db);

  await sql`create index work_search_trgm on work_search using gin (key ${opclass})`.execute(db);
  await sql`create index work_search_terms on work_search using gin (search_terms(key))`.execute(db);
  await sql`create index work_search_views on work_search (visible, view desc, number desc, kind)`.execute(db);
  await sql`create index work_search_new on work_search (visible, created_at desc)`.execute(db);
  await sql`create index work_search_rating on work_search (visible, rating desc)`.execute(db);
  await sql`drop index if exists works_search_trgm`.execute(db);
  await sql`analyze work_search`.execute(db);
}

export async function down(db: AnyDb): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  await sql`drop trigger if exists work_search_sync on works`.execute(db);
  await sql`drop function if exists work_search_sync()`.execute(db);
  await sql`drop table if exists work_search`.execute(db);
  await sql`drop function if exists search_terms(text)`.execute(db);
  const ext = await sql<{ schema: string }>`
    select n.nspname as schema from pg_extension e join pg_namespace n on n.oid = e.extnamespace
    where e.extname = 'pg_trgm'`.execute(db);
  const opclass = sql`${sql.id(ext.rows[0]?.schema ?? 'public')}.gin_trgm_ops`;
  await sql`create index works_search_trgm on works using gin (search_key ${opclass})`.execute(db);
}
