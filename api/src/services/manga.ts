import { notFound } from '../lib/http-errors.ts';
import { messages } from '../messages.ts';
import { MANGA_PARTS } from '../numbered/levels.ts';
import type { Repositories } from '../plugins/database.ts';
import type { ChapterReadT } from '@ckb/contract';
import { visibleWork } from './works.ts';
import { audienceOf } from '../numbered/release.ts';
import { creditLists, pagePhoto, posterOf } from '../wire/works.ts';
import type { SessionUser } from '../plugins/auth.ts';

/**
 * The reader's chapter. Sessions and chapters themselves are numbered levels (numbered/levels.ts);
 * page uploads, reorder and single-page delete belong to the media routes.
 */

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
  // the work's sessions and chapters in reading order, with a page count each instead of the pages: for the
  // public the released chapters only (a draft is not there: 404), for staff every one (their preview)
  const audience = audienceOf(viewer);
  const trees = await repos.numbered.trees(
    MANGA_PARTS,
    [work.id],
    (ids) => repos.pages.countByChapter(ids),
    0,
    audience,
  );
  const order = trees.get(work.id) ?? [];
  const sessionNumber = /^\d{1,9}$/.test(where.session) ? Number(where.session) : NaN;
  const here = order.find((s) => s.row.value === sessionNumber);
  if (!here) throw notFound(messages.seasonNotFound);
  const chapter = here.children.find((c) => c.row.value === where.chapter.trim());
  if (!chapter) throw notFound(messages.chapterNotFound);

  // the whole work in reading order: previous and next are its neighbours
  const flat = order.flatMap((s) => s.children.map((c) => ({ session: s.row.value, chapter: c.row })));
  const at = flat.findIndex((f) => f.chapter.id === chapter.row.id);
  const link = (f: (typeof flat)[number] | undefined) =>
    f ? { name_session: f.session, name_chapter: f.chapter.value } : null;

  const [release, credits, pages] = await Promise.all([
    repos.numbered.releaseOf('chapters', chapter.row.id),
    repos.works.creditsByWork([work.id]),
    repos.pages.ofChapter(chapter.row.id),
  ]);
  // a draft (staff preview) has no release time yet: it shows when it was added
  const date = new Date(Number(release ?? chapter.row.created_at)).toISOString().slice(0, 10);

  return {
    manga: {
      _id: work.id,
      manga_id: work.number,
      type: work.type as ChapterReadT['manga']['type'],
      en: work.en,
      ku: work.ku,
      poster: posterOf(work),
      translator_id: creditLists(credits.get(work.id) ?? []).translator_id,
    },
    session: { _id: here.row.id, name_session: here.row.value },
    chapter: {
      _id: chapter.row.id,
      name_chapter: chapter.row.value,
      detail: chapter.row.detail ?? '',
      date,
      ...(chapter.row.publish_at !== undefined ? { publish_at: chapter.row.publish_at } : {}),
    },
    pages: pages.map(pagePhoto),
    chapters: here.children.map((c) => ({
      _id: c.row.id,
      name_chapter: c.row.value,
      detail: c.row.detail ?? '',
      pages: c.under,
    })),
    previous: link(flat[at - 1]),
    next: link(flat[at + 1]),
  };
}
