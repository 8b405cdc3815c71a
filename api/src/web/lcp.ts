import { findRoute } from '@ckb/contract/routes';
import type { Repositories } from '../plugins/database.ts';
import { slides } from '../services/home.ts';
import { posterOf } from '../wire/works.ts';
import { readChapter } from '../services/manga.ts';
import { workNumber } from './params.ts';

/** The public lists' page size (SPEC §9) and how many posters a phone shows in the first row. */
const LIST_SIZE = 14;
const FIRST_ROW = 2;

const uploaded = (url: string) => url.startsWith('/media/');

/**
 * The picture that will be the page's largest paint, so the HTML can ask for it at once instead of
 * after the scripts, the api call and the render: the home hero's background, a work's poster, the
 * first row of a list. The URLs are exactly the ones the pages render (`original`, i.e. ?quality=high).
 */
export async function largestPaintImages(path: string, search: string, repos: Repositories): Promise<string[]> {
  const found = findRoute(path);
  if (!found) return [];
  const { route, params } = found;
  if (route.kind === 'chapter') {
    const number = workNumber(params.id);
    if (number === null) return [];
    // the reader: its first page, in the quality it paints (high; the low one is a tiny placeholder)
    try {
      const read = await readChapter(repos, { number, session: params.session!, chapter: params.chapter! }, null);
      const first = read.pages[0];
      return first ? [`${first.path_photo}?quality=high`] : [];
    } catch {
      return []; // an unknown chapter: the reader says so, nothing to preload
    }
  }
  if (route.kind === 'home') {
    const [first] = await slides(repos, 1);
    return first ? [first.background.original].filter(uploaded) : [];
  }
  if (route.kind === 'work' && route.work) {
    const number = workNumber(params.id);
    const work = number === null ? undefined : await repos.works.findByNumber(route.work, number);
    return work?.active_show ? [posterOf(work).original].filter(uploaded) : [];
  }
  if (route.kind === 'works' && route.work) {
    const page = Math.max(1, Math.min(10_000, Number(new URLSearchParams(search).get('page')) || 1));
    const { rows } = await repos.works.list({ kind: route.work, page, limit: LIST_SIZE, onlyVisible: true });
    return rows
      .slice(0, FIRST_ROW)
      .map((row) => posterOf(row).original)
      .filter(uploaded);
  }
  return [];
}
