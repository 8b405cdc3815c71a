import type { ServerReport } from '@ckb/api-client/admin';
import { useSearchParams } from '@ckb/design-system';
import { KIND_PATH } from './works.ts';

/**
 * A link straight to one server's edit form, from the reports inbox: the work's page with `?server=` (and, for an
 * episode's server, `?season=` and `?episode=`), which opens that season's tab, that episode and that server's
 * form. The query is only a place to start: the page works the same without it.
 */
export function serverEditPath(report: Pick<ServerReport, 'server_id' | 'work' | 'season' | 'episode'>): string {
  const params = new URLSearchParams();
  if (report.season) params.set('season', report.season._id);
  if (report.episode) params.set('episode', report.episode._id);
  params.set('server', report.server_id);
  const base = report.work.kind === 'movie' ? KIND_PATH.movies : KIND_PATH.series;
  return `${base}/${report.work._id}?${params.toString()}`;
}

/** The season, episode and server a page was opened at (see `serverEditPath`). */
export function useLinkedServer(): { season: string | null; episode: string | null; server: string | null } {
  const [params] = useSearchParams();
  return { season: params.get('season'), episode: params.get('episode'), server: params.get('server') };
}
