import type { ViewsRepository, ViewVisit } from '../repositories/views.ts';

/** UTC day of a moment, YYYY-MM-DD: the key of work_views_daily. */
export const viewDay = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

/**
 * Counts views in memory and writes them in batches: one transaction per flush instead of one write per
 * page view. A view is a visitor's visit of a work on a UTC day; the same visit again before the flush is
 * the same entry, and at the flush the database keeps only visits it has not counted before
 * (counted_visits, repositories/counted-visits.ts), so a visitor counts once per work and day across
 * flushes, instances and restarts. The trade-off: a crash loses the visits of the last VIEW_FLUSH_MS (as
 * before), never counts one twice. A failed flush keeps its visits for the next one.
 */
export class ViewCounter {
  private pending = new Map<string, ViewVisit>();
  private flushing: Promise<void> | null = null;

  constructor(
    private readonly repo: Pick<ViewsRepository, 'addVisits'>,
    private readonly now: () => number = Date.now,
  ) {}

  record(workId: string, visitor: string): void {
    const day = viewDay(this.now());
    const key = `${day}|${workId}|${visitor}`;
    if (!this.pending.has(key)) this.pending.set(key, { workId, day, visitor });
  }

  /** Visits recorded and not yet written (each a view, unless the database counted it before). */
  get size(): number {
    return this.pending.size;
  }

  /** Writes what is pending; concurrent calls wait for the running flush and then flush again. */
  async flush(): Promise<void> {
    while (this.flushing) await this.flushing;
    if (this.pending.size === 0) return;
    const batch = this.pending;
    this.pending = new Map();
    this.flushing = this.repo
      .addVisits([...batch.values()])
      .then(() => undefined)
      .catch((err: unknown) => {
        // keep the visits: merge them back for the next flush
        for (const [key, v] of batch) if (!this.pending.has(key)) this.pending.set(key, v);
        throw err;
      })
      .finally(() => {
        this.flushing = null;
      });
    await this.flushing;
  }
}
