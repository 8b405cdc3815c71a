import type { PageLoad } from '@ckb/design-system/reader';

/** Pages farther than this from the one on screen give their pictures back (memory stays flat). */
export const RELEASE_DISTANCE = 15;
/** Pages this close (before, after) get their high variant. */
const HIGH_BEFORE = 1;
const HIGH_AFTER = 2;
/** Low variants kept just behind the page on screen (scrolling back shows something at once). */
const LOW_BEFORE = 2;

const RANK: Record<PageLoad, number> = { none: 0, low: 1, high: 2 };

export interface PlanOptions {
  /** Low variants loaded ahead. */
  preload: number;
  /** Only low variants, except the pages in `high`. */
  dataSaver: boolean;
  /** Pages (0-based) the visitor asked to see in high quality. */
  high: ReadonlySet<number>;
}

/**
 * What each page may load, given the page on screen (0-based). A page keeps what it has while it stays
 * within RELEASE_DISTANCE (nothing reloads when the visitor scrolls back a little), gains the low variant
 * `preload` pages ahead and the high one near the screen, and is released beyond. Nothing else loads.
 */
export function planLoads(
  previous: readonly PageLoad[],
  current: number,
  total: number,
  options: PlanOptions,
): PageLoad[] {
  const out: PageLoad[] = [];
  for (let i = 0; i < total; i++) {
    const d = i - current;
    if (Math.abs(d) > RELEASE_DISTANCE) {
      out.push('none');
      continue;
    }
    const mayHigh = !options.dataSaver || options.high.has(i);
    let want: PageLoad = 'none';
    if (d >= -HIGH_BEFORE && d <= HIGH_AFTER) want = mayHigh ? 'high' : 'low';
    else if (d >= -LOW_BEFORE && d <= options.preload) want = 'low';
    if (options.high.has(i) && want !== 'none') want = 'high';
    let kept = previous[i] ?? 'none';
    if (kept === 'high' && !mayHigh) kept = 'low';
    out.push(RANK[kept] > RANK[want] ? kept : want);
  }
  return out;
}

/** Same plan, same array: lets React skip a render. */
export function samePlan(a: readonly PageLoad[], b: readonly PageLoad[]): boolean {
  return a.length === b.length && a.every((v, i) => v === b[i]);
}
