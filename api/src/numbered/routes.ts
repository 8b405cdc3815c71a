import { deleterOf } from '../trash/plugin.ts';
import type { TSchema } from 'typebox';
import { requireRole, signedIn } from '../auth/guards.ts';
import type { WireByKind } from '../services/work-wire.ts';
import type { App } from '../types.ts';
import type { LevelPlace, NumberedBody, NumberedParts } from './levels.ts';
import { pathParams, wholeWorkSchemas } from './schemas.ts';
import { partGuard } from './review.ts';
import { PublishBody, type PublishBodyT } from '@ckb/contract';
import {
  addNumbered,
  deleteNumbered,
  publishNumbered,
  updateNumbered,
  type NumberedPath,
  type Place,
} from './service.ts';

/**
 * The calls of every level (SPEC §7, with its spellings): add `POST …/{segment}`, change
 * `PATCH …/{segment}/:{param}`, delete `DELETE …/{segment}/:{param}`, under the path of the levels above:
 * `/api/series/:id/session/:sessionId/epsode/:epsodeId`. The levels with a release time (episodes,
 * chapters) also get `POST …/{segment}/:{param}/publish`. Each answers the whole work.
 */

const RENAME_NOTE = 'Not in SPEC §7: the admin screens need it. Any subset; a blank detail clears it.';
const PUBLISH_NOTE =
  'Not in SPEC §7 (drafts and release times). No publish_at, or a time already past: published now; a later ' +
  'time: published then, on every instance, without a restart; null: back to a draft. The public sees it ' +
  'only once released; staff see publish_at on every episode and chapter.';

export function registerNumberedRoutes<
  K extends 'series' | 'manga',
  TV extends number | string,
  TW extends string,
  CV extends number | string,
  CW extends string,
>(app: App, parts: NumberedParts<K, TV, TW, CV, CW>): void {
  registerLevel(app, parts, { kind: parts.kind, above: [], level: parts.top });
  registerLevel(app, parts, { kind: parts.kind, above: [parts.top], level: parts.child });
}

/** Params as the router gives them; every one is in the schema, a missing one would name nothing. */
type Params = Record<string, string>;
const pathOf = (params: Params, levels: readonly LevelPlace[]): NumberedPath => ({
  work: params.id ?? '',
  ids: levels.map((level) => params[level.param] ?? ''),
});

function registerLevel<K extends 'series' | 'manga', V extends number | string, W extends string>(
  app: App,
  work: { kind: K; path: string; wire: TSchema },
  place: Place<V, W, K>,
): void {
  const { level, above } = place;
  const rowLevels = [...above, level];
  const collection = [`/${work.path}/:id`, ...above.map((l) => `${l.segment}/:${l.param}`), level.segment].join('/');
  const row = `${collection}/:${level.param}`;
  const schemas = wholeWorkSchemas(work);
  const parentParams = pathParams(above.map((l) => l.param));
  const rowParams = pathParams(rowLevels.map((l) => l.param));
  const answer = (value: WireByKind[K]) => ({ data: { [work.kind]: value } });
  const PERMISSION = { create: 'create', edit: 'update', delete: 'delete' } as const;
  const guard = (action: keyof typeof PERMISSION) =>
    level.authored ? partGuard(app.db.kysely, action) : requireRole(level.permissions[PERMISSION[action]]);

  app.post<{ Params: Params; Body: NumberedBody }>(
    collection,
    {
      schema: schemas.created(level.docs.add, parentParams, level.bodies.create, level.docs.addNote),
      onRequest: guard('create'),
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(answer(await addNumbered(app, signedIn(request), place, pathOf(request.params, above), request.body))),
  );
  app.patch<{ Params: Params; Body: NumberedBody }>(
    row,
    {
      schema: schemas.changed(level.docs.rename, rowParams, level.bodies.update, RENAME_NOTE),
      onRequest: guard('edit'),
    },
    async (request) =>
      answer(await updateNumbered(app, signedIn(request), place, pathOf(request.params, rowLevels), request.body)),
  );
  const publish = level.permissions.publish;
  if (publish && level.docs.publish) {
    app.post<{ Params: Params; Body: PublishBodyT }>(
      `${row}/publish`,
      {
        schema: schemas.changed(level.docs.publish, rowParams, PublishBody, PUBLISH_NOTE),
        onRequest: requireRole(publish),
      },
      async (request) =>
        answer(await publishNumbered(app, signedIn(request), place, pathOf(request.params, rowLevels), request.body)),
    );
  }
  app.delete<{ Params: Params }>(
    row,
    { schema: schemas.removed(level.docs.remove, rowParams), onRequest: guard('delete') },
    async (request, reply) =>
      answer(
        await deleteNumbered(
          app,
          signedIn(request),
          place,
          pathOf(request.params, rowLevels),
          deleterOf(request, reply),
        ),
      ),
  );
}
