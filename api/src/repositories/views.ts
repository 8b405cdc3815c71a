import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { CARD_COLUMNS, type CardRow } from './work-cards.ts';
import { inChunks } from './batch.ts';
import { firstVisits, pruneVisits } from './counted-visits.ts';

export interface ViewIncrement {
  workId: string;
  /** UTC day, YYYY-MM-DD. */
  day: string;
  count: number;
}

/** A view by one visitor on a UTC day (YYYY-MM-DD): counted if it is that visitor's first of the work that day. */
export interface ViewVisit {
  workId: string;
  day: string;
  /** The day's keyed hash of the client address (plugins/visitors.ts). */
  visitor: string;
}

/** SQL for the per-work, per-day view counts (work_views_daily) and the all-time total (works.view). */
export class ViewsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /**
   * Adds the views of a batch of visits, each only if its visitor was not counted for that work and day
   * before (counted_visits decides, in the same transaction), and says how many were counted.
   */
  async addVisits(visits: readonly ViewVisit[]): Promise<number> {
    if (visits.length === 0) return 0;
    return this.db.transaction().execute(async (trx) => {
      const fresh = await firstVisits(
        trx,
        visits.map((v) => ({ day: v.day, kind: 'view' as const, target: v.workId, visitor: v.visitor })),
      );
      const counts = new Map<string, ViewIncrement>();
      for (const v of fresh) {
        const key = `${v.day}|${v.target}`;
        const entry = counts.get(key);
        if (entry) entry.count++;
        else counts.set(key, { workId: v.target, day: v.day, count: 1 });
      }
      await ViewsRepository.addIn(trx, [...counts.values()]);
      return fresh.length;
    });
  }

  /** Forgets who was counted on days before `day` (views and ads alike: counted_visits). */
  async pruneVisits(day: string): Promise<void> {
    await pruneVisits(this.db, day);
  }

  /**
   * Adds a batch that carries an id (views moved from Redis), at most once: the id is recorded in the
   * same transaction, so a batch retried after a crash is skipped. False when it was applied before.
   */
  async addBatch(id: string, increments: readonly ViewIncrement[], now = Date.now()): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      const inserted = await trx
        .insertInto('view_batches')
        .values({ id, applied_at: now })
        .onConflict((oc) => oc.column('id').doNothing())
        .returning('id')
        .executeTakeFirst();
      if (!inserted) return false;
      await ViewsRepository.addIn(trx, increments);
      return true;
    });
  }

  /** Forgets the ids of batches applied before `before` (epoch ms): none is retried that late. */
  async pruneBatches(before: number): Promise<void> {
    await this.db.deleteFrom('view_batches').where('applied_at', '<', before).execute();
  }

  /**
   * Adds counted views in the caller's transaction. Views of works deleted in the meantime are dropped
   * (their rows are gone); everything else lands in both the day row and the total.
   */
  private static async addIn(trx: Kysely<Database>, increments: readonly ViewIncrement[]): Promise<void> {
    if (increments.length === 0) return;
    const ids = [...new Set(increments.map((i) => i.workId))];
    const existing = new Set(
      (await inChunks(ids, (chunk) => trx.selectFrom('works').select('id').where('id', 'in', chunk).execute())).map(
        (r) => r.id,
      ),
    );
    // one order for every writer: concurrent batches from several instances lock rows alike, no deadlock
    const live = increments
      .filter((i) => existing.has(i.workId))
      .sort((a, b) => (a.workId === b.workId ? a.day.localeCompare(b.day) : a.workId.localeCompare(b.workId)));
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
  }

  /**
   * The visible works most viewed on `day`, with that day's count. Two plain index lookups whatever
   * the planner would make of a join: the day's rows best first from (day, count), then those works by
   * primary key; hidden (or excluded) ones are skipped and the next rows read, so the cost follows the
   * answer's size, not the catalogue's.
   */
  async topOfDay(
    day: string,
    limit: number,
    excludeIds: readonly string[] = [],
  ): Promise<(CardRow & { day_count: number })[]> {
    const exclude = new Set(excludeIds);
    const out: (CardRow & { day_count: number })[] = [];
    const batch = Math.max(limit * 2, 20);
    for (let offset = 0; out.length < limit; offset += batch) {
      const candidates = await this.db
        .selectFrom('work_views_daily')
        .select(['work_id', 'count'])
        .where('day', '=', day)
        .orderBy('count', 'desc')
        .limit(batch)
        .offset(offset)
        .execute();
      const ids = candidates.map((c) => c.work_id).filter((id) => !exclude.has(id));
      const works =
        ids.length === 0
          ? []
          : await this.db
              .selectFrom('works')
              .select(CARD_COLUMNS)
              .where('id', 'in', ids)
              .where('active_show', '=', true)
              .execute();
      const byId = new Map(works.map((w) => [w.id, w]));
      for (const c of candidates) {
        const work = byId.get(c.work_id);
        if (!work || exclude.has(work.id)) continue;
        exclude.add(work.id);
        out.push({ ...work, day_count: Number(c.count) });
        if (out.length === limit) break;
      }
      if (candidates.length < batch) break;
    }
    return out;
  }
}
