import { vi } from 'vitest';
import type { Timers } from '../../src/numbered/release-clock.ts';

/**
 * A clock the test moves: `Date` is faked (what every read compares release times with) and the release
 * clock's timers are this object's, so moving the clock fires them in time order, each at its own moment.
 * Only `Date` is faked globally: Fastify's, the drivers' and Redis' own timers keep running.
 */
export class FakeClock implements Timers {
  private readonly pending = new Map<number, { at: number; fire: () => void }>();
  private seq = 0;

  /** `settle`: what to await after a timer fired (the work it started, such as the next read). */
  constructor(
    start: number,
    private readonly settle: () => Promise<unknown> = async () => undefined,
  ) {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(start);
  }

  setTimeout(fire: () => void, ms: number): number {
    const id = ++this.seq;
    this.pending.set(id, { at: Date.now() + ms, fire });
    return id;
  }

  clearTimeout(handle: unknown): void {
    this.pending.delete(handle as number);
  }

  /** When the earliest pending timer fires, or null. */
  get nextTimer(): number | null {
    const times = [...this.pending.values()].map((p) => p.at);
    return times.length > 0 ? Math.min(...times) : null;
  }

  /** Moves the clock to `time`, firing each timer due by then at its own time, in order. */
  async advanceTo(time: number): Promise<void> {
    for (;;) {
      const due = [...this.pending.entries()].filter(([, p]) => p.at <= time).sort(([, a], [, b]) => a.at - b.at)[0];
      if (!due) break;
      const [id, { at, fire }] = due;
      this.pending.delete(id);
      vi.setSystemTime(Math.max(at, Date.now()));
      fire();
      await this.settle();
    }
    vi.setSystemTime(time);
  }

  async advanceBy(ms: number): Promise<void> {
    await this.advanceTo(Date.now() + ms);
  }

  restore(): void {
    vi.useRealTimers();
  }
}
