import { combineSlices, configureStore, createListenerMiddleware } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { api } from './api.ts';
import { authSlice, initialAuthState, signedIn, signedOutAction } from './authSlice.ts';
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

/** The store factory: the shell makes one for the composed app, standalone remotes and tests make their own. */
export function makeStore(preloadedState?: Partial<RootState>) {
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: { auth: initialAuthState(), ...preloadedState } as RootState,
    middleware: (getDefault) => getDefault().prepend(authAndToastListeners()).concat(api.middleware),
  });
  setupListeners(store.dispatch);
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
