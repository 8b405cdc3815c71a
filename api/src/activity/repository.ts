import type { Kysely, SelectQueryBuilder } from 'kysely';
import type { ActivityItemT, ActivityKind } from '@ckb/contract';
import type { ActivityTable, Database } from '../db/schema.ts';

/** Reading the history: newest first, filtered, a page at a time. Writing is `recordActivity`. */

export interface ActivityFilter {
  /** Only this person's entries. */
  actor?: string;
  kind?: ActivityKind;
  work?: string;
  /** [from, to) in epoch ms. */
  between?: readonly [number, number];
}

type Query = SelectQueryBuilder<Database, 'activity', object>;

function filtered(query: Query, filter: ActivityFilter): Query {
  let q = query;
  if (filter.actor !== undefined) q = q.where('actor_id', '=', filter.actor);
  if (filter.kind !== undefined) q = q.where('kind', '=', filter.kind);
  if (filter.work !== undefined) q = q.where('work_id', '=', filter.work);
  if (filter.between !== undefined) {
    const [from, to] = filter.between;
    q = q.where('at', '>=', from).where('at', '<', to);
  }
  return q;
}

const toItem = (row: ActivityTable): ActivityItemT => ({
  _id: row.id,
  at: Number(row.at),
  actor: { _id: row.actor_id, username: row.actor_username },
  action: row.action as ActivityItemT['action'],
  kind: row.kind as ActivityItemT['kind'],
  target: row.target_id,
  work: row.work_id,
  label: row.label,
  changes: row.changes === null ? null : (JSON.parse(row.changes) as ActivityItemT['changes']),
});

export async function listActivity(
  db: Kysely<Database>,
  filter: ActivityFilter,
  page: number,
  limit: number,
): Promise<{ rows: ActivityItemT[]; total: number }> {
  const base = db.selectFrom('activity');
  const [rows, count] = await Promise.all([
    filtered(base, filter)
      .selectAll()
      // ids sort as the entries were written (activityId), also within one millisecond
      .orderBy('at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .offset((page - 1) * limit)
      .execute(),
    filtered(base, filter)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows: rows.map(toItem), total: Number(count.n) };
}
