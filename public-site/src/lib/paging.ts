import { useEffect, type RefObject } from 'react';

/**
 * Paging a list changes only the query string; the shell re-mounts the page for it (its fade is keyed
 * on the full path), so the new page cannot tell a paging from a fresh visit. The pager marks it here:
 * the next page then starts at the top, with focus on its heading, as a page load would.
 */
let pagingStarted = false;

export function startPaging(): void {
  pagingStarted = true;
  window.scrollTo({ top: 0 });
}

/** `page`: the list page shown; a change without a re-mount (a standalone start) counts too. */
export function useFocusAfterPaging(heading: RefObject<HTMLElement | null>, page: number): void {
  useEffect(() => {
    if (!pagingStarted) return;
    pagingStarted = false;
    window.scrollTo({ top: 0 });
    heading.current?.focus({ preventScroll: true });
  }, [heading, page]);
}
