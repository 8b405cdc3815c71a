/**
 * The back-office's writes to works and everything under them (SPEC §7; api/README.md "The calls").
 * Each answers the whole work and invalidates its tags: the detail page and the admin lists refresh
 * at once, the public pages of this tab too; another tab sees the change on its next request.
 *
 * Imports from '@ckb/api-client' by name (never '../api.ts'): this entry is bundled into the back-office
 * remote, and only the package name reaches the one shared base api there.
 */
import { api, catalogApi } from '@ckb/api-client';
import type {
  ChapterCreateBodyT,
  ChapterUpdateBodyT,
  EpisodeCreateBodyT,
  EpisodeUpdateBodyT,
  MangaCreateBodyT,
  MangaUpdateBodyT,
  MovieCreateBodyT,
  MovieUpdateBodyT,
  SeasonCreateBodyT,
  SeasonUpdateBodyT,
  SeriesCreateBodyT,
  SeriesUpdateBodyT,
  ServerCreateBodyT,
  ServerUpdateBodyT,
} from '@ckb/contract';
import type { Envelope, Manga, Movie, Series } from '@ckb/api-client';

export type WorkKind = 'movies' | 'series' | 'manga';
export type ImageField = 'poster' | 'background';
/** The tag type of each kind (api.ts TAGS). */
export const TAG_OF = { movies: 'Movie', series: 'Series', manga: 'Manga' } as const;

const enc = encodeURIComponent;
const workTags = (kind: WorkKind, id: string) => [
  { type: TAG_OF[kind], id },
  { type: TAG_OF[kind], id: 'LIST' },
];

type One<K extends string, T> = Envelope<Record<K, T>>;
const movie = (res: One<'movie', Movie>) => res.data.movie;
const series = (res: One<'series', Series>) => res.data.series;
const manga = (res: One<'manga', Manga>) => res.data.manga;

/** `…/session/{sessionId}` of a series or a manga. */
export interface SeasonRef {
  id: string;
  sessionId: string;
}
export interface EpisodeRef extends SeasonRef {
  epsodeId: string;
}
export interface ChapterRef extends SeasonRef {
  chapterId: string;
}
const seasonPath = (kind: 'series' | 'manga', r: SeasonRef) => `${kind}/${enc(r.id)}/session/${enc(r.sessionId)}`;
const episodePath = (r: EpisodeRef) => `${seasonPath('series', r)}/epsode/${enc(r.epsodeId)}`;
const chapterPath = (r: ChapterRef) => `${seasonPath('manga', r)}/chapter/${enc(r.chapterId)}`;

export const worksAdminApi = api.injectEndpoints({
  endpoints: (build) => ({
    // --- films
    createMovie: build.mutation<Movie, MovieCreateBodyT>({
      query: (body) => ({ url: 'movies', method: 'POST', body }),
      transformResponse: movie,
      invalidatesTags: [{ type: 'Movie', id: 'LIST' }],
    }),
    updateMovie: build.mutation<Movie, { id: string; body: MovieUpdateBodyT }>({
      query: ({ id, body }) => ({ url: `movies/${enc(id)}`, method: 'PATCH', body }),
      transformResponse: movie,
      invalidatesTags: (_r, _e, { id }) => workTags('movies', id),
    }),
    // A deleted work's own tag goes too (public pages cached in this tab): its detail page must stop
    // asking for it first, or the refetch answers 404 (the back-office's pages hold their query).
    deleteMovie: build.mutation<Movie, string>({
      query: (id) => ({ url: `movies/${enc(id)}`, method: 'DELETE' }),
      transformResponse: movie,
      invalidatesTags: (_r, _e, id) => workTags('movies', id),
    }),
    addMovieServer: build.mutation<Movie, { id: string; body: ServerCreateBodyT }>({
      query: ({ id, body }) => ({ url: `movies/${enc(id)}/server`, method: 'POST', body }),
      transformResponse: movie,
      invalidatesTags: (_r, _e, { id }) => workTags('movies', id),
    }),
    editMovieServer: build.mutation<Movie, { id: string; serverId: string; body: ServerUpdateBodyT }>({
      query: ({ id, serverId, body }) => ({
        url: `movies/${enc(id)}/server/${enc(serverId)}/edit`,
        method: 'POST',
        body,
      }),
      transformResponse: movie,
      invalidatesTags: (_r, _e, { id }) => workTags('movies', id),
    }),
    deleteMovieServer: build.mutation<Movie, { id: string; serverId: string }>({
      query: ({ id, serverId }) => ({ url: `movies/${enc(id)}/server/${enc(serverId)}`, method: 'DELETE' }),
      transformResponse: movie,
      invalidatesTags: (_r, _e, { id }) => workTags('movies', id),
    }),

    // --- series, seasons (session), episodes (epsode), their servers
    createSeries: build.mutation<Series, SeriesCreateBodyT>({
      query: (body) => ({ url: 'series', method: 'POST', body }),
      transformResponse: series,
      invalidatesTags: [{ type: 'Series', id: 'LIST' }],
    }),
    updateSeries: build.mutation<Series, { id: string; body: SeriesUpdateBodyT }>({
      query: ({ id, body }) => ({ url: `series/${enc(id)}`, method: 'PATCH', body }),
      transformResponse: series,
      invalidatesTags: (_r, _e, { id }) => workTags('series', id),
    }),
    deleteSeries: build.mutation<Series, string>({
      query: (id) => ({ url: `series/${enc(id)}`, method: 'DELETE' }),
      transformResponse: series,
      invalidatesTags: (_r, _e, id) => workTags('series', id),
    }),
    addSeason: build.mutation<Series, { id: string; body: SeasonCreateBodyT }>({
      query: ({ id, body }) => ({ url: `series/${enc(id)}/session`, method: 'POST', body }),
      transformResponse: series,
      invalidatesTags: (_r, _e, { id }) => workTags('series', id),
    }),
    updateSeason: build.mutation<Series, SeasonRef & { body: SeasonUpdateBodyT }>({
      query: ({ body, ...ref }) => ({ url: seasonPath('series', ref), method: 'PATCH', body }),
      transformResponse: series,
      invalidatesTags: (_r, _e, { id }) => workTags('series', id),
    }),
    deleteSeason: build.mutation<Series, SeasonRef>({
      query: (ref) => ({ url: seasonPath('series', ref), method: 'DELETE' }),
      transformResponse: series,
      invalidatesTags: (_r, _e, { id }) => workTags('series', id),
    }),
    addEpisode: build.mutation<Series, SeasonRef & { body: EpisodeCreateBodyT }>({
      query: ({ body, ...ref }) => ({ url: `${seasonPath('series', ref)}/epsode`, method: 'POST', body }),
      transformResponse: series,
      invalidatesTags: (_r, _e, { id }) => workTags('series', id),
    }),
    updateEpisode: build.mutation<Series, EpisodeRef & { body: EpisodeUpdateBodyT }>({
      query: ({ body, ...ref }) => ({ url: episodePath(ref), method: 'PATCH', body }),
      transformResponse: series,
      invalidatesTags: (_r, _e, { id }) => workTags('series', id),
    }),
    deleteEpisode: build.mutation<Series, EpisodeRef>({
      query: (ref) => ({ url: episodePath(ref), method: 'DELETE' }),
      transformResponse: series,
      invalidatesTags: (_r, _e, { id }) => workTags('series', id),
    }),
    addEpisodeServer: build.mutation<Series, EpisodeRef & { body: ServerCreateBodyT }>({
      query: ({ body, ...ref }) => ({ url: `${episodePath(ref)}/server`, method: 'POST', body }),
      transformResponse: series,
      invalidatesTags: (_r, _e, { id }) => workTags('series', id),
    }),
    editEpisodeServer: build.mutation<Series, EpisodeRef & { serverId: string; body: ServerUpdateBodyT }>({
      query: ({ body, serverId, ...ref }) => ({
        url: `${episodePath(ref)}/server/${enc(serverId)}/edit`,
        method: 'POST',
        body,
      }),
      transformResponse: series,
      invalidatesTags: (_r, _e, { id }) => workTags('series', id),
    }),
    deleteEpisodeServer: build.mutation<Series, EpisodeRef & { serverId: string }>({
      query: ({ serverId, ...ref }) => ({ url: `${episodePath(ref)}/server/${enc(serverId)}`, method: 'DELETE' }),
      transformResponse: series,
      invalidatesTags: (_r, _e, { id }) => workTags('series', id),
    }),

    // --- manga family, sessions, chapters, pages
    createManga: build.mutation<Manga, MangaCreateBodyT>({
      query: (body) => ({ url: 'manga', method: 'POST', body }),
      transformResponse: manga,
      invalidatesTags: [{ type: 'Manga', id: 'LIST' }],
    }),
    updateManga: build.mutation<Manga, { id: string; body: MangaUpdateBodyT }>({
      query: ({ id, body }) => ({ url: `manga/${enc(id)}`, method: 'PATCH', body }),
      transformResponse: manga,
      invalidatesTags: (_r, _e, { id }) => workTags('manga', id),
    }),
    deleteManga: build.mutation<Manga, string>({
      query: (id) => ({ url: `manga/${enc(id)}`, method: 'DELETE' }),
      transformResponse: manga,
      invalidatesTags: (_r, _e, id) => workTags('manga', id),
    }),
    addMangaSession: build.mutation<Manga, { id: string; body: SeasonCreateBodyT }>({
      query: ({ id, body }) => ({ url: `manga/${enc(id)}/session`, method: 'POST', body }),
      transformResponse: manga,
      invalidatesTags: (_r, _e, { id }) => workTags('manga', id),
    }),
    updateMangaSession: build.mutation<Manga, SeasonRef & { body: SeasonUpdateBodyT }>({
      query: ({ body, ...ref }) => ({ url: seasonPath('manga', ref), method: 'PATCH', body }),
      transformResponse: manga,
      invalidatesTags: (_r, _e, { id }) => workTags('manga', id),
    }),
    deleteMangaSession: build.mutation<Manga, SeasonRef>({
      query: (ref) => ({ url: seasonPath('manga', ref), method: 'DELETE' }),
      transformResponse: manga,
      invalidatesTags: (_r, _e, { id }) => workTags('manga', id),
    }),
    addChapter: build.mutation<Manga, SeasonRef & { body: ChapterCreateBodyT }>({
      query: ({ body, ...ref }) => ({ url: `${seasonPath('manga', ref)}/chapter`, method: 'POST', body }),
      transformResponse: manga,
      invalidatesTags: (_r, _e, { id }) => workTags('manga', id),
    }),
    updateChapter: build.mutation<Manga, ChapterRef & { body: ChapterUpdateBodyT }>({
      query: ({ body, ...ref }) => ({ url: chapterPath(ref), method: 'PATCH', body }),
      transformResponse: manga,
      invalidatesTags: (_r, _e, { id }) => workTags('manga', id),
    }),
    deleteChapter: build.mutation<Manga, ChapterRef>({
      query: (ref) => ({ url: chapterPath(ref), method: 'DELETE' }),
      transformResponse: manga,
      invalidatesTags: (_r, _e, { id }) => workTags('manga', id),
    }),
    reorderPages: build.mutation<Manga, ChapterRef & { order: string[] }>({
      query: ({ order, ...ref }) => ({ url: `${chapterPath(ref)}/reorder`, method: 'POST', body: { order } }),
      transformResponse: manga,
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
      transformResponse: manga,
      invalidatesTags: (_r, _e, { id }) => workTags('manga', id),
    }),

    // --- posters and backgrounds of every kind (uploads go through `upload.ts`)
    deleteWorkImage: build.mutation<Movie | Series | Manga, { kind: WorkKind; id: string; field: ImageField }>({
      query: ({ kind, id, field }) => ({ url: `${kind}/${enc(id)}/upload/${field}`, method: 'DELETE' }),
      transformResponse: (res: Envelope<{ movie?: Movie; series?: Series; manga?: Manga }>) =>
        (res.data.movie ?? res.data.series ?? res.data.manga)!,
      invalidatesTags: (_r, _e, { kind, id }) => workTags(kind, id),
    }),
  }),
});

export const {
  useCreateMovieMutation,
  useUpdateMovieMutation,
  useDeleteMovieMutation,
  useAddMovieServerMutation,
  useEditMovieServerMutation,
  useDeleteMovieServerMutation,
  useCreateSeriesMutation,
  useUpdateSeriesMutation,
  useDeleteSeriesMutation,
  useAddSeasonMutation,
  useUpdateSeasonMutation,
  useDeleteSeasonMutation,
  useAddEpisodeMutation,
  useUpdateEpisodeMutation,
  useDeleteEpisodeMutation,
  useAddEpisodeServerMutation,
  useEditEpisodeServerMutation,
  useDeleteEpisodeServerMutation,
  useCreateMangaMutation,
  useUpdateMangaMutation,
  useDeleteMangaMutation,
  useAddMangaSessionMutation,
  useUpdateMangaSessionMutation,
  useDeleteMangaSessionMutation,
  useAddChapterMutation,
  useUpdateChapterMutation,
  useDeleteChapterMutation,
  useReorderPagesMutation,
  useDeletePageMutation,
  useDeleteWorkImageMutation,
} = worksAdminApi;
