import { Link, type LinkProps } from '@ckb/design-system';
import { episodeSearch, WATCH_ID } from '../../lib/watchParams.ts';
import type { EpisodeStop } from './episodes.ts';

/** The page's link to an episode: `?season=&episode=`, kept on this page (the shell keeps it mounted). */
export function EpisodeLink({ season, episode, children, ...rest }: EpisodeStop & Omit<LinkProps, 'to'>) {
  return (
    <Link to={{ search: episodeSearch(season.name_session, episode.name_epsode), hash: WATCH_ID }} {...rest}>
      {children}
    </Link>
  );
}
