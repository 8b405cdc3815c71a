import { useCallback, useSyncExternalStore } from 'react';

/** The design system's breakpoints in px (min-width). CSS media queries repeat them: they cannot read variables. */
export const breakpoints = { sm: 640, md: 768, lg: 1024, xl: 1280 } as const;
export type Breakpoint = keyof typeof breakpoints;

/** `(min-width: 1024px)` for `up('lg')`. */
export const up = (bp: Breakpoint): string => `(min-width: ${breakpoints[bp]}px)`;

/**
 * Whether a media query matches, kept in sync with the window. Prefer CSS for layout; use this only
 * when behaviour (not looks) depends on the width. `serverValue` is used where `matchMedia` is missing.
 */
export function useMediaQuery(query: string, serverValue = false): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window === 'undefined' || !window.matchMedia) return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => (typeof window !== 'undefined' && window.matchMedia ? window.matchMedia(query).matches : serverValue),
    () => serverValue,
  );
}
