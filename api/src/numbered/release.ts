import { sql, type Expression, type Kysely, type SqlBool } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { SessionUser } from '../plugins/auth.ts';
import { seesHidden } from '../services/catalogue.ts';

/** The two tables whose rows have a release time (migration 0013); seasons and sessions have none. */
export type ReleasedTable = 'episodes' | 'chapters';
export const hasRelease = (table: string): table is ReleasedTable => table === 'episodes' || table === 'chapters';

/**
 * Whether an episode or chapter is out for the public: it has a release time (`publish_at`, migration
 * 0013) and that time has come. A draft has none; a scheduled one has a time still ahead. Every public
 * read of these two tables goes through this one condition (lists of a work's parts, the reader's chapter,
 * sitemaps, feeds), so "what the public sees" is decided here and nowhere else.
 */
export function released(table: ReleasedTable, now: number = Date.now()): Expression<SqlBool> {
  const at = sql.ref(`${table}.publish_at`);
  return sql<SqlBool>`(${at} is not null and ${at} <= ${now})`;
}

/**
 * Who an answer is for: the public sees released parts only; staff (who see hidden works) see drafts and
 * scheduled parts too, each with its `publish_at`, in answers cached for them alone (plugins/response-cache.ts).
 */
export type Audience = 'public' | 'staff';
export const audienceOf = (viewer: SessionUser | null): Audience => (seesHidden(viewer) ? 'staff' : 'public');

/**
 * The next release time after `now` of any episode or chapter, or null: what the release clock waits for
 * (indexed: `episodes_publish_at`, `chapters_publish_at`).
 */
export async function nextRelease(db: Kysely<Database>, now: number = Date.now()): Promise<number | null> {
  const next = await Promise.all(
    (['episodes', 'chapters'] as const).map((table) =>
      db
        .selectFrom(table)
        .select((eb) => eb.fn.min('publish_at').as('at'))
        .where('publish_at', '>', now)
        .executeTakeFirst(),
    ),
  );
  const times = next.map((row) => (row?.at == null ? null : Number(row.at))).filter((at) => at !== null);
  return times.length > 0 ? Math.min(...times) : null;
}
