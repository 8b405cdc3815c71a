import { useSearchParams } from '@ckb/design-system';

/** The list page from `?page=` (SPEC §2: the page lives in the URL); anything odd reads as page 1. */
export function pageFrom(search: URLSearchParams): number {
  const raw = search.get('page');
  if (!raw || !/^\d{1,6}$/.test(raw)) return 1;
  return Math.max(1, Number(raw));
}

export function usePageParam(): number {
  return pageFrom(useSearchParams()[0]);
}
