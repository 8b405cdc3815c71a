import { selectIsAuthenticated, useAppSelector } from '@ckb/api-client';
import { useHydrated } from '@ckb/design-system';
import { lazy, Suspense } from 'react';
import type { StaffBarProps } from './StaffBar.tsx';

// its own chunk: a visitor (no session) never downloads it, the first visit of `/` least of all
const StaffBar = lazy(() => import('./StaffBar.tsx'));

/**
 * What signed-in staff get on a work's public page: the way to its admin screen and a banner when the public
 * cannot see it. Nothing at all for a visitor, and nothing until the server's drawing (a visitor's) is hydrated.
 */
export function StaffTools(props: StaffBarProps) {
  const signedIn = useAppSelector(selectIsAuthenticated);
  const hydrated = useHydrated();
  if (!signedIn || !hydrated) return null;
  return (
    <Suspense fallback={null}>
      <StaffBar {...props} />
    </Suspense>
  );
}
