import type { TSchema } from 'typebox';
import { Type } from 'typebox';
import { requireRole, signedIn } from '../auth/guards.ts';
import type { Permission } from '@ckb/contract/roles';
import type { WorkKind } from '../db/schema.ts';
import {
  envelope,
  errorResponses,
  paged,
  TRASH_ID_HEADER,
  WorkListQuery,
  WorksBulkBody,
  WorksBulkResult,
  type WorkListQueryT,
  type WorksBulkBodyT,
} from '@ckb/contract';
import { isAllowed } from '@ckb/contract/roles';
import { forbidden } from '../lib/http-errors.ts';
import { bulkWorks } from '../services/bulk.ts';
import { ENVELOPE_KEY, wireWork } from '../services/work-wire.ts';
import { audienceOf } from '../numbered/release.ts';
import { createWork, deleteWork, updateWork, type AnyCreateBody, type AnyUpdateBody } from '../services/work-writes.ts';
import { listWorks, visibleWork } from '../services/works.ts';
import { deleterOf, TRASHED } from '../trash/plugin.ts';
import type { App } from '../types.ts';

/**
 * The six calls every kind of work has (SPEC §7): list, by _id, by number, create, patch, delete.
 * Each resource folder (movies, series, manga) registers them with its own schemas and permission
 * ids, then adds its nested calls.
 */

export const staffSecurity = [{ apiKey: [], bearer: [] }];
export const IdParams = Type.Object({ id: Type.String({ maxLength: 64, description: 'the work _id' }) });
export const NumberParams = Type.Object({
  number: Type.Integer({
    minimum: 1,
    maximum: 2_147_483_647,
    description: 'the public movie_id / series_id / manga_id',
  }),
});
export const withConflict = { ...errorResponses, 409: errorResponses[404] };

export interface WorkRouteSpec {
  kind: WorkKind;
  /** Path segment: movies, series, manga. */
  path: string;
  /** OpenAPI tag and wording. */
  label: string;
  full: TSchema;
  listItem: TSchema;
  createBody: TSchema;
  updateBody: TSchema;
  updateNote: string;
  permissions: { create: Permission; update: Permission; delete: Permission };
}

export function registerWorkRoutes(app: App, spec: WorkRouteSpec): void {
  const key = ENVELOPE_KEY[spec.kind];
  const one = envelope(Type.Object({ [key]: spec.full }));
  const tags = [spec.path];
  const lookup = app.publicCache.lookup;

  app.get(
    `/${spec.path}`,
    {
      schema: {
        summary: `${spec.label}, paged; the public only ever gets visible ones`,
        description:
          '`select` (space-separated field names) narrows each item; `limit=-1` answers everything. ' +
          'Signed-in staff also get hidden works unless they ask for active_show=true.',
        tags,
        querystring: WorkListQuery,
        response: { 200: paged(spec.listItem), ...errorResponses },
      },
      onRequest: lookup,
    },
    async (request, reply) =>
      app.publicCache.send(request, reply, {
        data: { pagination_info: await listWorks(app.repos, spec.kind, request.query as WorkListQueryT, request.user) },
      }),
  );

  app.get(
    `/${spec.path}/:id`,
    {
      schema: {
        summary: `One ${spec.kind} by _id (hidden ones: staff only)`,
        tags,
        params: IdParams,
        response: { 200: one, ...errorResponses },
      },
      onRequest: lookup,
    },
    async (request, reply) => {
      const row = await visibleWork(app.repos, spec.kind, { id: request.params.id }, request.user);
      const wire = await wireWork(app.repos, spec.kind, row, audienceOf(request.user));
      return app.publicCache.send(request, reply, { data: { [key]: wire } });
    },
  );

  app.get(
    `/${spec.path}/:number/number`,
    {
      schema: {
        summary: `One ${spec.kind} by its public number; counts a view`,
        description:
          'An answer counts a view of the work for today, once per visitor (batched, see README "Views"); past the client\'s rate (COUNT_RATE_LIMIT_*) it answers 429 and counts nothing.',
        tags,
        params: NumberParams,
        response: { 200: one, ...errorResponses },
      },
      // the client's rate first: past it, a cached answer must not go out (and count) either
      onRequest: [app.countingLimits.views, lookup],
    },
    async (request, reply) => {
      const row = await visibleWork(app.repos, spec.kind, { number: request.params.number }, request.user);
      return app.publicCache.send(
        request,
        reply,
        { data: { [key]: await wireWork(app.repos, spec.kind, row, audienceOf(request.user)) } },
        { viewOf: row.id },
      );
    },
  );

  app.post<{ Body: AnyCreateBody }>(
    `/${spec.path}`,
    {
      schema: {
        summary: `Create a ${spec.kind} (dev, owner, admin); takes the next public number`,
        tags,
        security: staffSecurity,
        body: spec.createBody,
        response: { 201: one, ...errorResponses },
      },
      onRequest: requireRole(spec.permissions.create),
    },
    async (request, reply) => {
      const work = await createWork(app, signedIn(request), spec.kind, request.body);
      return reply.code(201).send({ data: { [key]: work } });
    },
  );

  app.patch<{ Params: { id: string }; Body: AnyUpdateBody }>(
    `/${spec.path}/:id`,
    {
      schema: {
        summary: `Change a ${spec.kind} (dev, owner, admin)`,
        description: spec.updateNote,
        tags,
        security: staffSecurity,
        params: IdParams,
        body: spec.updateBody,
        response: { 200: one, ...errorResponses },
      },
      onRequest: requireRole(spec.permissions.update),
    },
    async (request) => ({
      data: { [key]: await updateWork(app, signedIn(request), spec.kind, request.params.id, request.body) },
    }),
  );

  app.post<{ Body: WorksBulkBodyT }>(
    `/${spec.path}/bulk`,
    {
      schema: {
        summary: `Hide, show, add a genre to or delete many ${spec.kind} works at once (dev, owner, admin)`,
        description:
          'All or nothing, in one transaction: an unknown id (or one of another kind) changes nothing (404). ' +
          'Each work gets its own history entry. delete needs the delete permission; the others the update one. ' +
          `delete: one trash item per work, named in \`trash_ids\` and in the \`X-Trash-Id\` header (comma-separated). ${TRASHED}`,
        tags,
        security: staffSecurity,
        body: WorksBulkBody,
        response: { 200: envelope(WorksBulkResult), ...errorResponses },
      },
      onRequest: requireRole(spec.permissions.update),
    },
    async (request, reply) => {
      const user = signedIn(request);
      if (request.body.action === 'delete' && !isAllowed(user, spec.permissions.delete)) throw forbidden();
      const result = await bulkWorks(app, user, spec.kind, request.body);
      if (result.trash_ids?.length) void reply.header(TRASH_ID_HEADER, result.trash_ids.join(','));
      return { data: result };
    },
  );

  app.delete(
    `/${spec.path}/:id`,
    {
      schema: {
        summary: `Delete a ${spec.kind} with everything under it and its images (dev, owner, admin)`,
        description: `Answers the work as it was. ${TRASHED}`,
        tags,
        security: staffSecurity,
        params: IdParams,
        response: { 200: one, ...errorResponses },
      },
      onRequest: requireRole(spec.permissions.delete),
    },
    async (request, reply) => ({
      data: {
        [key]: await deleteWork(app, signedIn(request), spec.kind, request.params.id, deleterOf(request, reply)),
      },
    }),
  );
}
