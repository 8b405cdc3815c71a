import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False on the server and while the browser hydrates the server's drawing, true from the render after it
 * (and at once on a page React renders itself). What only the browser knows (the visitor's session, the
 * `<html data-ads>` mark) is shown from then on, so the hydrated tree matches the drawing.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
