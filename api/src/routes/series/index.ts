import { requireRole } from '../../auth/guards.ts';
import { Series, SeriesCreateBody, SeriesListItem, SeriesUpdateBody } from '@ckb/contract';
import {
  addEpisode,
  addEpisodeServer,
  addSeason,
  deleteEpisode,
  deleteEpisodeServer,
  deleteSeason,
  editEpisodeServer,
  updateEpisode,
  updateSeason,
} from '../../services/seasons.ts';
import type { App } from '../../types.ts';
import { registerWorkRoutes } from '../work-routes.ts';
import {
  addEpisodeSchema,
  addSeasonSchema,
  addServerSchema,
  deleteEpisodeSchema,
  deleteSeasonSchema,
  deleteServerSchema,
  editServerSchema,
  updateEpisodeSchema,
  updateSeasonSchema,
} from './schemas.ts';

/**
 * /api/series (SPEC §7 "Series"): the work calls, seasons (`session`), episodes (`epsode`) and
 * episode servers, with the SPEC's spellings. Every nested write answers the whole series.
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

  const S = '/series/:id/session';
  const E = `${S}/:sessionId/epsode`;
  const V = `${E}/:epsodeId/server`;
  const series = <T>(value: Promise<T>) => value.then((s) => ({ data: { series: s } }));

  app.post(S, { schema: addSeasonSchema, onRequest: requireRole('series.seasons.create') }, async (req, reply) =>
    reply.code(201).send(await series(addSeason(app.repos, req.params.id, req.body))),
  );
  app.patch(`${S}/:sessionId`, { schema: updateSeasonSchema, onRequest: requireRole('series.seasons.update') }, (req) =>
    series(updateSeason(app.repos, req.params.id, req.params.sessionId, req.body)),
  );
  app.delete(
    `${S}/:sessionId`,
    { schema: deleteSeasonSchema, onRequest: requireRole('series.seasons.delete') },
    (req) => series(deleteSeason(app.repos, req.params.id, req.params.sessionId)),
  );

  const episodePath = (p: { id: string; sessionId: string; epsodeId: string }) => ({
    seriesId: p.id,
    seasonId: p.sessionId,
    episodeId: p.epsodeId,
  });

  app.post(E, { schema: addEpisodeSchema, onRequest: requireRole('series.episodes.create') }, async (req, reply) =>
    reply.code(201).send(await series(addEpisode(app.repos, req.params.id, req.params.sessionId, req.body))),
  );
  app.patch(
    `${E}/:epsodeId`,
    { schema: updateEpisodeSchema, onRequest: requireRole('series.episodes.update') },
    (req) => series(updateEpisode(app.repos, episodePath(req.params), req.body)),
  );
  app.delete(
    `${E}/:epsodeId`,
    { schema: deleteEpisodeSchema, onRequest: requireRole('series.episodes.delete') },
    (req) => series(deleteEpisode(app.repos, episodePath(req.params))),
  );

  app.post(V, { schema: addServerSchema, onRequest: requireRole('series.servers.create') }, async (req, reply) =>
    reply.code(201).send(await series(addEpisodeServer(app.repos, episodePath(req.params), req.body))),
  );
  app.post(
    `${V}/:serverId/edit`,
    { schema: editServerSchema, onRequest: requireRole('series.servers.update') },
    (req) =>
      series(editEpisodeServer(app.repos, { ...episodePath(req.params), serverId: req.params.serverId }, req.body)),
  );
  app.delete(`${V}/:serverId`, { schema: deleteServerSchema, onRequest: requireRole('series.servers.delete') }, (req) =>
    series(deleteEpisodeServer(app.repos, { ...episodePath(req.params), serverId: req.params.serverId })),
  );
}
