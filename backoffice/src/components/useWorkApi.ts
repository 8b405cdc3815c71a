import { api, useAppDispatch, type ToastPlan } from '@ckb/api-client';
import {
  planToast,
  TAG_OF,
  useDeleteWorkMutation,
  useUpdateWorkMutation,
  type WorkUpdateBody,
} from '@ckb/api-client/admin';
import type { AnyWork, Kind } from '../lib/works.ts';

/**
 * A work's own writes, whatever its kind: `update` (PATCH: the form, a flag, or credits) and `remove`.
 * Each takes the toast plan of its situation (SPEC §8) and resolves with the work, or null on failure.
 */
export function useWorkApi(kind: Kind, id: string) {
  const dispatch = useAppDispatch();
  const [updateWork, updating] = useUpdateWorkMutation();
  const [deleteWork] = useDeleteWorkMutation();

  async function update(body: WorkUpdateBody, plan: ToastPlan): Promise<AnyWork | null> {
    const result = await planToast(dispatch, updateWork({ kind, id, body }), plan);
    return result.data ?? null;
  }

  async function remove(plan: ToastPlan): Promise<boolean> {
    const result = await planToast(dispatch, deleteWork({ kind, id }), plan);
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

  return { update, remove, refresh, updating: updating.isLoading };
}
