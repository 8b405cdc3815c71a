import { deleterOf } from '../../trash/plugin.ts';
import { moveAllToTrash, moveToTrash } from '../../trash/service.ts';
import multipart from '@fastify/multipart';
import type { FastifyRequest, FastifySchema, FastifySchemaCompiler } from 'fastify';
import { requireRole, tokenFailureMessage } from '../../auth/guards.ts';
import type { AccountAction, Permission } from '@ckb/contract/roles';
import type { MangaT } from '@ckb/contract';
import { isId } from '../../db/ids.ts';
import type { WorkKind } from '../../db/schema.ts';
import { badRequest, notFound, unauthorized } from '../../lib/http-errors.ts';
import { validatorCompiler } from '../../lib/validation.ts';
import { UploadError } from '../../media/errors.ts';
import { mediaMessages } from '../../media/messages.ts';
import { messages } from '../../messages.ts';
import { getUser, requireAccountAction } from '../../services/users.ts';
import { workResponse } from '../../services/work-wire.ts';
import { requireWork } from '../../services/works.ts';
import type { App } from '../../types.ts';
import { recordFor } from '../../activity/from-route.ts';
import { imageEntry } from '../../activity/images.ts';
import { workLabel } from '../../activity/works.ts';
import { CHAPTERS } from '../../numbered/levels.ts';
import { partGuard } from '../../numbered/review.ts';
import {
  deletePageSchema,
  deletePagesSchema,
  reorderPagesSchema,
  uploadKeysSchema,
  uploadPagesSchema,
  userImageSchemas,
  workImageSchemas,
  type WorkPath,
} from './schemas.ts';

/**
 * The upload calls of SPEC §7 (posters, backgrounds, avatars, chapter pages) and the page order
 * calls the back-office uses. Each answers the whole updated parent (ARCHITECTURE §6). Guards run
 * on request, so a caller without the role is refused before a byte of the body is read.
 */

/** Multipart bodies are streamed by the handler; their `body` schema is for the OpenAPI document only. */
const docOnlyBody: FastifySchemaCompiler<FastifySchema> = (route) =>
  route.httpPart === 'body' ? () => ({ value: undefined }) : validatorCompiler(route);

/** Adds `Connection: close` when the rest of the body is not worth reading (a request-wide limit was hit). */
async function uploading<T>(
  reply: { header(name: string, value: string): unknown },
  run: () => Promise<T>,
): Promise<T> {
  try {
    return await run();
  } catch (err) {
    if (err instanceof UploadError && err.closeConnection) reply.header('connection', 'close');
    throw err;
  }
}

const WORK_PATHS: Record<WorkPath, { kind: WorkKind; upload: Permission; remove: Permission }> = {
  movies: { kind: 'movie', upload: 'movies.images.upload', remove: 'movies.images.delete' },
  series: { kind: 'series', upload: 'series.images.upload', remove: 'series.images.delete' },
  manga: { kind: 'manga', upload: 'manga.images.upload', remove: 'manga.images.delete' },
};

const workNotFound = () => notFound(messages.workNotFound);
const userNotFound = () => notFound(messages.userNotFound);

export default async function uploadRoutes(app: App): Promise<void> {
  // encapsulated: only these routes accept multipart bodies
  await app.register(multipart);

  // --- posters and backgrounds of films, series, manga
  for (const [path, { kind, upload, remove }] of Object.entries(WORK_PATHS) as [
    WorkPath,
    (typeof WORK_PATHS)[WorkPath],
  ][]) {
    const schemas = workImageSchemas(path);
    app.post(
      `/${path}/:id/upload/:slot`,
      { schema: schemas.upload, onRequest: requireRole(upload), validatorCompiler: docOnlyBody },
      async (request, reply) => {
        const { id, slot } = request.params;
        const work = await requireWork(app.repos, kind, id);
        await uploading(reply, () => app.media.replaceImage(request, { table: 'works', id, slot }, workNotFound));
        await recordFor(app, request, imageEntry('upload', id, workLabel(work), slot, id));
        return { data: await workResponse(app.repos, id) };
      },
    );
    app.delete(
      `/${path}/:id/upload/:slot`,
      { schema: schemas.remove, onRequest: requireRole(remove) },
      async (request) => {
        const { id, slot } = request.params;
        const work = await requireWork(app.repos, kind, id);
        await app.media.resetImage({ table: 'works', id, slot }, workNotFound);
        await recordFor(app, request, imageEntry('delete', id, workLabel(work), slot, id));
        return { data: await workResponse(app.repos, id) };
      },
    );
  }

  // --- avatars and backgrounds of accounts, under the account rule (an account may always change its own
  // avatar; another account's pictures only if the actor outranks it). Checked before the body is read.
  const accountGuard = (action: AccountAction) => async (request: FastifyRequest) => {
    if (!request.user) throw unauthorized(tokenFailureMessage(request.authFailure));
    await requireAccountAction(app, request.user, action, (request.params as { id: string }).id);
  };
  for (const slot of ['avatar', 'background'] as const) {
    const upload = accountGuard(slot);
    const remove = upload;
    const schemas = userImageSchemas(slot);
    app.post(
      `/users/:id/upload/${slot}`,
      { schema: schemas.upload, onRequest: upload, validatorCompiler: docOnlyBody },
      async (request, reply) => {
        const { id } = request.params;
        await uploading(reply, () => app.media.replaceImage(request, { table: 'users', id, slot }, userNotFound));
        const user = await getUser(app.repos, id, request.user);
        await recordFor(app, request, imageEntry('upload', id, user.username, slot));
        return { data: { user } };
      },
    );
    app.delete(`/users/:id/upload/${slot}`, { schema: schemas.remove, onRequest: remove }, async (request) => {
      const { id } = request.params;
      await app.media.resetImage({ table: 'users', id, slot }, userNotFound);
      const user = await getUser(app.repos, id, request.user);
      await recordFor(app, request, imageEntry('delete', id, user.username, slot));
      return { data: { user } };
    });
  }

  // --- chapter pages
  /** 404 unless the chapter is under that session of that manga-family work. */
  async function requireChapter(params: { id: string; sessionId: string; chapterId: string }): Promise<string> {
    await requireWork(app.repos, 'manga', params.id);
    const found =
      isId(params.sessionId) && isId(params.chapterId)
        ? await app.media.repo.chapterInWork(params.id, params.sessionId, params.chapterId)
        : 'session';
    if (found === 'session') throw notFound(mediaMessages.sessionNotFound);
    if (found === 'chapter') throw notFound(mediaMessages.chapterNotFound);
    // the chapter's name: the label of its pages' entries in the history
    return String((await app.repos.numbered.one(CHAPTERS, params.chapterId))?.value ?? '');
  }
  const chapterNotFound = () => notFound(mediaMessages.chapterNotFound);

  app.post(
    '/manga/:id/session/:sessionId/chapter/:chapterId/upload',
    { schema: uploadPagesSchema, onRequest: partGuard(app.db.kysely, 'pages'), validatorCompiler: docOnlyBody },
    async (request, reply) => {
      const chapter = await requireChapter(request.params);
      const key = request.headers['idempotency-key'];
      if (key !== undefined) {
        // one picture or one archive, resumable: a retry of a stored key stores nothing and answers the same
        const upload = { key, rank: request.headers['upload-rank'] ?? null };
        const { replayed, added, skipped } = await uploading(reply, () =>
          app.media.appendKeyedPage(request, request.params.chapterId, upload, chapterNotFound),
        );
        if (!replayed)
          await recordFor(app, request, {
            action: 'upload',
            kind: 'page',
            target: request.params.chapterId,
            work: request.params.id,
            label: chapter,
            changes: { pages: [null, added] },
          });
        const { manga } = (await workResponse(app.repos, request.params.id)) as { manga: MangaT };
        return { data: { manga, skipped, replayed } };
      }
      const { added, skipped } = await uploading(reply, () =>
        app.media.appendPages(request, request.params.chapterId, chapterNotFound),
      );
      await recordFor(app, request, {
        action: 'upload',
        kind: 'page',
        target: request.params.chapterId,
        work: request.params.id,
        label: chapter,
        changes: { pages: [null, added] },
      });
      const { manga } = (await workResponse(app.repos, request.params.id)) as { manga: MangaT };
      return { data: { manga, skipped } };
    },
  );

  app.get(
    '/manga/:id/session/:sessionId/chapter/:chapterId/upload/keys',
    { schema: uploadKeysSchema, onRequest: requireRole('manga.pages.upload') },
    async (request) => {
      await requireChapter(request.params);
      return { data: { keys: await app.media.repo.keyedPages(request.params.chapterId) } };
    },
  );

  app.post(
    '/manga/:id/session/:sessionId/chapter/:chapterId/reorder',
    { schema: reorderPagesSchema, onRequest: partGuard(app.db.kysely, 'pages') },
    async (request) => {
      const chapter = await requireChapter(request.params);
      const result = await app.media.repo.reorderPages(request.params.chapterId, request.body.order);
      if (result === 'missing') throw chapterNotFound();
      if (result === 'mismatch') throw badRequest(mediaMessages.reorderMismatch);
      await recordFor(app, request, {
        action: 'reorder',
        kind: 'page',
        target: request.params.chapterId,
        work: request.params.id,
        label: chapter,
      });
      return { data: await workResponse(app.repos, request.params.id) };
    },
  );

  app.delete(
    '/manga/:id/session/:sessionId/chapter/:chapterId/page/:pageId',
    { schema: deletePageSchema, onRequest: partGuard(app.db.kysely, 'pages') },
    async (request, reply) => {
      const chapter = await requireChapter(request.params);
      const { chapterId, pageId } = request.params;
      const pageNotFound = () => notFound(mediaMessages.pageNotFound);
      if (!isId(pageId)) throw pageNotFound();
      // to the trash (the pages behind it move up); its file stays until a purge
      await moveToTrash(app, {
        kind: 'page',
        id: pageId,
        under: { column: 'chapter_id', id: chapterId },
        by: deleterOf(request, reply),
        notFound: pageNotFound,
      });
      await recordFor(app, request, {
        action: 'delete',
        kind: 'page',
        target: pageId,
        work: request.params.id,
        label: chapter,
      });
      return { data: await workResponse(app.repos, request.params.id) };
    },
  );

  app.post(
    '/manga/:id/session/:sessionId/chapter/:chapterId/pages/delete',
    { schema: deletePagesSchema, onRequest: partGuard(app.db.kysely, 'pages') },
    async (request, reply) => {
      const chapter = await requireChapter(request.params);
      const { chapterId } = request.params;
      const ids = request.body.pages;
      if (new Set(ids).size !== ids.length) throw badRequest(mediaMessages.pagesRepeated);
      const someNotFound = () => notFound(mediaMessages.somePageNotFound);
      if (!ids.every(isId)) throw someNotFound();
      // the last page first: each one's trash item then keeps its position as it was before this delete,
      // so restoring them from the first page on puts each back where it was
      const position = new Map((await app.media.repo.listPages(chapterId)).map((p) => [p.id, p.position]));
      if (!ids.every((id) => position.has(id))) throw someNotFound();
      const order = [...ids].sort((a, b) => position.get(b)! - position.get(a)!);
      const by = { userId: deleterOf(request, reply).userId };
      await moveAllToTrash(
        app,
        order.map((id) => ({
          kind: 'page' as const,
          id,
          under: { column: 'chapter_id', id: chapterId },
          by,
          notFound: someNotFound,
        })),
      );
      for (const id of order) {
        await recordFor(app, request, {
          action: 'delete',
          kind: 'page',
          target: id,
          work: request.params.id,
          label: chapter,
        });
      }
      return { data: await workResponse(app.repos, request.params.id) };
    },
  );
}
