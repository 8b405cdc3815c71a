import { deleterOf } from '../../trash/plugin.ts';
import { requireRole, signedIn } from '../../auth/guards.ts';
import { Series, SeriesCreateBody, SeriesListItem, SeriesUpdateBody } from '@ckb/contract';
import { SERIES_PARTS } from '../../numbered/levels.ts';
import { registerEpisodeRange } from '../../numbered/range.ts';
import { registerNumberedRoutes } from '../../numbered/routes.ts';
import { addEpisodeServer, deleteEpisodeServer, editEpisodeServer, type EpisodePath } from '../../services/servers.ts';
import type { App } from '../../types.ts';
import { registerWorkRoutes } from '../work-routes.ts';
import { addServerSchema, deleteServerSchema, editServerSchema } from './schemas.ts';

/**
 * /api/series (SPEC §7 "Series"): the work calls, seasons (`session`) and episodes (`epsode`) as
 * numbered levels, and episode servers, with the SPEC's spellings. Every nested write answers the whole
 * series.
 */
export default async function seriesRoutes(app: App): Promise<void> {
  registerWorkRoutes(app, {
    kind: 'series',
    path: 'series',
    label: 'Series',
    full: Series,
    listItem: SeriesListItem,
    createBody: SeriesCreateBody,
    updateBody: SeriesUpdateBody,
    updateNote:
      'Any subset of the create fields: the whole edit form (names, date_publish, time, language, about, country, ' +
      'rating, budget, revenue, director, assessment, trailer, status, type and the credit lists), only active_show, ' +
      'or only active_show_on_slide.',
    permissions: { create: 'series.create', update: 'series.update', delete: 'series.delete' },
  });

  registerNumberedRoutes(app, SERIES_PARTS);
  registerEpisodeRange(app);

  const V = '/series/:id/session/:sessionId/epsode/:epsodeId/server';
  const series = <T>(value: Promise<T>) => value.then((s) => ({ data: { series: s } }));
  const episodePath = (p: { id: string; sessionId: string; epsodeId: string }): EpisodePath => ({
    work: p.id,
    ids: [p.sessionId, p.epsodeId],
  });

  app.post(V, { schema: addServerSchema, onRequest: requireRole('series.servers.create') }, async (req, reply) =>
    reply.code(201).send(await series(addEpisodeServer(app, signedIn(req), episodePath(req.params), req.body))),
  );
  app.post(
    `${V}/:serverId/edit`,
    { schema: editServerSchema, onRequest: requireRole('series.servers.update') },
    (req) => series(editEpisodeServer(app, signedIn(req), episodePath(req.params), req.params.serverId, req.body)),
  );
  app.delete(
    `${V}/:serverId`,
    { schema: deleteServerSchema, onRequest: requireRole('series.servers.delete') },
    (req, reply) =>
      series(
        deleteEpisodeServer(app, signedIn(req), episodePath(req.params), req.params.serverId, deleterOf(req, reply)),
      ),
  );
}
