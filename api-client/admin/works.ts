/**
 * The back-office's writes to works themselves (SPEC §7; api/README.md "The calls"): create, update and
 * delete of any kind, a film's servers, and the poster / background delete. Seasons and what hangs under
 * them are in `seasons.ts`. Each answers the whole work and invalidates its tags: the detail page and the
 * admin lists refresh at once, the public pages of this tab too; another tab sees the change on its next
 * request.
 *
 * The work writes take the kind with the body (as the image delete does): the screens that call them
 * (the edit tabs, the visibility switches, the pickers) serve every kind with one body type, and the api
 * checks the body against the kind's schema.
 *
 * Imports from '@ckb/api-client' by name (never '../api.ts'): this entry is bundled into the back-office
 * remote, and only the package name reaches the one shared base api there.
 */
import { api, type Work } from '@ckb/api-client';
import type {
  MangaCreateBodyT,
  MangaUpdateBodyT,
  MovieCreateBodyT,
  MovieUpdateBodyT,
  SeriesCreateBodyT,
  SeriesUpdateBodyT,
  WorksBulkBodyT,
  WorksBulkResultT,
} from '@ckb/contract';
import { TAG_OF, theMovie, theWork, workPath, workTags, type ImageField, type WorkKind } from './refs.ts';
import { serverWrites } from './servers.ts';

export { TAG_OF, type ImageField, type WorkKind } from './refs.ts';

/** A create body of one of the kinds; the api refuses one that is not the kind's. */
export type WorkCreateBody = MovieCreateBodyT | SeriesCreateBodyT | MangaCreateBodyT;
/** An update body of one of the kinds (any subset of its fields). */
export type WorkUpdateBody = MovieUpdateBodyT | SeriesUpdateBodyT | MangaUpdateBodyT;

export const worksAdminApi = api.injectEndpoints({
  endpoints: (build) => {
    const filmServers = serverWrites(build, 'movies', ({ id }: { id: string }) => workPath('movies', id), theMovie);
    return {
      createWork: build.mutation<Work, { kind: WorkKind; body: WorkCreateBody }>({
        query: ({ kind, body }) => ({ url: kind, method: 'POST', body }),
        transformResponse: theWork,
        invalidatesTags: (_r, _e, { kind }) => [{ type: TAG_OF[kind], id: 'LIST' }],
      }),
      updateWork: build.mutation<Work, { kind: WorkKind; id: string; body: WorkUpdateBody }>({
        query: ({ kind, id, body }) => ({ url: workPath(kind, id), method: 'PATCH', body }),
        transformResponse: theWork,
        invalidatesTags: (_r, _e, { kind, id }) => workTags(kind, id),
      }),
      // A deleted work's own tag goes too (public pages cached in this tab): its detail page must stop
      // asking for it first, or the refetch answers 404 (the back-office's pages hold their query).
      deleteWork: build.mutation<Work, { kind: WorkKind; id: string }>({
        query: ({ kind, id }) => ({ url: workPath(kind, id), method: 'DELETE' }),
        transformResponse: theWork,
        invalidatesTags: (_r, _e, { kind, id }) => workTags(kind, id),
      }),
      // One call for many works (the lists' multi-select): every chosen work's tags and the kind's lists.
      // A delete's answer names its trash items in X-Trash-Id (comma-separated): the undo toast restores them.
      bulkWorks: build.mutation<WorksBulkResultT, { kind: WorkKind; body: WorksBulkBodyT }>({
        query: ({ kind, body }) => ({ url: `${kind}/bulk`, method: 'POST', body }),
        transformResponse: (res: { data: WorksBulkResultT }) => res.data,
        invalidatesTags: (_r, _e, { kind, body }) => body.work_ids.flatMap((id) => workTags(kind, id)),
      }),
      addMovieServer: filmServers.add,
      editMovieServer: filmServers.edit,
      deleteMovieServer: filmServers.remove,
      // posters and backgrounds of every kind (uploads go through `upload.ts`)
      deleteWorkImage: build.mutation<Work, { kind: WorkKind; id: string; field: ImageField }>({
        query: ({ kind, id, field }) => ({ url: `${workPath(kind, id)}/upload/${field}`, method: 'DELETE' }),
        transformResponse: theWork,
        invalidatesTags: (_r, _e, { kind, id }) => workTags(kind, id),
      }),
    };
  },
});

export const {
  useCreateWorkMutation,
  useUpdateWorkMutation,
  useDeleteWorkMutation,
  useBulkWorksMutation,
  useAddMovieServerMutation,
  useEditMovieServerMutation,
  useDeleteMovieServerMutation,
  useDeleteWorkImageMutation,
} = worksAdminApi;
