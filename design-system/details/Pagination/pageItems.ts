export type PageItem = number | 'gap-start' | 'gap-end';

/**
 * The numbered strip: first and last page, the current page with `siblings` on each side, and a gap
 * where pages are left out. The strip keeps one length (7 with one sibling) so it does not jump:
 * 1 2 3 4 5 … 20 | 1 … 9 10 11 … 20 | 1 … 16 17 18 19 20.
 */
export function pageItems(page: number, totalPages: number, siblings = 1): PageItem[] {
  const total = Math.max(1, Math.floor(totalPages));
  const current = Math.min(Math.max(1, Math.floor(page)), total);
  const slots = siblings * 2 + 5;
  const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
  if (total <= slots) return range(1, total);

  const start = Math.max(current - siblings, 1);
  const end = Math.min(current + siblings, total);
  const gapBefore = start > 3;
  const gapAfter = end < total - 2;
  const edge = 3 + siblings * 2;

  if (!gapBefore) return [...range(1, edge), 'gap-end', total];
  if (!gapAfter) return [1, 'gap-start', ...range(total - edge + 1, total)];
  return [1, 'gap-start', ...range(start, end), 'gap-end', total];
}
