import { api, useAppDispatch } from '@ckb/api-client';
import {
  planToast,
  TAG_OF,
  useDeleteMangaMutation,
  useDeleteMovieMutation,
  useDeleteSeriesMutation,
  useUpdateMangaMutation,
  useUpdateMovieMutation,
  useUpdateSeriesMutation,
} from '@ckb/api-client/admin';
import type { ToastPlan } from '@ckb/api-client';
import type { AnyWork, Kind } from '../lib/works.ts';

/**
 * A work's own writes, whatever its kind: `update` (PATCH: the form, a flag, or credits) and `remove`.
 * Each takes the toast plan of its situation (SPEC §8) and resolves with the work, or null on failure.
 */
export function useWorkApi(kind: Kind, id: string) {
  const dispatch = useAppDispatch();
  const [updateMovie, movieUpdate] = useUpdateMovieMutation();
  const [updateSeries, seriesUpdate] = useUpdateSeriesMutation();
  const [updateManga, mangaUpdate] = useUpdateMangaMutation();
  const [deleteMovie] = useDeleteMovieMutation();
  const [deleteSeries] = useDeleteSeriesMutation();
  const [deleteManga] = useDeleteMangaMutation();

  async function update(body: Record<string, unknown>, plan: ToastPlan): Promise<AnyWork | null> {
    const started =
      kind === 'movies'
        ? updateMovie({ id, body: body as never })
        : kind === 'series'
          ? updateSeries({ id, body: body as never })
          : updateManga({ id, body: body as never });
    planToast(dispatch, started, plan);
    const result = await started;
    return 'data' in result && result.data ? result.data : null;
  }

  async function remove(plan: ToastPlan): Promise<boolean> {
    const started = kind === 'movies' ? deleteMovie(id) : kind === 'series' ? deleteSeries(id) : deleteManga(id);
    planToast(dispatch, started, plan);
    const result = await started;
    return 'data' in result;
  }

  /** After an upload (not an RTK Query call): the work and the lists showing it refresh. */
  const refresh = () =>
    dispatch(
      api.util.invalidateTags([
        { type: TAG_OF[kind], id },
        { type: TAG_OF[kind], id: 'LIST' },
      ]),
    );

  return {
    update,
    remove,
    refresh,
    updating: movieUpdate.isLoading || seriesUpdate.isLoading || mangaUpdate.isLoading,
  };
}
