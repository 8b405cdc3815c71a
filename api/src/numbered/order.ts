import { sql, type SelectQueryBuilder } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { NumberedLevel, NumberedTable } from './levels.ts';

/**
 * The order of siblings, once for every reader (the work's tree, the reader's previous / next).
 * Numbers: by value, then by creation. Chapter names: the numeric ones by value ("2" before "10" before
 * "12.5"), then the others ("Extra", "Special") by creation, then by id; the same on both databases:
 * SQLite sorts nulls first and PostgreSQL last, so the `case` says where the names without a value go.
 */

/** The numeric value of a chapter name ("12", "12.5"), kept in `sort_key`; null for "Extra". */
export function chapterSortKey(name: string): number | null {
  const trimmed = name.trim();
  if (!/^-?\d+(\.\d+)?$/.test(trimmed)) return null;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : null;
}

export function inSiblingOrder<O, V extends number | string, W extends string>(
  query: SelectQueryBuilder<Database, NumberedTable, O>,
  level: NumberedLevel<V, W>,
): SelectQueryBuilder<Database, NumberedTable, O> {
  if (level.sortKey === null) return query.orderBy(level.column).orderBy('created_at');
  return query
    .orderBy(sql`case when sort_key is null then 1 else 0 end`)
    .orderBy('sort_key')
    .orderBy('created_at')
    .orderBy('id');
}
