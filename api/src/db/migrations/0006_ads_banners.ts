import type { Kysely } from 'kysely';

/**
 * Ads and banners as content staff manage (not files in the build):
 * - `ads`: an image pair (desktop 1200×150, phone 720×180) and a link, optional first and last day, on/off.
 *   `placement` is `shell` (the banner under the navbar, rotating when several are on) or `player` (the one
 *   permanent ad shown with every video player; its single image is the desktop slot).
 * - `ad_stats`: impressions and clicks per ad per UTC day.
 * - `player_ad_optouts`: works whose players never show the permanent ad.
 * - `banners`: hero slides that are not works; `position` is the slide's place among the works (1 = first).
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('ads')
    .addColumn('id', 'varchar(24)', (c) => c.primaryKey())
    .addColumn('placement', 'varchar(16)', (c) => c.notNull().defaultTo('shell'))
    .addColumn('name', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('link', 'varchar(2048)', (c) => c.notNull())
    .addColumn('starts_on', 'varchar(10)')
    .addColumn('ends_on', 'varchar(10)')
    .addColumn('active', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('desktop_key', 'varchar(128)')
    .addColumn('desktop_width', 'integer')
    .addColumn('desktop_height', 'integer')
    .addColumn('mobile_key', 'varchar(128)')
    .addColumn('mobile_width', 'integer')
    .addColumn('mobile_height', 'integer')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('ads_placement').on('ads').columns(['placement', 'active']).execute();

  await db.schema
    .createTable('ad_stats')
    .addColumn('ad_id', 'varchar(24)', (c) => c.notNull().references('ads.id').onDelete('cascade'))
    .addColumn('day', 'varchar(10)', (c) => c.notNull())
    .addColumn('impressions', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('clicks', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('ad_stats_pk', ['ad_id', 'day'])
    .execute();
  await db.schema.createIndex('ad_stats_day').on('ad_stats').column('day').execute();

  await db.schema
    .createTable('player_ad_optouts')
    .addColumn('work_id', 'varchar(24)', (c) => c.primaryKey().references('works.id').onDelete('cascade'))
    .execute();

  await db.schema
    .createTable('banners')
    .addColumn('id', 'varchar(24)', (c) => c.primaryKey())
    .addColumn('title', 'varchar(200)', (c) => c.notNull())
    .addColumn('text', 'varchar(1000)', (c) => c.notNull().defaultTo(''))
    .addColumn('link', 'varchar(2048)', (c) => c.notNull().defaultTo(''))
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('active', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('poster_key', 'varchar(128)')
    .addColumn('poster_width', 'integer')
    .addColumn('poster_height', 'integer')
    .addColumn('background_key', 'varchar(128)')
    .addColumn('background_width', 'integer')
    .addColumn('background_height', 'integer')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('banners').ifExists().execute();
  await db.schema.dropTable('player_ad_optouts').ifExists().execute();
  await db.schema.dropTable('ad_stats').ifExists().execute();
  await db.schema.dropTable('ads').ifExists().execute();
}
