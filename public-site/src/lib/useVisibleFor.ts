import { useEffect, useRef } from 'react';

/**
 * Calls `done` once the page has been visible for `ms` in all since `key` last changed (a tab in the
 * background does not count); a new key starts again, `null` waits. For "an episode counts as watched after
 * the visitor stayed on it" (api-client `WATCHED_AFTER_MS`).
 */
export function useVisibleFor(key: string | null, ms: number, done: () => void): void {
  const latest = useRef(done);
  latest.current = done;
  useEffect(() => {
    if (key === null) return;
    let left = ms;
    let since = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const start = () => {
      if (timer !== undefined || document.visibilityState === 'hidden') return;
      since = Date.now();
      timer = setTimeout(() => latest.current(), left);
    };
    const pause = () => {
      if (timer === undefined) return;
      clearTimeout(timer);
      timer = undefined;
      left = Math.max(0, left - (Date.now() - since));
    };
    const onVisibility = () => (document.visibilityState === 'hidden' ? pause() : start());
    start();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      pause();
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [key, ms]);
}
