import { isId } from '../db/ids.ts';
import type { ChapterRow, MangaSessionRow } from '../db/schema.ts';
import { badRequest, conflict, notFound } from '../lib/http-errors.ts';
import { messages } from '../messages.ts';
import type { Repositories } from '../plugins/database.ts';
import type {
  ChapterCreateBodyT,
  ChapterReadT,
  ChapterUpdateBodyT,
  MangaT,
  SeasonCreateBodyT,
  SeasonUpdateBodyT,
} from '@ckb/contract';
import { removeFiles, type Ctx } from './context.ts';
import { detailIn } from './seasons.ts';
import { requireWork, visibleWork, wireWork } from './works.ts';
import { pagePhoto, posterOf } from '../wire/works.ts';
import type { SessionUser } from '../plugins/auth.ts';

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

// --- reading (public)

/**
 * One chapter as the reader shows it (GET .../number/session/{n}/chapter/{name}): the pages, the
 * work's names, the session's chapters, and the chapters before and after. Across sessions: the
 * first chapter's previous is the last chapter of the nearest earlier session that has chapters, the
 * last chapter's next the first of the next such session (README "The reader's chapter").
 */
export async function readChapter(
  repos: Repositories,
  where: { number: number; session: string; chapter: string },
  viewer: SessionUser | null,
): Promise<ChapterReadT> {
  const work = await visibleWork(repos, 'manga', { number: where.number }, viewer);
  const order = await repos.manga.readingOrder(work.id);
  const sessionNumber = /^\d{1,9}$/.test(where.session) ? Number(where.session) : NaN;
  const sessionAt = order.findIndex((s) => s.session.number === sessionNumber);
  const here = order[sessionAt];
  if (!here) throw notFound(messages.seasonNotFound);
  const chapterAt = here.chapters.findIndex((c) => c.name === where.chapter.trim());
  const chapter = here.chapters[chapterAt];
  if (!chapter) throw notFound(messages.chapterNotFound);

  // the whole work in reading order: previous and next are its neighbours
  const flat = order.flatMap((s) => s.chapters.map((c) => ({ session: s.session.number, chapter: c })));
  const at = flat.findIndex((f) => f.chapter.id === chapter.id);
  const link = (f: (typeof flat)[number] | undefined) =>
    f ? { name_session: f.session, name_chapter: f.chapter.name } : null;

  return {
    manga: {
      _id: work.id,
      manga_id: work.number,
      type: work.type as ChapterReadT['manga']['type'],
      en: work.en,
      ku: work.ku,
      poster: posterOf(work),
    },
    session: { _id: here.session.id, name_session: here.session.number },
    chapter: { _id: chapter.id, name_chapter: chapter.name, detail: chapter.detail ?? '' },
    pages: (await repos.manga.pagesOf(chapter.id)).map(pagePhoto),
    chapters: here.chapters.map((c) => ({ _id: c.id, name_chapter: c.name, detail: c.detail ?? '', pages: c.pages })),
    previous: link(flat[at - 1]),
    next: link(flat[at + 1]),
  };
}
