import type { Kysely } from 'kysely';

/**
 * The public order of releases (sitemaps and feeds): episodes and chapters by release time, then id, so a
 * sitemap file is a slice of one index (a stable `offset`, no sort) and a feed walks the newest releases
 * from the index backwards. Ties matter: bulk imports give many rows the same `publish_at`.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema.createIndex('chapters_release_order').on('chapters').columns(['publish_at', 'id']).execute();
  await db.schema.createIndex('episodes_release_order').on('episodes').columns(['publish_at', 'id']).execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex('episodes_release_order').ifExists().execute();
  await db.schema.dropIndex('chapters_release_order').ifExists().execute();
}
