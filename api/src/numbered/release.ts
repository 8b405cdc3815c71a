import { sql, type Expression, type SqlBool } from 'kysely';

/**
 * Whether an episode or chapter is out for the public: it has a release time (`publish_at`, migration
 * 0013) and that time has come. A draft has none; a scheduled one has a time still ahead. Every public
 * read of these two tables goes through this one condition (lists of a work's parts, the reader's chapter,
 * sitemaps, feeds), so "what the public sees" is decided here and nowhere else.
 */
export function released(table: 'episodes' | 'chapters', now: number = Date.now()): Expression<SqlBool> {
  const at = sql.ref(`${table}.publish_at`);
  return sql<SqlBool>`(${at} is not null and ${at} <= ${now})`;
}
