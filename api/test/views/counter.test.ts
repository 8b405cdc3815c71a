import { describe, expect, it } from 'vitest';
import { ViewCounter } from '../../src/views/counter.ts';
import type { ViewVisit } from '../../src/repositories/views.ts';

describe('ViewCounter', () => {
  it('batches visits per work, visitor and UTC day; the same visit again is the same entry', async () => {
    const written: (readonly ViewVisit[])[] = [];
    let now = Date.UTC(2025, 0, 1, 23, 59, 59);
    const counter = new ViewCounter({ addVisits: async (batch) => (written.push(batch), batch.length) }, () => now);
    counter.record('a', 'v1');
    counter.record('a', 'v1');
    counter.record('a', 'v2');
    counter.record('b', 'v1');
    now += 2000; // past midnight: a new day, the same visitor counts again
    counter.record('a', 'v1');
    expect(counter.size).toBe(4);
    await counter.flush();
    expect(counter.size).toBe(0);
    expect(written).toEqual([
      [
        { workId: 'a', day: '2025-01-01', visitor: 'v1' },
        { workId: 'a', day: '2025-01-01', visitor: 'v2' },
        { workId: 'b', day: '2025-01-01', visitor: 'v1' },
        { workId: 'a', day: '2025-01-02', visitor: 'v1' },
      ],
    ]);
    await counter.flush(); // nothing pending: no write
    expect(written).toHaveLength(1);
  });

  it('keeps the visits of a failed write for the next flush', async () => {
    let fail = true;
    const written: (readonly ViewVisit[])[] = [];
    const counter = new ViewCounter({
      addVisits: async (batch) => {
        if (fail) throw new Error('database down');
        written.push(batch);
        return batch.length;
      },
    });
    counter.record('a', 'v1');
    await expect(counter.flush()).rejects.toThrow('database down');
    counter.record('a', 'v1');
    counter.record('a', 'v2');
    expect(counter.size).toBe(2);
    fail = false;
    await counter.flush();
    expect(written[0]?.map((v) => v.visitor)).toEqual(['v1', 'v2']);
  });

  it('does not lose visits recorded while a flush is running', async () => {
    let release: () => void = () => {};
    const written: number[] = [];
    const counter = new ViewCounter({
      addVisits: (batch) =>
        new Promise<number>((resolve) => {
          written.push(batch.length);
          release = () => resolve(batch.length);
        }),
    });
    counter.record('a', 'v1');
    const first = counter.flush();
    counter.record('a', 'v1');
    counter.record('a', 'v2');
    const second = counter.flush();
    release();
    await first;
    await new Promise((r) => setTimeout(r, 0));
    release();
    await second;
    expect(written).toEqual([1, 2]);
  });
});
