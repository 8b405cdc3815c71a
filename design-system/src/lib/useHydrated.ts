import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False on the server and while the browser hydrates the server's drawing, true from the next render (and at
 * once when the browser renders by itself): what depends on the window (its width) is drawn as the server drew
 * it first, so the hydration matches, then follows the window. A part that decides once, when it mounts (a
 * deferred section), reads it in its first render.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
