import { requireRole, signedIn } from '../../auth/guards.ts';
import { Movie, MovieCreateBody, MovieListItem, MovieUpdateBody } from '@ckb/contract';
import { addMovieServer, deleteMovieServer, editMovieServer } from '../../services/servers.ts';
import type { App } from '../../types.ts';
import { registerWorkRoutes } from '../work-routes.ts';
import { addServerSchema, deleteServerSchema, editServerSchema } from './schemas.ts';

/** /api/movies (SPEC §7 "Movies"). Poster / background uploads live with the media routes. */
export default async function movieRoutes(app: App): Promise<void> {
  registerWorkRoutes(app, {
    kind: 'movie',
    path: 'movies',
    label: 'Films',
    full: Movie,
    listItem: MovieListItem,
    createBody: MovieCreateBody,
    updateBody: MovieUpdateBody,
    updateNote:
      'Any subset of the create fields: the whole edit form, only active_show, only active_show_on_slide, or only ' +
      'the credit lists (translator_id, designer_id, technique_id: user ids; a list replaces the current one).',
    permissions: { create: 'movies.create', update: 'movies.update', delete: 'movies.delete' },
  });

  app.post(
    '/movies/:id/server',
    { schema: addServerSchema, onRequest: requireRole('movies.servers.create') },
    async (request, reply) =>
      reply
        .code(201)
        .send({ data: { movie: await addMovieServer(app, signedIn(request), request.params.id, request.body) } }),
  );

  app.post(
    '/movies/:id/server/:serverId/edit',
    { schema: editServerSchema, onRequest: requireRole('movies.servers.update') },
    async (request) => ({
      data: {
        movie: await editMovieServer(app, signedIn(request), request.params.id, request.params.serverId, request.body),
      },
    }),
  );

  app.delete(
    '/movies/:id/server/:serverId',
    { schema: deleteServerSchema, onRequest: requireRole('movies.servers.delete') },
    async (request) => ({
      data: { movie: await deleteMovieServer(app, signedIn(request), request.params.id, request.params.serverId) },
    }),
  );
}
