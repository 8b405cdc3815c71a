import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import { getApiKey } from './config.ts';
import type { RootState } from './store.ts';

export const TAGS = ['Movie', 'Series', 'Manga', 'User', 'Home'] as const;

/**
 * The one base api. Remotes and features add endpoints with `api.injectEndpoints`.
 * Every call carries the API key, and the bearer token when signed in.
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: fetchBaseQuery({
    // Absolute, so fetch implementations without a document base (Node, jsdom tests) accept it.
    baseUrl: `${globalThis.location?.origin ?? ''}/api`,
    prepareHeaders: (headers, { getState }) => {
      headers.set('x-api-key', getApiKey());
      const token = (getState() as RootState).auth.token;
      if (token) headers.set('authorization', `Bearer ${token}`);
      return headers;
    },
  }),
  tagTypes: TAGS,
  endpoints: () => ({}),
});
