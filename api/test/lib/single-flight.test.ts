import { describe, expect, it } from 'vitest';
import { SingleFlight } from '../../src/lib/single-flight.ts';

/** A promise and the functions that settle it, for computations the test finishes by hand. */
function deferred<T>() {
  let resolve: (value: T) => void = () => {};
  let reject: (err: unknown) => void = () => {};
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('SingleFlight.run', () => {
  it('runs one computation for concurrent callers of a key; only the first did not join', async () => {
    const flight = new SingleFlight<string>();
    const gate = deferred<string>();
    let runs = 0;
    const compute = () => {
      runs++;
      return gate.promise;
    };
    const calls = [flight.run('a', compute), flight.run('a', compute), flight.run('a', compute)];
    gate.resolve('page');
    const results = await Promise.all(calls);
    expect(runs).toBe(1);
    expect(results).toEqual([
      { value: 'page', joined: false },
      { value: 'page', joined: true },
      { value: 'page', joined: true },
    ]);
  });

  it('keeps keys apart, and computes again once a computation is over', async () => {
    const flight = new SingleFlight<number>();
    let runs = 0;
    const compute = async () => ++runs;
    const [a, b] = await Promise.all([flight.run('a', compute), flight.run('b', compute)]);
    expect([a.value, b.value]).toEqual([1, 2]);
    expect(flight.pending('a')).toBeUndefined();
    expect((await flight.run('a', compute)).value).toBe(3);
  });

  it('gives a failure to every caller of that computation, then lets the next caller try again', async () => {
    const flight = new SingleFlight<string>();
    const gate = deferred<string>();
    const first = flight.run('a', () => gate.promise);
    const second = flight.run('a', async () => 'never');
    gate.reject(new Error('drawing failed'));
    await expect(first).rejects.toThrow('drawing failed');
    await expect(second).rejects.toThrow('drawing failed');
    expect(await flight.run('a', async () => 'again')).toEqual({ value: 'again', joined: false });
  });

  it('treats a computation that throws at once like one that fails later', async () => {
    const flight = new SingleFlight<string>();
    const boom = () => {
      throw new Error('at once');
    };
    await expect(flight.run('a', boom)).rejects.toThrow('at once');
    expect(flight.pending('a')).toBeUndefined();
  });
});

describe('SingleFlight.claim', () => {
  it('lets waiters share what the claimant settles, and only its first settle', async () => {
    const flight = new SingleFlight<string | null>();
    expect(flight.pending('a')).toBeUndefined();
    const settle = flight.claim('a');
    const waiter = flight.pending('a');
    expect(waiter).toBeDefined();
    settle('answer');
    settle(null); // e.g. the response hook that releases after the answer was sent
    expect(await waiter).toBe('answer');
    expect(flight.pending('a')).toBeUndefined();
  });

  it('releases waiters with what the claimant settles on failure (here null: compute for yourselves)', async () => {
    const flight = new SingleFlight<string | null>();
    const settle = flight.claim('a');
    const waiters = [flight.pending('a'), flight.pending('a')];
    settle(null);
    expect(await Promise.all(waiters)).toEqual([null, null]);
  });

  it('does not end a newer claim of the same key when an old settle runs late', async () => {
    const flight = new SingleFlight<string>();
    const old = flight.claim('a');
    old('first');
    const settle = flight.claim('a');
    const waiter = flight.pending('a');
    old('late');
    expect(flight.pending('a')).toBe(waiter);
    settle('second');
    expect(await waiter).toBe('second');
  });

  it('does not report a rejection nobody waited for', async () => {
    const flight = new SingleFlight<string>();
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', onUnhandled);
    try {
      flight.claim('a')(Promise.reject(new Error('no one waits')));
      await new Promise((r) => setTimeout(r, 10));
      expect(unhandled).toEqual([]);
    } finally {
      process.off('unhandledRejection', onUnhandled);
    }
  });
});
