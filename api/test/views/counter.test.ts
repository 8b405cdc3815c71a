import { describe, expect, it } from 'vitest';
import { ViewCounter } from '../../src/views/counter.ts';
import type { ViewIncrement } from '../../src/repositories/views.ts';

describe('ViewCounter', () => {
  it('batches counts per work and per UTC day', async () => {
    const written: (readonly ViewIncrement[])[] = [];
    let now = Date.UTC(2025, 0, 1, 23, 59, 59);
    const counter = new ViewCounter({ add: async (batch) => void written.push(batch) }, () => now);
    counter.record('a');
    counter.record('a');
    counter.record('b');
    now += 2000; // past midnight: a new day row
    counter.record('a');
    expect(counter.size).toBe(4);
    await counter.flush();
    expect(counter.size).toBe(0);
    expect(written).toHaveLength(1);
    expect(written[0]).toEqual([
      { workId: 'a', day: '2025-01-01', count: 2 },
      { workId: 'b', day: '2025-01-01', count: 1 },
      { workId: 'a', day: '2025-01-02', count: 1 },
    ]);
    await counter.flush(); // nothing pending: no write
    expect(written).toHaveLength(1);
  });

  it('keeps the counts of a failed write for the next flush', async () => {
    let fail = true;
    const written: (readonly ViewIncrement[])[] = [];
    const counter = new ViewCounter({
      add: async (batch) => {
        if (fail) throw new Error('database down');
        written.push(batch);
      },
    });
    counter.record('a');
    await expect(counter.flush()).rejects.toThrow('database down');
    counter.record('a');
    expect(counter.size).toBe(2);
    fail = false;
    await counter.flush();
    expect(written[0]?.[0]?.count).toBe(2);
  });

  it('does not lose views recorded while a flush is running', async () => {
    let release: () => void = () => {};
    const written: number[] = [];
    const counter = new ViewCounter({
      add: (batch) =>
        new Promise<void>((resolve) => {
          written.push(batch.reduce((n, v) => n + v.count, 0));
          release = resolve;
        }),
    });
    counter.record('a');
    const first = counter.flush();
    counter.record('a');
    counter.record('a');
    const second = counter.flush();
    release();
    await first;
    await new Promise((r) => setTimeout(r, 0));
    release();
    await second;
    expect(written).toEqual([1, 2]);
  });
});
