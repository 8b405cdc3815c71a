import type { WorkKind } from '../db/schema.ts';
import type { Repositories } from '../plugins/database.ts';
import { slides } from '../services/home.ts';
import { posterOf } from '../wire/works.ts';
import { readChapter } from '../services/manga.ts';

const DETAIL = /^\/(movies|series|manga)\/(\d{1,9})\/?$/;
const LIST = /^\/(movies|series|manga)\/?$/;
const KIND: Record<string, WorkKind> = { movies: 'movie', series: 'series', manga: 'manga' };
/** The public lists' page size (SPEC §9) and how many posters a phone shows in the first row. */
const LIST_SIZE = 14;
const FIRST_ROW = 2;

const CHAPTER = /^\/manga\/(\d{1,9})\/session\/([^/]+)\/chapter\/([^/]+)\/?$/;

const uploaded = (url: string) => url.startsWith('/media/');

/**
 * The picture that will be the page's largest paint, so the HTML can ask for it at once instead of
 * after the scripts, the api call and the render: the home hero's background, a work's poster, the
 * first row of a list. The URLs are exactly the ones the pages render (`original`, i.e. ?quality=high).
 */
export async function largestPaintImages(path: string, search: string, repos: Repositories): Promise<string[]> {
  const chapter = CHAPTER.exec(path);
  if (chapter) {
    // the reader (issue 11): its first page, in the quality it paints (high; the low one is a tiny placeholder)
    try {
      const read = await readChapter(
        repos,
        { number: Number(chapter[1]), session: chapter[2]!, chapter: chapter[3]! },
        null,
      );
      const first = read.pages[0];
      return first ? [`${first.path_photo}?quality=high`] : [];
    } catch {
      return []; // an unknown chapter: the reader says so, nothing to preload
    }
  }
  if (path === '/') {
    const [first] = await slides(repos, 1);
    return first ? [first.background.original].filter(uploaded) : [];
  }
  const detail = DETAIL.exec(path);
  if (detail) {
    const work = await repos.works.findByNumber(KIND[detail[1]!]!, Number(detail[2]));
    return work?.active_show ? [posterOf(work).original].filter(uploaded) : [];
  }
  const list = LIST.exec(path);
  if (list) {
    const page = Math.max(1, Math.min(10_000, Number(new URLSearchParams(search).get('page')) || 1));
    const { rows } = await repos.works.list({ kind: KIND[list[1]!]!, page, limit: LIST_SIZE, onlyVisible: true });
    return rows
      .slice(0, FIRST_ROW)
      .map((row) => posterOf(row).original)
      .filter(uploaded);
  }
  return [];
}
