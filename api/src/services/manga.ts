import { isId } from '../db/ids.ts';
import type { ChapterRow, MangaSessionRow } from '../db/schema.ts';
import { badRequest, conflict, notFound } from '../lib/http-errors.ts';
import { messages } from '../messages.ts';
import type { Repositories } from '../plugins/database.ts';
import type {
  ChapterCreateBodyT,
  ChapterUpdateBodyT,
  MangaT,
  SeasonCreateBodyT,
  SeasonUpdateBodyT,
} from '@ckb/contract';
import { removeFiles, type Ctx } from './context.ts';
import { detailIn } from './seasons.ts';
import { requireWork, wireWork } from './works.ts';

/**
 * Sessions (seasons) and chapters of a manga-family work. Page uploads, reorder and single-page
 * delete belong to the media routes. Deletes remove the page files after the rows are gone.
 */

async function manga(repos: Repositories, id: string): Promise<MangaT> {
  return wireWork(repos, 'manga', await requireWork(repos, 'manga', id));
}

export async function requireSession(
  repos: Repositories,
  mangaId: string,
  sessionId: string,
): Promise<MangaSessionRow> {
  await requireWork(repos, 'manga', mangaId);
  const session = isId(sessionId) ? await repos.manga.findSession(mangaId, sessionId) : undefined;
  if (!session) throw notFound(messages.seasonNotFound);
  return session;
}

export async function requireChapter(
  repos: Repositories,
  path: { mangaId: string; sessionId: string; chapterId: string },
): Promise<ChapterRow> {
  await requireSession(repos, path.mangaId, path.sessionId);
  const chapter = isId(path.chapterId) ? await repos.manga.findChapter(path.sessionId, path.chapterId) : undefined;
  if (!chapter) throw notFound(messages.chapterNotFound);
  return chapter;
}

// --- sessions

export async function addSession(repos: Repositories, mangaId: string, body: SeasonCreateBodyT): Promise<MangaT> {
  await requireWork(repos, 'manga', mangaId);
  if (await repos.manga.sessionNumberTaken(mangaId, body.name_session)) {
    throw conflict(messages.seasonExists(body.name_session));
  }
  await repos.manga.insertSession(mangaId, body.name_session, detailIn(body.detail) ?? null);
  return manga(repos, mangaId);
}

export async function updateSession(
  repos: Repositories,
  mangaId: string,
  sessionId: string,
  body: SeasonUpdateBodyT,
): Promise<MangaT> {
  await requireSession(repos, mangaId, sessionId);
  if (
    body.name_session !== undefined &&
    (await repos.manga.sessionNumberTaken(mangaId, body.name_session, sessionId))
  ) {
    throw conflict(messages.seasonExists(body.name_session));
  }
  const detail = detailIn(body.detail);
  await repos.manga.updateSession(sessionId, {
    ...(body.name_session !== undefined ? { number: body.name_session } : {}),
    ...(detail !== undefined ? { detail } : {}),
  });
  return manga(repos, mangaId);
}

/** The session, its chapters, their pages and the page files. */
export async function deleteSession(ctx: Ctx, mangaId: string, sessionId: string): Promise<MangaT> {
  await requireSession(ctx.repos, mangaId, sessionId);
  const keys = await ctx.media.collectKeys({ mangaSession: sessionId });
  await ctx.repos.manga.deleteSession(sessionId);
  await removeFiles(ctx, keys);
  return manga(ctx.repos, mangaId);
}

// --- chapters

export async function addChapter(
  repos: Repositories,
  mangaId: string,
  sessionId: string,
  body: ChapterCreateBodyT,
): Promise<MangaT> {
  await requireSession(repos, mangaId, sessionId);
  const name = body.name_chapter.trim();
  if (!name) throw badRequest(messages.validation.blank('name_chapter'));
  if (await repos.manga.chapterNameTaken(sessionId, name)) throw conflict(messages.chapterExists(name));
  await repos.manga.insertChapter(sessionId, name, detailIn(body.detail) ?? null);
  return manga(repos, mangaId);
}

export async function updateChapter(
  repos: Repositories,
  path: { mangaId: string; sessionId: string; chapterId: string },
  body: ChapterUpdateBodyT,
): Promise<MangaT> {
  await requireChapter(repos, path);
  const name = body.name_chapter?.trim();
  if (name !== undefined) {
    if (!name) throw badRequest(messages.validation.blank('name_chapter'));
    if (await repos.manga.chapterNameTaken(path.sessionId, name, path.chapterId)) {
      throw conflict(messages.chapterExists(name));
    }
  }
  const detail = detailIn(body.detail);
  await repos.manga.updateChapter(path.chapterId, {
    ...(name !== undefined ? { name } : {}),
    ...(detail !== undefined ? { detail } : {}),
  });
  return manga(repos, path.mangaId);
}

/** The chapter, its pages and the page files. */
export async function deleteChapter(
  ctx: Ctx,
  path: { mangaId: string; sessionId: string; chapterId: string },
): Promise<MangaT> {
  await requireChapter(ctx.repos, path);
  const keys = await ctx.media.collectKeys({ chapter: path.chapterId });
  await ctx.repos.manga.deleteChapter(path.chapterId);
  await removeFiles(ctx, keys);
  return manga(ctx.repos, path.mangaId);
}
