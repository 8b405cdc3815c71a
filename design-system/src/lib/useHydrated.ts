import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False on the server and while the browser hydrates the server's drawing, true from the next render (and at
 * once when the browser renders by itself): what depends on the window (its width) is drawn as the server drew
 * it first, so the hydration matches, then follows the window.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}

/**
 * True while the page on screen is the server's drawing, not yet hydrated (`#root[data-drawn]`; the shell
 * removes the mark after the hydration). A part that decides once, when it mounts, what to render (a deferred
 * section) decides as the server did while it is hydrated, so the drawn nodes are kept.
 */
export function isHydrating(): boolean {
  return typeof document !== 'undefined' && document.querySelector('#root[data-drawn]') !== null;
}
