import type { PageLoad } from '@ckb/design-system/reader';
import { useCallback, useEffect, useState } from 'react';
import { planLoads, samePlan } from '../../lib/loadPlan.ts';

/**
 * What each page of the chapter loads (lib/loadPlan.ts), planned again as the visitor moves. The first
 * picture paints before its neighbours' high variants start (they would share the network): `onPainted`
 * says it has. `current` is the page on screen (0-based) of `total`; `preload`, how many pages ahead get
 * their low variant.
 */
export function usePageLoads(current: number, total: number, preload: number) {
  const [painted, setPainted] = useState(false);
  const onPainted = useCallback(() => setPainted(true), []);
  const [loads, setLoads] = useState<PageLoad[]>(() => planLoads([], 0, total, { preload, holdHigh: true }));

  useEffect(() => {
    setLoads((prev) => {
      const plan = planLoads(prev, current, total, { preload, holdHigh: !painted });
      return samePlan(prev, plan) ? prev : plan;
    });
  }, [current, total, preload, painted]);

  return { loads, onPainted };
}
