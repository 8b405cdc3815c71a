/**
 * Speed from a running total that may step back (a file whose connection failed starts again from
 * zero): only the increases count, over the last `windowMs`.
 */
export class Throughput {
  private last = 0;
  private moved = 0;
  private samples: Array<{ at: number; moved: number }> = [];

  constructor(
    private readonly windowMs = 8000,
    private readonly now: () => number = () => Date.now(),
  ) {}

  /** Records the total now; answers bytes per second (0 until a second has been seen). */
  sample(total: number): number {
    if (total > this.last) this.moved += total - this.last;
    this.last = total;
    const at = this.now();
    this.samples.push({ at, moved: this.moved });
    while (this.samples.length > 2 && at - this.samples[1]!.at >= this.windowMs) this.samples.shift();
    const first = this.samples[0]!;
    const span = at - first.at;
    return span >= 1000 ? ((this.moved - first.moved) * 1000) / span : 0;
  }
}
