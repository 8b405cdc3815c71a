import { useSearchParams } from '@ckb/design-system';
import { useCallback } from 'react';

/** The id of a work page's player section: the watch button and the episode links jump to it. */
export const WATCH_ID = 'watch';

export interface WatchParams {
  /** name_session of the season (series). */
  season: string | null;
  /** name_epsode of the episode (series). */
  episode: string | null;
  /** The chosen server's id. */
  server: string | null;
}

/** `?season=2&episode=3` (and `&server=`): what a link to an episode carries, and what the page reads back. */
export function episodeSearch(season: string | number, episode: string | number, server?: string | null): string {
  const params = new URLSearchParams({ season: String(season), episode: String(episode) });
  if (server) params.set('server', server);
  return `?${params.toString()}`;
}

/**
 * The season, episode and server of a work page live in the URL, so a reload, the back
 * button and a shared link land on the same episode and server. Choosing a server replaces the entry;
 * choosing an episode is a link (a new entry).
 */
export function useWatchParams(): WatchParams & { setServer: (id: string | null) => void } {
  const [params, setParams] = useSearchParams();
  const setServer = useCallback(
    (id: string | null) =>
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          if (id) next.set('server', id);
          else next.delete('server');
          return next;
        },
        { replace: true, preventScrollReset: true },
      ),
    [setParams],
  );
  return { season: params.get('season'), episode: params.get('episode'), server: params.get('server'), setServer };
}

/** Brings the player into view below the sticky navbar (its section has a scroll margin). */
export function scrollToPlayer(): void {
  const reduce = typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
  document.getElementById(WATCH_ID)?.scrollIntoView({ block: 'start', behavior: reduce ? 'auto' : 'smooth' });
}
