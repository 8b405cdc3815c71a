/**
 * The back-office's writes under a work's seasons (SPEC §7): a series' seasons (`session`), their episodes
 * (`epsode`) and the episodes' servers; a manga's seasons, their chapters, and a chapter's pages (reorder,
 * delete). Both kinds are the same tree, a season holding numbered children, so `numberedWrites` builds
 * the writes of a season and its children (add, change, delete, and publish a child) once, for a kind's path segment and answer; the endpoints
 * keep their own names (`addEpisode`, `addChapter`…) and exact types. Each answers the whole work and
 * refreshes it (see `works.ts`).
 */
import { api, catalogApi, type Envelope, type Manga, type Series } from '@ckb/api-client';
import type {
  ChapterCreateBodyT,
  ChapterUpdateBodyT,
  EpisodeCreateBodyT,
  EpisodeRangeBodyT,
  EpisodeUpdateBodyT,
  PublishBodyT,
  SeasonCreateBodyT,
  SeasonUpdateBodyT,
} from '@ckb/contract';
import {
  chapterPath,
  enc,
  episodePath,
  seasonPath,
  theManga,
  theSeries,
  workPath,
  workTags,
  type ChapterRef,
  type EpisodeRef,
  type SeasonedKind,
  type SeasonRef,
} from './refs.ts';
import { serverWrites, type Build } from './servers.ts';

export type { ChapterRef, EpisodeRef, SeasonRef } from './refs.ts';

/** What each kind's seasons hold: the work an answer carries, how a child is named, its bodies. */
interface Seasoned {
  series: { work: Series; child: EpisodeRef; create: EpisodeCreateBodyT; update: EpisodeUpdateBodyT };
  manga: { work: Manga; child: ChapterRef; create: ChapterCreateBodyT; update: ChapterUpdateBodyT };
}
/** The path segment of a season's children (SPEC §7 spelling). */
const CHILDREN = { series: 'epsode', manga: 'chapter' } as const;

/** The writes of a kind's seasons and their children; `childPath` is where one child is. */
function numberedWrites<K extends SeasonedKind>(
  build: Build,
  kind: K,
  childPath: (ref: Seasoned[K]['child']) => string,
) {
  type W = Seasoned[K]['work'];
  const write = {
    // The answer's key is the kind's name: `{ data: { series } }`, `{ data: { manga } }`.
    transformResponse: (res: Envelope<Record<K, W>>) => res.data[kind],
    invalidatesTags: (_r: unknown, _e: unknown, { id }: { id: string }) => workTags(kind, id),
  };
  const children = (ref: SeasonRef) => `${seasonPath(kind, ref)}/${CHILDREN[kind]}`;
  return {
    addSeason: build.mutation<W, { id: string; body: SeasonCreateBodyT }>({
      query: ({ id, body }) => ({ url: `${workPath(kind, id)}/session`, method: 'POST', body }),
      ...write,
    }),
    updateSeason: build.mutation<W, SeasonRef & { body: SeasonUpdateBodyT }>({
      query: (arg) => ({ url: seasonPath(kind, arg), method: 'PATCH', body: arg.body }),
      ...write,
    }),
    deleteSeason: build.mutation<W, SeasonRef>({
      query: (ref) => ({ url: seasonPath(kind, ref), method: 'DELETE' }),
      ...write,
    }),
    addChild: build.mutation<W, SeasonRef & { body: Seasoned[K]['create'] }>({
      query: (arg) => ({ url: children(arg), method: 'POST', body: arg.body }),
      ...write,
    }),
    updateChild: build.mutation<W, Seasoned[K]['child'] & { body: Seasoned[K]['update'] }>({
      query: (arg) => ({ url: childPath(arg), method: 'PATCH', body: arg.body }),
      ...write,
    }),
    deleteChild: build.mutation<W, Seasoned[K]['child']>({
      query: (ref) => ({ url: childPath(ref), method: 'DELETE' }),
      ...write,
    }),
    // drafts and release times: publish now (no publish_at), at a time, or back to a draft (null)
    publishChild: build.mutation<W, Seasoned[K]['child'] & { body: PublishBodyT }>({
      query: (arg) => ({ url: `${childPath(arg)}/publish`, method: 'POST', body: arg.body }),
      ...write,
    }),
  };
}

export const seasonsAdminApi = api.injectEndpoints({
  endpoints: (build) => {
    const series = numberedWrites(build, 'series', episodePath);
    const manga = numberedWrites(build, 'manga', chapterPath);
    const episodeServers = serverWrites(build, 'series', episodePath, theSeries);
    return {
      addSeason: series.addSeason,
      updateSeason: series.updateSeason,
      deleteSeason: series.deleteSeason,
      addEpisode: series.addChild,
      updateEpisode: series.updateChild,
      deleteEpisode: series.deleteChild,
      publishEpisode: series.publishChild,
      // episodes N..M at once, each with the same servers (`{n}` becomes the number)
      addEpisodeRange: build.mutation<Series, SeasonRef & { body: EpisodeRangeBodyT }>({
        query: ({ body, ...ref }) => ({ url: `${seasonPath('series', ref)}/epsode/range`, method: 'POST', body }),
        transformResponse: theSeries,
        invalidatesTags: (_r, _e, { id }) => workTags('series', id),
      }),
      addEpisodeServer: episodeServers.add,
      editEpisodeServer: episodeServers.edit,
      deleteEpisodeServer: episodeServers.remove,
      addMangaSession: manga.addSeason,
      updateMangaSession: manga.updateSeason,
      deleteMangaSession: manga.deleteSeason,
      addChapter: manga.addChild,
      updateChapter: manga.updateChild,
      deleteChapter: manga.deleteChild,
      publishChapter: manga.publishChild,
      reorderPages: build.mutation<Manga, ChapterRef & { order: string[] }>({
        query: ({ order, ...ref }) => ({ url: `${chapterPath(ref)}/reorder`, method: 'POST', body: { order } }),
        transformResponse: theManga,
        // The new order is shown at once (optimistic); a refused order puts the pages back.
        async onQueryStarted({ order, ...ref }, { dispatch, queryFulfilled }) {
          const patch = dispatch(
            catalogApi.util.updateQueryData('getManga', ref.id, (draft) => {
              const chapter = draft.session
                .find((s) => s._id === ref.sessionId)
                ?.chapter.find((c) => c._id === ref.chapterId);
              if (!chapter) return;
              const byId = new Map(chapter.photo_path_array.map((p) => [p._id, p]));
              chapter.photo_path_array = order
                .map((id, i) => ({ ...byId.get(id)!, photoPathNum: i + 1 }))
                .filter((p) => p._id);
            }),
          );
          await queryFulfilled.catch(() => patch.undo());
        },
        invalidatesTags: (_r, _e, { id }) => workTags('manga', id),
      }),
      deletePage: build.mutation<Manga, ChapterRef & { pageId: string }>({
        query: ({ pageId, ...ref }) => ({ url: `${chapterPath(ref)}/page/${enc(pageId)}`, method: 'DELETE' }),
        transformResponse: theManga,
        invalidatesTags: (_r, _e, { id }) => workTags('manga', id),
      }),
      // several pages in one go (one transaction: all or none), each to the trash on its own
      deletePages: build.mutation<Manga, ChapterRef & { pageIds: string[] }>({
        query: ({ pageIds, ...ref }) => ({
          url: `${chapterPath(ref)}/pages/delete`,
          method: 'POST',
          body: { pages: pageIds },
        }),
        transformResponse: theManga,
        invalidatesTags: (_r, _e, { id }) => workTags('manga', id),
      }),
    };
  },
});

export const {
  useAddSeasonMutation,
  useUpdateSeasonMutation,
  useDeleteSeasonMutation,
  useAddEpisodeMutation,
  useAddEpisodeRangeMutation,
  useUpdateEpisodeMutation,
  useDeleteEpisodeMutation,
  usePublishEpisodeMutation,
  useAddEpisodeServerMutation,
  useEditEpisodeServerMutation,
  useDeleteEpisodeServerMutation,
  useAddMangaSessionMutation,
  useUpdateMangaSessionMutation,
  useDeleteMangaSessionMutation,
  useAddChapterMutation,
  useUpdateChapterMutation,
  useDeleteChapterMutation,
  usePublishChapterMutation,
  useReorderPagesMutation,
  useDeletePageMutation,
  useDeletePagesMutation,
} = seasonsAdminApi;
