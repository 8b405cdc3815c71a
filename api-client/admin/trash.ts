/**
 * The trash: what deletes moved there, restore and purge. A restore can bring back anything (a work, its
 * seasons, an account, a genre on many works), so it refreshes every list and page; a purge only the trash.
 */
import { api, TAGS } from '@ckb/api-client';
import type { Envelope } from '@ckb/api-client';
import type { TrashItemT, TrashKind } from '@ckb/contract';

const enc = encodeURIComponent;

export type TrashItem = TrashItemT;
export interface TrashPage {
  results: TrashItem[];
  totalPages: number;
  totalItems: number;
}

export const trashAdminApi = api.injectEndpoints({
  endpoints: (build) => ({
    getTrash: build.query<TrashPage, { page: number; limit: number; kind?: TrashKind | undefined }>({
      query: ({ page, limit, kind }) => ({ url: 'trash', params: { page, limit, ...(kind ? { kind } : {}) } }),
      transformResponse: (res: Envelope<{ pagination_info: TrashPage }>) => res.data.pagination_info,
      providesTags: [{ type: 'Trash', id: 'LIST' }],
      // a delete anywhere adds to it: always read it afresh when the screen opens
      keepUnusedDataFor: 0,
    }),
    restoreTrash: build.mutation<TrashItem, string>({
      query: (id) => ({ url: `trash/${enc(id)}/restore`, method: 'POST' }),
      transformResponse: (res: Envelope<{ item: TrashItem }>) => res.data.item,
      invalidatesTags: TAGS.map((type) => type),
    }),
    /** Several items back in one call, all or none (the undo of a delete of many works). */
    restoreTrashAll: build.mutation<TrashItem[], string[]>({
      query: (ids) => ({ url: 'trash/restore', method: 'POST', body: { ids } }),
      transformResponse: (res: Envelope<{ items: TrashItem[] }>) => res.data.items,
      invalidatesTags: TAGS.map((type) => type),
    }),
    purgeTrash: build.mutation<null, string>({
      query: (id) => ({ url: `trash/${enc(id)}`, method: 'DELETE' }),
      invalidatesTags: [{ type: 'Trash', id: 'LIST' }],
    }),
  }),
});

export const { useGetTrashQuery, useRestoreTrashMutation, useRestoreTrashAllMutation, usePurgeTrashMutation } =
  trashAdminApi;
