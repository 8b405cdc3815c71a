import {
  createApi,
  fetchBaseQuery,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
} from '@reduxjs/toolkit/query/react';
import { signedOutAction } from './authSlice.ts';
import { getApiKey } from './config.ts';
import type { RootState } from './store.ts';

export const TAGS = ['Movie', 'Series', 'Manga', 'User', 'Home'] as const;

const fetchWithKeys = fetchBaseQuery({
  // Absolute, so fetch implementations without a document base (Node, jsdom tests) accept it.
  baseUrl: `${globalThis.location?.origin ?? ''}/api`,
  prepareHeaders: (headers, { getState }) => {
    headers.set('x-api-key', getApiKey());
    const token = (getState() as RootState).auth.token;
    if (token) headers.set('authorization', `Bearer ${token}`);
    return headers;
  },
});

/** A token the api refuses (expired, revoked, forged) ends the session, whichever call found out. */
const baseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = async (args, ctx, extra) => {
  const sent = (ctx.getState() as RootState).auth.token;
  const result = await fetchWithKeys(args, ctx, extra);
  if (result.error?.status === 401 && sent && (ctx.getState() as RootState).auth.token === sent) {
    ctx.dispatch(signedOutAction());
  }
  return result;
};

/**
 * The one base api. Remotes and features add endpoints with `api.injectEndpoints`.
 * Every call carries the API key, and the bearer token when signed in.
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: TAGS,
  endpoints: () => ({}),
});
