import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { CARD_COLUMNS, type CardRow } from './works.ts';
import { inChunks } from './batch.ts';

export interface ViewIncrement {
  workId: string;
  /** UTC day, YYYY-MM-DD. */
  day: string;
  count: number;
}

/** SQL for the per-work, per-day view counts (work_views_daily) and the all-time total (works.view). */
export class ViewsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /**
   * Adds a batch of counted views in one transaction. Views of works deleted in the meantime are
   * dropped (their rows are gone); everything else lands in both the day row and the total.
   */
  async add(increments: readonly ViewIncrement[]): Promise<void> {
    if (increments.length === 0) return;
    await this.db.transaction().execute(async (trx) => {
      const ids = [...new Set(increments.map((i) => i.workId))];
      const existing = new Set(
        (await inChunks(ids, (chunk) => trx.selectFrom('works').select('id').where('id', 'in', chunk).execute())).map(
          (r) => r.id,
        ),
      );
      const live = increments.filter((i) => existing.has(i.workId));
      if (live.length === 0) return;
      for (let i = 0; i < live.length; i += 1000) {
        await trx
          .insertInto('work_views_daily')
          .values(live.slice(i, i + 1000).map((v) => ({ work_id: v.workId, day: v.day, count: v.count })))
          .onConflict((oc) =>
            oc.columns(['work_id', 'day']).doUpdateSet((eb) => ({
              count: eb(eb.ref('work_views_daily.count'), '+', eb.ref('excluded.count')),
            })),
          )
          .execute();
      }
      const totals = new Map<string, number>();
      for (const v of live) totals.set(v.workId, (totals.get(v.workId) ?? 0) + v.count);
      for (const [id, count] of totals) {
        await trx
          .updateTable('works')
          .set((eb) => ({ view: eb('view', '+', count) }))
          .where('id', '=', id)
          .execute();
      }
    });
  }

  /**
   * The visible works most viewed on `day`, with that day's count: one backwards range scan of
   * (day, count), joined by primary key, stopping at `limit`.
   */
  topOfDay(
    day: string,
    limit: number,
    excludeIds: readonly string[] = [],
  ): Promise<(CardRow & { day_count: number })[]> {
    let q = this.db
      .selectFrom('work_views_daily')
      .innerJoin('works', 'works.id', 'work_views_daily.work_id')
      .select([...CARD_COLUMNS, 'work_views_daily.count as day_count'])
      .where('work_views_daily.day', '=', day)
      .where('works.active_show', '=', true);
    if (excludeIds.length > 0) q = q.where('works.id', 'not in', excludeIds);
    return q.orderBy('work_views_daily.count', 'desc').orderBy('works.id', 'desc').limit(limit).execute();
  }
}
