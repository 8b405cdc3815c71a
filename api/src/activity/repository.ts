import type { Kysely, SelectQueryBuilder } from 'kysely';
import type { ActivityItemT, ActivityKind } from '@ckb/contract';
import type { ActivityTable, Database, WorkKind } from '../db/schema.ts';

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

type Work = { ku: string; en: string; kind: WorkKind };

const toItem = (row: ActivityTable, work: Work | undefined): ActivityItemT => ({
  _id: row.id,
  at: Number(row.at),
  actor: { _id: row.actor_id, username: row.actor_username },
  action: row.action as ActivityItemT['action'],
  kind: row.kind as ActivityItemT['kind'],
  target: row.target_id,
  work: row.work_id,
  label: row.label,
  work_title: work ? work.ku || work.en : null,
  work_kind: work?.kind ?? null,
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
  // the works' titles and kinds as they are now, for the "which" column and its link to the work's page
  const ids = [...new Set(rows.flatMap((r) => (r.work_id ? [r.work_id] : [])))];
  const works = new Map(
    ids.length === 0
      ? []
      : (await db.selectFrom('works').select(['id', 'ku', 'en', 'kind']).where('id', 'in', ids).execute()).map(
          (w) => [w.id, w] as const,
        ),
  );
  return { rows: rows.map((r) => toItem(r, r.work_id ? works.get(r.work_id) : undefined)), total: Number(count.n) };
}
