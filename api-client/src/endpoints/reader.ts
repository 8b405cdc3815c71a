import { api } from '../api.ts';
import type { ChapterRead, Envelope } from '../types.ts';

/** A chapter as the reader's URL names it: manga number, session number, chapter name. */
export interface ChapterArgs {
  manga: number | string;
  session: number | string;
  chapter: string;
}

export const chapterUrl = ({ manga, session, chapter }: ChapterArgs): string =>
  `manga/${encodeURIComponent(String(manga))}/number/session/${encodeURIComponent(String(session))}/chapter/${encodeURIComponent(chapter)}`;

/** The reader's slice: one chapter with its pages and its neighbours (GET …/session/{n}/chapter/{name}). */
export const readerApi = api.injectEndpoints({
  endpoints: (build) => ({
    getChapter: build.query<ChapterRead, ChapterArgs>({
      query: chapterUrl,
      transformResponse: (res: Envelope<{ chapter: ChapterRead }>) => res.data.chapter,
      // an admin edit of the manga (pages, chapters) refreshes the open chapter
      providesTags: (c) => (c ? [{ type: 'Manga', id: c.manga._id }] : []),
    }),
  }),
});

export const { useGetChapterQuery, usePrefetch: useReaderPrefetch } = readerApi;

/** `low`: the instant placeholder; `saver`: the data saver's readable ~800 px page; `high`: the full page. */
export type PageQuality = 'low' | 'saver' | 'high';

/**
 * The one place that turns a page's `path_photo` into a picture URL (SPEC §7: `?quality=low|high`, and
 * `saver`). Components never assemble these by hand.
 */
export function pageUrls(path: string): Record<PageQuality, string> {
  const join = path.includes('?') ? '&' : '?';
  return {
    low: `${path}${join}quality=low`,
    saver: `${path}${join}quality=saver`,
    high: `${path}${join}quality=high`,
  };
}
