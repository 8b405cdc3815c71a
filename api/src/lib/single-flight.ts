/**
 * Single flight: callers that need the same missing value at the same moment share one computation
 * instead of all computing it at once (a page drawn once for five visits that arrive together, one
 * database read for six requests of an expired answer).
 *
 *   const flight = new SingleFlight<Page>();
 *   const { value, joined } = await flight.run(key, () => makePage(key));   // joined: another caller made it
 *
 * When the computation is not one function call (the response cache computes an answer across a request's
 * hooks), `claim` marks the key as being computed and gives back the `settle` that ends it; `pending` is
 * what the other callers wait on. Settling resolves every waiter with the value (a failure settles with
 * whatever tells the waiters to compute for themselves, e.g. `null`); only the first `settle` counts.
 */
export class SingleFlight<V> {
  private readonly running = new Map<string, Promise<V>>();

  /** The computation under way for `key`, if any. */
  pending(key: string): Promise<V> | undefined {
    return this.running.get(key);
  }

  /**
   * Marks `key` as computed by the caller until it calls the returned `settle` (with the value, or a
   * promise of it: a rejected one rejects the waiters). Later calls of `settle` do nothing.
   */
  claim(key: string): (value: V | PromiseLike<V>) => void {
    let resolve: (value: V | PromiseLike<V>) => void = () => {};
    const promise = new Promise<V>((r) => (resolve = r));
    // a failure nobody waited for is the claimant's to report, not an unhandled rejection
    promise.catch(() => {});
    this.running.set(key, promise);
    let settled = false;
    return (value) => {
      if (settled) return;
      settled = true;
      // the key may have been claimed again since (after this one was settled elsewhere): leave that one
      if (this.running.get(key) === promise) this.running.delete(key);
      resolve(value);
    };
  }

  /**
   * `compute()` once for the concurrent callers of `key`: the first runs it, the others share its value (or
   * its error). `joined` says the caller shared a computation another caller started.
   */
  async run(key: string, compute: () => Promise<V>): Promise<{ value: V; joined: boolean }> {
    const running = this.running.get(key);
    if (running) return { value: await running, joined: true };
    const settle = this.claim(key);
    try {
      const value = await compute();
      settle(value);
      return { value, joined: false };
    } catch (err) {
      settle(Promise.reject(err));
      throw err;
    }
  }
}
