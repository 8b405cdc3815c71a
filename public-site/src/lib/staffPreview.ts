import { selectIsAuthenticated, useAppSelector } from '@ckb/api-client';

/**
 * A work page's query options: signed-in staff (the only accounts there are) ask for the work again with their
 * token when the page mounts. The server draws every page as the public sees it, and the browser hydrates that
 * answer; staff may see more (draft and scheduled episodes and chapters, each marked by `ReleaseMark`). The new
 * request starts from the page's own effect, so only once the page has hydrated, and the drawing is matched
 * first.
 */
export function useStaffPreview(): { refetchOnMountOrArgChange: boolean } {
  return { refetchOnMountOrArgChange: useAppSelector(selectIsAuthenticated) };
}
