import { Type } from 'typebox';
import {
  errorResponses,
  TrashList,
  TrashQuery,
  TrashRestoreBody,
  TrashRestored,
  TrashRestoredAll,
  type TrashQueryT,
} from '@ckb/contract';
import { requireRole } from '../auth/guards.ts';
import type { SessionUser } from '../plugins/auth.ts';
import { staffSecurity, withConflict } from '../routes/work-routes.ts';
import type { App } from '../types.ts';
import { itemWire, listTrash } from './list.ts';
import { purge } from './purge.ts';
import { restore, restoreAll } from './service.ts';

const tags = ['trash'];
const Params = Type.Object({ id: Type.String({ maxLength: 64, description: 'the trash item _id' }) });

/** /api/trash: the list, restore and purge (whoever may delete a kind handles its items; owner and dev all). */
export default async function trashRoutes(app: App): Promise<void> {
  // the guard has run: a signed-in caller is there
  const actor = (user: SessionUser | null) => user as SessionUser;

  app.get(
    '/trash',
    {
      schema: {
        summary: 'What deletes moved to the trash, newest first: the kinds the caller may delete',
        tags,
        security: staffSecurity,
        querystring: TrashQuery,
        response: { 200: TrashList, ...errorResponses },
      },
      onRequest: requireRole('trash.browse'),
    },
    async (request) => ({
      data: { pagination_info: await listTrash(app, actor(request.user), request.query as TrashQueryT) },
    }),
  );

  app.post(
    '/trash/:id/restore',
    {
      schema: {
        summary: 'Put an item back as it was, with everything under it (same ids, numbers, positions)',
        description:
          '409 when a sibling took its number or name (or a genre its slug, an account its email or username) since, ' +
          'or when the row above it is in the trash or gone; then nothing changes.',
        tags,
        security: staffSecurity,
        params: Params,
        response: { 200: TrashRestored, ...withConflict },
      },
      onRequest: requireRole('trash.browse'),
    },
    async (request) => {
      const row = await restore(app, actor(request.user), request.params.id);
      return { data: { item: await itemWire(app, row) } };
    },
  );

  app.post(
    '/trash/restore',
    {
      schema: {
        summary: 'Put several items back in one transaction: all of them or none (the undo of a delete of many works)',
        description:
          'In the order given. When one cannot come back (404, 403, or a 409 as for one item), the answer is its ' +
          'error and nothing changes.',
        tags,
        security: staffSecurity,
        body: TrashRestoreBody,
        response: { 200: TrashRestoredAll, ...withConflict },
      },
      onRequest: requireRole('trash.browse'),
    },
    async (request) => {
      const rows = await restoreAll(app, actor(request.user), request.body.ids);
      const items = [];
      for (const row of rows) items.push(await itemWire(app, row));
      return { data: { items } };
    },
  );

  app.delete(
    '/trash/:id',
    {
      schema: {
        summary: 'Purge an item for good: its rows and its files (and the items of rows under it)',
        tags,
        security: staffSecurity,
        params: Params,
        response: { 204: Type.Null(), ...errorResponses },
      },
      onRequest: requireRole('trash.browse'),
    },
    async (request, reply) => {
      await purge(app, actor(request.user), request.params.id);
      return reply.code(204).send(null);
    },
  );
}
