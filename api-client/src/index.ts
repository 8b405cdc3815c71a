export * from './types.ts';
// The state libraries' one door (see tooling/federation.ts): apps take these from here.
export { Provider } from 'react-redux';
export { createSelector, createSlice, type PayloadAction } from '@reduxjs/toolkit';
export { api, apiHydrated, TAGS, SERVER_API_ORIGIN, type ServerExtra } from './api.ts';
export { getApiKey, DEFAULT_API_KEY } from './config.ts';
export { errorMessage, errorStatus, FALLBACK_ERROR, NETWORK_ERROR, SERVER_ERROR, type ApiError } from './errors.ts';
export {
  authSlice,
  signedIn,
  signedOutAction,
  selectToken,
  selectIsAuthenticated,
  selectCurrentUserId,
  initialAuthState,
  type AuthState,
} from './authSlice.ts';
export {
  uiSlice,
  errorShown,
  successShown,
  toastsCleared,
  toastPlanned,
  undoCleared,
  selectIsLoading,
  selectToast,
  selectUndo,
  DEFAULT_SUCCESS,
  TOAST_MS,
  UNDO_MS,
  type UiState,
  type ToastPlan,
} from './uiSlice.ts';
export {
  makeStore,
  serverState,
  hydrateFromServer,
  rootReducer,
  type RootState,
  type AppStore,
  type AppDispatch,
  type LazyLoadedSlices,
} from './store.ts';
export { useAppDispatch, useAppSelector, useAppStore } from './hooks.ts';
export { decodeToken, isExpired, readStoredToken, saveToken, clearToken, SESSION_MS } from './tokenStorage.ts';
export { can, type Permission } from './roles.ts';
export * from './endpoints/auth.ts';
export * from './endpoints/catalog.ts';
export * from './endpoints/users.ts';
export * from './endpoints/home.ts';
export * from './endpoints/reader.ts';
export * from './progress.ts';
// this device's records (progress, follows): versioned localStorage keys and their change signal
export * from './storage.ts';
export * from './endpoints/ads.ts';
export * from './endpoints/discovery.ts';
