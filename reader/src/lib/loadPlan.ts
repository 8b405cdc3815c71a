import type { PageLoad } from '@ckb/design-system/reader';

/** Pages farther than this from the one on screen give their pictures back (memory stays flat). */
export const RELEASE_DISTANCE = 15;
/** Pages this close (before, after) get their high variant. */
const HIGH_BEFORE = 1;
const HIGH_AFTER = 2;
/** Low variants kept just behind the page on screen (scrolling back shows something at once). */
const LOW_BEFORE = 2;

const RANK: Record<PageLoad, number> = { none: 0, low: 1, high: 2 };

/**
 * `high` is the page's full picture: the `high` variant, or with the data saver the `saver` one (PageView
 * picks which); both are readable, so the data saver changes the bytes, not the plan.
 */
export interface PlanOptions {
  /** Low variants loaded ahead. */
  preload: number;
  /** Until the first picture has painted, only the page on screen gets its high variant (the first paint
   * does not share the network with its neighbours). */
  holdHigh?: boolean;
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
    let want: PageLoad = 'none';
    if (d >= -HIGH_BEFORE && d <= HIGH_AFTER) want = !options.holdHigh || d === 0 ? 'high' : 'low';
    else if (d >= -LOW_BEFORE && d <= options.preload) want = 'low';
    const kept = previous[i] ?? 'none';
    out.push(RANK[kept] > RANK[want] ? kept : want);
  }
  return out;
}

/** Same plan, same array: lets React skip a render. */
export function samePlan(a: readonly PageLoad[], b: readonly PageLoad[]): boolean {
  return a.length === b.length && a.every((v, i) => v === b[i]);
}
