import { requireRole } from '../../auth/guards.ts';
import { Manga, MangaCreateBody, MangaListItem, MangaUpdateBody } from '@ckb/contract';
import {
  addChapter,
  addSession,
  deleteChapter,
  deleteSession,
  updateChapter,
  updateSession,
} from '../../services/manga.ts';
import type { App } from '../../types.ts';
import { registerWorkRoutes } from '../work-routes.ts';
import { registerChapterRead } from './chapter.ts';
import {
  addChapterSchema,
  addSessionSchema,
  deleteChapterSchema,
  deleteSessionSchema,
  updateChapterSchema,
  updateSessionSchema,
} from './schemas.ts';

/**
 * /api/manga (SPEC §7 "Manga"): manga, manhua and oneshot, their sessions and chapters. Page uploads,
 * page order and single-page deletes live with the media routes. Every nested write answers the
 * whole manga.
 */
export default async function mangaRoutes(app: App): Promise<void> {
  registerWorkRoutes(app, {
    kind: 'manga',
    path: 'manga',
    label: 'Manga, manhua and oneshot',
    full: Manga,
    listItem: MangaListItem,
    createBody: MangaCreateBody,
    updateBody: MangaUpdateBody,
    updateNote:
      'Any subset of the create fields: the whole edit form, only the credit lists (technique_id, designer_id, ' +
      'translator_id), only active_show, or only active_show_on_swiper.',
    permissions: { create: 'manga.create', update: 'manga.update', delete: 'manga.delete' },
  });

  registerChapterRead(app);

  const S = '/manga/:id/session';
  const C = `${S}/:sessionId/chapter`;
  const manga = <T>(value: Promise<T>) => value.then((m) => ({ data: { manga: m } }));
  const chapterPath = (p: { id: string; sessionId: string; chapterId: string }) => ({
    mangaId: p.id,
    sessionId: p.sessionId,
    chapterId: p.chapterId,
  });

  app.post(S, { schema: addSessionSchema, onRequest: requireRole('manga.sessions.create') }, async (req, reply) =>
    reply.code(201).send(await manga(addSession(app.repos, req.params.id, req.body))),
  );
  app.patch(
    `${S}/:sessionId`,
    { schema: updateSessionSchema, onRequest: requireRole('manga.sessions.update') },
    (req) => manga(updateSession(app.repos, req.params.id, req.params.sessionId, req.body)),
  );
  app.delete(
    `${S}/:sessionId`,
    { schema: deleteSessionSchema, onRequest: requireRole('manga.sessions.delete') },
    (req) => manga(deleteSession(app, req.params.id, req.params.sessionId)),
  );

  app.post(C, { schema: addChapterSchema, onRequest: requireRole('manga.chapters.create') }, async (req, reply) =>
    reply.code(201).send(await manga(addChapter(app.repos, req.params.id, req.params.sessionId, req.body))),
  );
  app.patch(
    `${C}/:chapterId`,
    { schema: updateChapterSchema, onRequest: requireRole('manga.chapters.update') },
    (req) => manga(updateChapter(app.repos, chapterPath(req.params), req.body)),
  );
  app.delete(
    `${C}/:chapterId`,
    { schema: deleteChapterSchema, onRequest: requireRole('manga.chapters.delete') },
    (req) => manga(deleteChapter(app, chapterPath(req.params))),
  );
}
