import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { api } from './api.ts';
import { errorMessage } from './errors.ts';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';

/** The global overlay (SPEC §2, §4): a spinner while any request runs, one toast at a time. */
export interface UiState {
  pending: number;
  error: string | null;
  success: string | null;
  /** How the toasts of particular requests read, by request id (see `toastPlanned`). */
  plans: Record<string, ToastPlan>;
  /**
   * The last delete, which the back-office offers to undo for UNDO_MS: its trash item (the answer's
   * `X-Trash-Id` header) and its success text, which the undo toast shows instead of the usual toast.
   */
  undo: { trashId: string; message: string } | null;
}

/**
 * The toasts of one request, when the defaults do not fit (SPEC §8): its own success text, a prefix
 * before the server's error text, or error statuses the screen shows itself (a form's field errors are
 * not repeated in a toast).
 */
export interface ToastPlan {
  success?: string;
  errorPrefix?: string;
  /** Statuses the screen shows itself; `'all'` when it shows every failure (the sign-in form's one message). */
  quiet?: number[] | 'all';
}

/**
 * Queries whose every failure the screen shows in full (the reader's "not found" page, or its retry): a toast
 * would say the same thing a second time.
 */
const SHOWN_BY_THEIR_SCREEN: ReadonlySet<string> = new Set(['getChapter']);

/** SPEC §8 "Generic admin success". */
export const DEFAULT_SUCCESS = 'سەرکەوتوو بوو';
/** SPEC §9: toasts clear after 3 seconds. */
export const TOAST_MS = 3000;
/** How long a delete can be undone from its toast. */
export const UNDO_MS = 10_000;

const initialState: UiState = { pending: 0, error: null, success: null, plans: {}, undo: null };

/** The trash item a delete's answer names (contract: TRASH_ID_HEADER), from RTK Query's response meta. */
function trashIdOf(meta: unknown): string | null {
  const headers = (meta as { baseQueryMeta?: { response?: { headers?: Headers } } } | undefined)?.baseQueryMeta
    ?.response?.headers;
  return typeof headers?.get === 'function' ? headers.get('x-trash-id') : null;
}

/** Matches the lifecycle actions of every endpoint of the base api (queries and mutations). */
const apiLifecycle =
  (phase: 'pending' | 'fulfilled' | 'rejected') =>
  (action: { type: unknown }): boolean =>
    typeof action.type === 'string' &&
    action.type.startsWith(`${api.reducerPath}/`) &&
    action.type.endsWith(`/${phase}`);

export const uiSlice = createSlice({
  name: 'ui',
  initialState,
  reducers: {
    errorShown(state, action: PayloadAction<string>) {
      state.error = action.payload;
    },
    successShown(state, action: PayloadAction<string | undefined>) {
      state.success = action.payload ?? DEFAULT_SUCCESS;
    },
    /** Dispatched right after starting a request (its `requestId`), before it can settle. */
    toastPlanned(state, action: PayloadAction<{ requestId: string; plan: ToastPlan }>) {
      state.plans[action.payload.requestId] = action.payload.plan;
    },
    toastsCleared(state) {
      state.error = null;
      state.success = null;
    },
    /** The undo toast went: its time ran out, it was closed, or the delete was undone. */
    undoCleared(state) {
      state.undo = null;
    },
  },
  extraReducers: (builder) => {
    builder
      .addMatcher(apiLifecycle('pending'), (state) => {
        state.pending += 1;
      })
      .addMatcher(
        apiLifecycle('fulfilled'),
        (state, action: { meta?: { requestId?: string; arg?: { type?: string } } }) => {
          state.pending = Math.max(0, state.pending - 1);
          const plan = takePlan(state, action.meta?.requestId);
          if (action.meta?.arg?.type !== 'mutation') return;
          // A delete moved something to the trash: its toast is the undo toast, with the same text.
          const trashId = trashIdOf(action.meta);
          if (trashId) {
            state.undo = { trashId, message: plan?.success ?? DEFAULT_SUCCESS };
            return;
          }
          // Successful admin writes get a toast; an error already showing wins (SPEC §2).
          if (!state.error) state.success = plan?.success ?? DEFAULT_SUCCESS;
        },
      )
      .addMatcher(
        apiLifecycle('rejected'),
        (
          state,
          action: {
            payload?: unknown;
            error?: { name?: string; message?: string };
            meta?: { condition?: boolean; aborted?: boolean; requestId?: string; arg?: { endpointName?: string } };
          },
        ) => {
          // A query skipped by its cache condition never started, so it never counted as pending.
          if (action.meta?.condition) return;
          state.pending = Math.max(0, state.pending - 1);
          const plan = takePlan(state, action.meta?.requestId);
          if (action.meta?.aborted) return;
          if (plan?.quiet === 'all' || SHOWN_BY_THEIR_SCREEN.has(action.meta?.arg?.endpointName ?? '')) return;
          const failure = (action.payload as FetchBaseQueryError | undefined) ?? (action.error as never);
          const status = (failure as { status?: unknown } | undefined)?.status;
          if (typeof status === 'number' && plan?.quiet?.includes(status)) return;
          const message = errorMessage(failure);
          state.error = plan?.errorPrefix ? `${plan.errorPrefix}: ${message}` : message;
          state.success = null;
        },
      );
  },
  selectors: {
    selectIsLoading: (s) => s.pending > 0,
    selectUndo: (s) => s.undo,
    /** Error has priority over success. */
    selectToast: (s): { kind: 'error' | 'success'; message: string } | null =>
      s.error ? { kind: 'error', message: s.error } : s.success ? { kind: 'success', message: s.success } : null,
  },
});

function takePlan(state: UiState, requestId: string | undefined): ToastPlan | undefined {
  if (!requestId || !(requestId in state.plans)) return undefined;
  const plan = state.plans[requestId];
  delete state.plans[requestId];
  return plan;
}

export const { errorShown, successShown, toastsCleared, toastPlanned, undoCleared } = uiSlice.actions;
export const { selectIsLoading, selectToast, selectUndo } = uiSlice.selectors;
