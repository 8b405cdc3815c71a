import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { decodeToken, isExpired, readStoredToken } from './tokenStorage.ts';
import type { TokenClaims } from './types.ts';

/** SPEC §3 "Auth state". Storage is written by the auth listener (store.ts), never here. */
export interface AuthState {
  token: string | null;
  isAuthenticated: boolean;
  user: TokenClaims | null;
}

export const signedOut: AuthState = { token: null, isAuthenticated: false, user: null };

/** At start-up the signed-in state follows the stored token (SPEC §4); an expired one signs out. */
export function initialAuthState(now = Date.now()): AuthState {
  const stored = readStoredToken(now);
  return stored ? { token: stored.token, isAuthenticated: true, user: stored.claims } : signedOut;
}

export const authSlice = createSlice({
  name: 'auth',
  initialState: signedOut,
  reducers: {
    signedIn(state, action: PayloadAction<string>) {
      const claims = decodeToken(action.payload);
      if (!claims || isExpired(claims)) return signedOut;
      return { token: action.payload, isAuthenticated: true, user: claims };
    },
    signedOutAction: () => signedOut,
  },
  selectors: {
    selectToken: (s) => s.token,
    selectIsAuthenticated: (s) => s.isAuthenticated,
    selectCurrentUserId: (s) => s.user?.id ?? null,
  },
});

export const { signedIn } = authSlice.actions;
/** Clears the session (the listener also removes the stored token). */
export const signedOutAction = authSlice.actions.signedOutAction;
export const { selectToken, selectIsAuthenticated, selectCurrentUserId } = authSlice.selectors;
