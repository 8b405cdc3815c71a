import { toastPlanned, type ToastPlan } from '@ckb/api-client';

/** What RTK Query's mutation triggers return: the request's id is known before it settles. */
interface Started {
  requestId: string;
}

/**
 * Says how a request's toasts read (SPEC §8), right after starting it:
 *
 *     const started = updateWork({ kind: 'movies', id, body });
 *     planToast(dispatch, started, { success: strings.movieUpdated, quiet: [400, 409] });
 *     await started.unwrap();
 */
export function planToast<S extends Started>(dispatch: (action: unknown) => unknown, started: S, plan: ToastPlan): S {
  dispatch(toastPlanned({ requestId: started.requestId, plan }));
  return started;
}
