import { combineSlices, configureStore, createListenerMiddleware } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { api, apiHydrated, type ServerExtra } from './api.ts';
import { authSlice, initialAuthState, signedOut, signedIn, signedOutAction } from './authSlice.ts';
import { clearToken, saveToken } from './tokenStorage.ts';
import { TOAST_MS, toastsCleared, uiSlice } from './uiSlice.ts';

/**
 * Slices that remotes inject at runtime (`rootReducer.inject(slice)`); each remote extends
 * this interface with declaration merging so `RootState` knows them.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface LazyLoadedSlices {}

export const rootReducer = combineSlices(api, authSlice, uiSlice).withLazyLoadedSlices<LazyLoadedSlices>();

export type RootState = ReturnType<typeof rootReducer>;

function authAndToastListeners() {
  const listener = createListenerMiddleware();
  // Storage follows the auth state, so reducers stay pure.
  listener.startListening({
    actionCreator: signedIn,
    effect: (action, api) => {
      const { token } = (api.getState() as RootState).auth;
      if (token === action.payload) saveToken(token);
      else clearToken();
    },
  });
  listener.startListening({ actionCreator: signedOutAction, effect: () => clearToken() });
  // Toasts clear 3 s after the newest one appeared (SPEC §9); a newer toast restarts the clock.
  listener.startListening({
    predicate: (_action, current, previous) => {
      const now = (current as RootState).ui;
      const before = (previous as RootState).ui;
      return (!!now.error && now.error !== before.error) || (!!now.success && now.success !== before.success);
    },
    effect: async (_action, listenerApi) => {
      listenerApi.cancelActiveListeners();
      await listenerApi.delay(TOAST_MS);
      listenerApi.dispatch(toastsCleared());
    },
  });
  return listener.middleware;
}

/**
 * The store factory: the shell makes one for the composed app, standalone remotes and tests make their own.
 * A server render passes `serverFetch` (its api answers in-process) and reads `serverState` afterwards.
 */
export function makeStore(preloadedState?: Partial<RootState>, { serverFetch }: Partial<ServerExtra> = {}) {
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: { auth: serverFetch ? signedOut : initialAuthState(), ...preloadedState } as RootState,
    middleware: (getDefault) =>
      getDefault({ thunk: { extraArgument: serverFetch ? { serverFetch } : undefined } })
        .prepend(authAndToastListeners())
        .concat(api.middleware),
  });
  if (!serverFetch) setupListeners(store.dispatch);
  return store;
}

/** What a server render hands to the browser: the api answers it fetched (JSON-safe). */
export function serverState(store: { getState: () => unknown }): Record<string, unknown> {
  const { api: slice } = store.getState() as RootState;
  return { [api.reducerPath]: { queries: slice.queries, mutations: {}, provided: slice.provided } };
}

/** The browser side: a store made by `makeStore` takes the state a server render embedded in the page. */
export function hydrateFromServer(store: AppStore, state: unknown): void {
  if (!state || typeof state !== 'object' || !(api.reducerPath in state)) return;
  const drawn = state as Record<string, { queries?: Record<string, { status?: string }> }>;
  const slice = drawn[api.reducerPath];
  // The page was drawn as the public sees it. Signed-in staff may see what the public may not (a hidden work, a
  // draft chapter they preview), so an answer the drawing could not get (a 404) is asked again with their token.
  if (store.getState().auth.token && slice?.queries) {
    const queries = Object.fromEntries(Object.entries(slice.queries).filter(([, q]) => q.status !== 'rejected'));
    store.dispatch(apiHydrated({ ...drawn, [api.reducerPath]: { ...slice, queries } }));
    return;
  }
  store.dispatch(apiHydrated(drawn));
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
