import { errorMessage, errorStatus, type ApiError, type ToastPlan } from '@ckb/api-client';
import { planToast } from '@ckb/api-client/admin';

export type Outcome = { ok: true } | { ok: false; status: number | undefined; message: string };

/**
 * A started RTK Query mutation, as the screens use it: its request id (for its toast plan) and, once
 * settled, what it answered or how it failed (RTK Query's own result shape).
 */
export type Started<Data = unknown> = PromiseLike<
  { data: Data; error?: undefined } | { data?: undefined; error: ApiError }
> & { requestId: string };

/**
 * Runs a started mutation with its toast plan and tells how it went. Statuses in `plan.quiet` are the
 * caller's to show (beside a field), not a toast's.
 */
export async function outcome(dispatch: (a: unknown) => unknown, started: Started, plan: ToastPlan): Promise<Outcome> {
  planToast(dispatch, started, plan);
  const { error } = await started;
  if (!error) return { ok: true };
  return { ok: false, status: errorStatus(error), message: errorMessage(error) };
}
