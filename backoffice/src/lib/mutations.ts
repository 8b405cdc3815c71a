import { errorMessage, errorStatus, type ToastPlan } from '@ckb/api-client';
import { planToast } from '@ckb/api-client/admin';

export type Outcome = { ok: true } | { ok: false; status: number | undefined; message: string };

interface Started {
  requestId: string;
  unwrap: () => Promise<unknown>;
}

/**
 * Runs a started mutation with its toast plan and tells how it went. Statuses in `plan.quiet` are the
 * caller's to show (beside a field), not a toast's.
 */
export async function outcome(dispatch: (a: unknown) => unknown, started: Started, plan: ToastPlan): Promise<Outcome> {
  planToast(dispatch, started, plan);
  try {
    await started.unwrap();
    return { ok: true };
  } catch (error) {
    return { ok: false, status: errorStatus(error as never), message: errorMessage(error as never) };
  }
}
