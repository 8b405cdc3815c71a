import { sql, type Kysely } from 'kysely';

/**
 * The whole relational model of ARCHITECTURE §7. Types are chosen to mean the same on SQLite
 * and PostgreSQL: varchar(24) ids, bigint epoch-ms times, boolean flags (0/1 on SQLite),
 * double precision for decimals. Every child row cascades from its parent.
 */

// Migrations must not depend on the app's current types: they describe the schema at this point in time.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

const ID = 'varchar(24)';

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('counters')
    .addColumn('name', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('value', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
  await db
    .insertInto('counters')
    .values([
      { name: 'movie', value: 0 },
      { name: 'series', value: 0 },
      { name: 'manga', value: 0 },
    ])
    .execute();

  await db.schema
    .createTable('users')
    .addColumn('id', ID, (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('username', 'text', (c) => c.notNull().unique())
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('role', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('is_owner', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('is_dev', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('is_supervisor', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('is_admin', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('is_translator', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('is_designer', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('is_technique', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('avatar_key', 'text')
    .addColumn('avatar_width', 'integer')
    .addColumn('avatar_height', 'integer')
    .addColumn('background_key', 'text')
    .addColumn('background_width', 'integer')
    .addColumn('background_height', 'integer')
    .addColumn('tokens_valid_after', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('users_created_idx').on('users').columns(['created_at', 'id']).execute();

  await db.schema
    .createTable('works')
    .addColumn('id', ID, (c) => c.primaryKey())
    .addColumn('kind', 'varchar(16)', (c) => c.notNull().check(sql`kind in ('movie', 'series', 'manga')`))
    .addColumn('number', 'integer', (c) => c.notNull())
    .addColumn('type', 'varchar(16)', (c) =>
      c.notNull().check(sql`type in ('anime', 'series', 'manga', 'manhua', 'oneshot')`),
    )
    .addColumn('en', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('ku', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('ar', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('original_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('about', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('country', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('language', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('date_publish', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('time', 'double precision')
    .addColumn('budget', 'double precision')
    .addColumn('revenue', 'double precision')
    .addColumn('imdb', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('rating', 'double precision', (c) => c.notNull().defaultTo(0))
    .addColumn('assessment', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('director', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('trailer', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('author', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('name_studio', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('view', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('poster_key', 'text')
    .addColumn('poster_width', 'integer')
    .addColumn('poster_height', 'integer')
    .addColumn('background_key', 'text')
    .addColumn('background_width', 'integer')
    .addColumn('background_height', 'integer')
    .addColumn('active_show', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('on_slide', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  // by number (detail pages) and staff lists, newest first
  await db.schema.createIndex('works_kind_number_uq').on('works').columns(['kind', 'number']).unique().execute();
  // public lists: visible works of a kind, newest first
  await db.schema.createIndex('works_list_idx').on('works').columns(['kind', 'active_show', 'number']).execute();
  // public lists filtered by type (manga / manhua / oneshot)
  await db.schema
    .createIndex('works_type_list_idx')
    .on('works')
    .columns(['kind', 'type', 'active_show', 'number'])
    .execute();
  // slide / swiper
  await db.schema
    .createIndex('works_slide_idx')
    .on('works')
    .columns(['on_slide', 'active_show', 'created_at'])
    .execute();
  // trend "popular" (all-time views) and "new"
  await db.schema.createIndex('works_popular_idx').on('works').columns(['active_show', 'view']).execute();
  await db.schema.createIndex('works_new_idx').on('works').columns(['active_show', 'created_at']).execute();

  await db.schema
    .createTable('seasons')
    .addColumn('id', ID, (c) => c.primaryKey())
    .addColumn('work_id', ID, (c) => c.notNull().references('works.id').onDelete('cascade'))
    .addColumn('number', 'integer', (c) => c.notNull())
    .addColumn('detail', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('seasons_work_idx').on('seasons').columns(['work_id', 'number']).execute();

  await db.schema
    .createTable('episodes')
    .addColumn('id', ID, (c) => c.primaryKey())
    .addColumn('season_id', ID, (c) => c.notNull().references('seasons.id').onDelete('cascade'))
    .addColumn('number', 'double precision', (c) => c.notNull())
    .addColumn('detail', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('episodes_season_idx').on('episodes').columns(['season_id', 'number']).execute();

  await db.schema
    .createTable('servers')
    .addColumn('id', ID, (c) => c.primaryKey())
    .addColumn('work_id', ID, (c) => c.references('works.id').onDelete('cascade'))
    .addColumn('episode_id', ID, (c) => c.references('episodes.id').onDelete('cascade'))
    .addColumn('name_server', 'text', (c) => c.notNull())
    .addColumn('embed_code', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addCheckConstraint('servers_one_parent', sql`(work_id is null) <> (episode_id is null)`)
    .execute();
  await db.schema.createIndex('servers_work_idx').on('servers').columns(['work_id', 'position']).execute();
  await db.schema.createIndex('servers_episode_idx').on('servers').columns(['episode_id', 'position']).execute();

  await db.schema
    .createTable('manga_sessions')
    .addColumn('id', ID, (c) => c.primaryKey())
    .addColumn('work_id', ID, (c) => c.notNull().references('works.id').onDelete('cascade'))
    .addColumn('number', 'integer', (c) => c.notNull())
    .addColumn('detail', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('manga_sessions_work_idx').on('manga_sessions').columns(['work_id', 'number']).execute();

  await db.schema
    .createTable('chapters')
    .addColumn('id', ID, (c) => c.primaryKey())
    .addColumn('session_id', ID, (c) => c.notNull().references('manga_sessions.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('sort_key', 'double precision')
    .addColumn('detail', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('chapters_session_idx').on('chapters').columns(['session_id', 'sort_key']).execute();

  await db.schema
    .createTable('pages')
    .addColumn('id', ID, (c) => c.primaryKey())
    .addColumn('chapter_id', ID, (c) => c.notNull().references('chapters.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('image_key', 'text', (c) => c.notNull())
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('pages_chapter_uq').on('pages').columns(['chapter_id', 'position']).unique().execute();

  await db.schema
    .createTable('credits')
    .addColumn('work_id', ID, (c) => c.notNull().references('works.id').onDelete('cascade'))
    .addColumn('user_id', ID, (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('role', 'varchar(16)', (c) => c.notNull().check(sql`role in ('translator', 'designer', 'technique')`))
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('credits_pk', ['work_id', 'role', 'user_id'])
    .execute();
  // associatedWorks of a user
  await db.schema.createIndex('credits_user_idx').on('credits').columns(['user_id', 'role']).execute();

  await db.schema
    .createTable('work_views_daily')
    .addColumn('work_id', ID, (c) => c.notNull().references('works.id').onDelete('cascade'))
    .addColumn('day', 'varchar(10)', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('work_views_daily_pk', ['work_id', 'day'])
    .execute();
  // "most viewed today": one day's rows, by count
  await db.schema.createIndex('work_views_day_idx').on('work_views_daily').columns(['day', 'count']).execute();
}

export async function down(db: AnyDb): Promise<void> {
  for (const table of [
    'work_views_daily',
    'credits',
    'pages',
    'chapters',
    'manga_sessions',
    'servers',
    'episodes',
    'seasons',
    'works',
    'users',
    'counters',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
