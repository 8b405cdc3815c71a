/**
 * The keys of a chapter's pages that came one file per request (GET …/upload/keys): what a resumed
 * upload skips, and what the chapter page counts when it offers to carry on an unfinished one.
 */
import { api, type Envelope } from '@ckb/api-client';
import type { StoredKey } from './pageUploads.ts';

export const uploadKeysApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** `path`: the chapter's upload path under /api (`manga/{id}/session/{s}/chapter/{c}/upload`). */
    getUploadKeys: build.query<readonly StoredKey[], string>({
      query: (path) => `${path}/keys`,
      transformResponse: (res: Envelope<{ keys: StoredKey[] }>) => res.data.keys,
      // uploads change it all the time: read afresh whenever asked
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useGetUploadKeysQuery } = uploadKeysApi;
