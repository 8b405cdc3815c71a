import { Type } from 'typebox';
import {
  envelope,
  errorResponses,
  Genre,
  GenreCreateBody,
  GenreOrderBody,
  GenreUpdateBody,
  type GenreCreateBodyT,
  type GenreOrderBodyT,
  type GenreUpdateBodyT,
} from '@ckb/contract';
import { requireRole, signedIn } from '../../auth/guards.ts';
import { createGenre, deleteGenre, listGenres, reorderGenres, updateGenre } from '../../services/genres.ts';
import type { App } from '../../types.ts';
import { IdParams, staffSecurity, withConflict } from '../work-routes.ts';

const tags = ['genres'];
const one = envelope(Type.Object({ genre: Genre }));
const many = envelope(Type.Object({ genres: Type.Array(Genre) }));

/** /api/genres: public list; dev, owner and admin change it. */
export default async function genreRoutes(app: App): Promise<void> {
  app.get(
    '/genres',
    {
      schema: {
        summary: 'Every genre in display order, with its number of visible works',
        tags,
        response: { 200: many, ...errorResponses },
      },
      onRequest: app.publicCache.lookup,
    },
    async (request, reply) => app.publicCache.send(request, reply, { data: { genres: await listGenres(app.repos) } }),
  );

  app.post(
    '/genres',
    {
      schema: {
        summary: 'Create a genre (dev, owner, admin); it goes last',
        tags,
        security: staffSecurity,
        body: GenreCreateBody,
        response: { 201: one, ...withConflict },
      },
      onRequest: requireRole('genres.manage'),
    },
    async (request, reply) =>
      reply
        .code(201)
        .send({ data: { genre: await createGenre(app, signedIn(request), request.body as GenreCreateBodyT) } }),
  );

  app.post(
    '/genres/order',
    {
      schema: {
        summary: 'Reorder the genres (dev, owner, admin): every _id once, in the new order',
        tags,
        security: staffSecurity,
        body: GenreOrderBody,
        response: { 200: many, ...errorResponses },
      },
      onRequest: requireRole('genres.manage'),
    },
    async (request) => ({
      data: { genres: await reorderGenres(app, signedIn(request), request.body as GenreOrderBodyT) },
    }),
  );

  app.patch(
    '/genres/:id',
    {
      schema: {
        summary: 'Rename a genre or change its slug (dev, owner, admin)',
        tags,
        security: staffSecurity,
        params: IdParams,
        body: GenreUpdateBody,
        response: { 200: one, ...withConflict },
      },
      onRequest: requireRole('genres.manage'),
    },
    async (request) => ({
      data: { genre: await updateGenre(app, signedIn(request), request.params.id, request.body as GenreUpdateBodyT) },
    }),
  );

  app.delete(
    '/genres/:id',
    {
      schema: {
        summary: 'Delete a genre (dev, owner, admin); works lose it, nothing else changes',
        description: 'Answers the genre as it was.',
        tags,
        security: staffSecurity,
        params: IdParams,
        response: { 200: one, ...errorResponses },
      },
      onRequest: requireRole('genres.manage'),
    },
    async (request) => ({ data: { genre: await deleteGenre(app, signedIn(request), request.params.id) } }),
  );
}
