import {
  createApi,
  fetchBaseQuery,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
} from '@reduxjs/toolkit/query/react';
import { createAction } from '@reduxjs/toolkit';
import { signedOutAction } from './authSlice.ts';
import { getApiKey } from './config.ts';
import type { RootState } from './store.ts';

/** Carries a server render's `{ api: … }` state into the browser's store (see `serverState`). */
export const apiHydrated = createAction<Record<string, unknown>>('api/hydrated');

export const TAGS = [
  'Movie',
  'Series',
  'Manga',
  'User',
  'Home',
  'Ad',
  'Banner',
  'Genre',
  'Trash',
  'Report',
  'Review',
] as const;

const prepareHeaders = (headers: Headers, { getState }: { getState: () => unknown }) => {
  headers.set('x-api-key', getApiKey());
  const token = (getState() as RootState).auth.token;
  if (token) headers.set('authorization', `Bearer ${token}`);
  return headers;
};

const fetchWithKeys = fetchBaseQuery({
  // Absolute, so fetch implementations without a document base (Node, jsdom tests) accept it.
  baseUrl: `${globalThis.location?.origin ?? ''}/api`,
  prepareHeaders,
});

/**
 * What a store made for a server render passes as its thunk extra argument (`makeStore(_, { serverFetch })`):
 * the api answers its own calls in-process, at a URL that only has to parse (`SERVER_API_ORIGIN`).
 */
export interface ServerExtra {
  serverFetch: (input: Request) => Promise<Response>;
}
export const SERVER_API_ORIGIN = 'http://ssr.invalid';

const isServerExtra = (extra: unknown): extra is ServerExtra =>
  typeof (extra as ServerExtra | undefined)?.serverFetch === 'function';

/** A token the api refuses (expired, revoked, forged) ends the session, whichever call found out. */
const baseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = async (args, ctx, extra) => {
  if (isServerExtra(ctx.extra)) {
    const { serverFetch } = ctx.extra;
    const query = fetchBaseQuery({
      baseUrl: `${SERVER_API_ORIGIN}/api`,
      prepareHeaders,
      fetchFn: (input) => serverFetch(input as Request),
    });
    return query(args, ctx, extra);
  }
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
  // The answers a server render fetched (embedded in its HTML), so the page's first client render has them too.
  extractRehydrationInfo: (action, { reducerPath }) =>
    apiHydrated.match(action) ? (action.payload[reducerPath] as never) : undefined,
  tagTypes: TAGS,
  endpoints: () => ({}),
});
