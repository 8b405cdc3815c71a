/**
 * Runs at most `concurrency` tasks at once, the rest wait in arrival order. One limiter is shared by
 * every upload of the process, so memory stays bounded whatever the number of concurrent requests.
 */
export class Limiter {
  private running = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(readonly concurrency: number) {
    if (!Number.isInteger(concurrency) || concurrency < 1) throw new Error('concurrency must be a positive integer');
  }

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.running >= this.concurrency) await new Promise<void>((resolve) => this.waiting.push(resolve));
    else this.running++;
    try {
      return await task();
    } finally {
      const next = this.waiting.shift();
      // hand the slot straight to the next task; only free it when nobody waits
      if (next) next();
      else this.running--;
    }
  }

  get pending(): number {
    return this.waiting.length;
  }
}
