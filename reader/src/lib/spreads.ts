import { up, useMediaQuery } from '@ckb/design-system';
import { useMemo } from 'react';
import type { ReaderSettings } from './settings.ts';

/**
 * The double-page spreads of a paged chapter on a wide screen: which pages are on screen together. The first
 * page (a cover or a title page) stands alone, as in a printed book; after it pages go in twos, except a page
 * wider than tall (already a spread in the scan), which stands alone, as does a last page without a partner.
 */
export function spreadGroups(pages: readonly { width: number; height: number }[]): number[][] {
  const wide = (i: number) => pages[i]!.width > pages[i]!.height;
  const groups: number[][] = [];
  for (let i = 0; i < pages.length;) {
    if (i > 0 && i + 1 < pages.length && !wide(i) && !wide(i + 1)) {
      groups.push([i, i + 1]);
      i += 2;
    } else {
      groups.push([i]);
      i += 1;
    }
  }
  return groups;
}

/** The index of the group holding page `index` (0 when none does). */
export const groupOf = (groups: readonly number[][], index: number): number =>
  Math.max(
    0,
    groups.findIndex((g) => g.includes(index)),
  );

/**
 * The spreads in use, or null for one page at a time: the visitor chose them, the mode is paged, the screen is
 * wide (≥ 1024 px) and the work is read as a book (manga, oneshot), not a manhua's long pages.
 */
export function useSpreads(
  settings: ReaderSettings,
  type: string,
  pages: readonly { width: number; height: number }[],
): number[][] | null {
  const wide = useMediaQuery(up('lg'));
  const on = settings.spread && settings.mode === 'paged' && wide && spreadsFit(type);
  return useMemo(() => (on ? spreadGroups(pages) : null), [on, pages]);
}

/** Whether a work of this type may be read in spreads. */
export const spreadsFit = (type: string): boolean => type !== 'manhua';
