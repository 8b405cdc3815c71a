import type { ViewIncrement, ViewsRepository } from '../repositories/views.ts';

/** UTC day of a moment, YYYY-MM-DD: the key of work_views_daily. */
export const viewDay = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

/**
 * Counts views in memory and writes them in batches: one transaction per flush instead of one
 * write per page view. Counts are kept per work and per day, so a flush after midnight still puts
 * yesterday's views on yesterday. A failed flush keeps its counts for the next one.
 */
export class ViewCounter {
  private pending = new Map<string, ViewIncrement>();
  private flushing: Promise<void> | null = null;

  constructor(
    private readonly repo: Pick<ViewsRepository, 'add'>,
    private readonly now: () => number = Date.now,
  ) {}

  record(workId: string): void {
    const day = viewDay(this.now());
    const key = `${day}|${workId}`;
    const entry = this.pending.get(key);
    if (entry) entry.count++;
    else this.pending.set(key, { workId, day, count: 1 });
  }

  /** Views counted and not yet written. */
  get size(): number {
    let n = 0;
    for (const v of this.pending.values()) n += v.count;
    return n;
  }

  /** Writes what is pending; concurrent calls wait for the running flush and then flush again. */
  async flush(): Promise<void> {
    while (this.flushing) await this.flushing;
    if (this.pending.size === 0) return;
    const batch = this.pending;
    this.pending = new Map();
    this.flushing = this.repo
      .add([...batch.values()])
      .catch((err: unknown) => {
        // keep the counts: merge them back for the next flush
        for (const [key, v] of batch) {
          const entry = this.pending.get(key);
          if (entry) entry.count += v.count;
          else this.pending.set(key, v);
        }
        throw err;
      })
      .finally(() => {
        this.flushing = null;
      });
    await this.flushing;
  }
}
