/**
 * Translators submit: the review queue of chapter drafts (GET /api/review), one's own drafts and the works one
 * may add chapters to (GET /api/review/mine), submitting a draft, sending one back with a note, and publishing
 * one (the drafts' publish call). Each write answers the whole manga and refreshes it and both lists.
 */
import { api, type Envelope, type Manga } from '@ckb/api-client';
import type { AuthoredWorkT, ReviewItemT } from '@ckb/contract';
import { partDecision, type PartAction, type PartFacts, type RoleFlags } from '@ckb/contract/roles';
import { chapterPath, theManga, workTags, type ChapterRef } from './refs.ts';

export type ReviewItem = ReviewItemT;
export type AuthoredWork = AuthoredWorkT;

/** May `actor` do `action` to a chapter (credited authors and their own drafts; editors everything)? */
export const mayDoPart = (actor: Partial<RoleFlags> | null | undefined, action: PartAction, facts: PartFacts) =>
  partDecision(actor, action, facts).allowed;

const REVIEW = { type: 'Review', id: 'LIST' } as const;
const refreshed = (_r: unknown, _e: unknown, { id }: ChapterRef) => [...workTags('manga', id), REVIEW];

export const reviewAdminApi = api.injectEndpoints({
  endpoints: (build) => ({
    getReviewQueue: build.query<ReviewItem[], void>({
      query: () => 'review',
      transformResponse: (res: Envelope<{ drafts: ReviewItem[] }>) => res.data.drafts,
      providesTags: [REVIEW],
      // authors submit at any time: read it afresh whenever a screen that shows it opens
      keepUnusedDataFor: 0,
    }),
    getOwnDrafts: build.query<{ drafts: ReviewItem[]; works: AuthoredWork[] }, void>({
      query: () => 'review/mine',
      transformResponse: (res: Envelope<{ drafts: ReviewItem[]; works: AuthoredWork[] }>) => res.data,
      providesTags: [REVIEW],
      keepUnusedDataFor: 0,
    }),
    submitDraft: build.mutation<Manga, ChapterRef>({
      query: (ref) => ({ url: `${chapterPath(ref)}/submit`, method: 'POST' }),
      transformResponse: theManga,
      invalidatesTags: refreshed,
    }),
    returnDraft: build.mutation<Manga, ChapterRef & { note: string }>({
      query: ({ note, ...ref }) => ({ url: `${chapterPath(ref)}/return`, method: 'POST', body: { note } }),
      transformResponse: theManga,
      invalidatesTags: refreshed,
    }),
    publishDraft: build.mutation<Manga, ChapterRef>({
      query: (ref) => ({ url: `${chapterPath(ref)}/publish`, method: 'POST', body: {} }),
      transformResponse: theManga,
      invalidatesTags: refreshed,
    }),
  }),
});

export const {
  useGetReviewQueueQuery,
  useGetOwnDraftsQuery,
  useSubmitDraftMutation,
  useReturnDraftMutation,
  usePublishDraftMutation,
} = reviewAdminApi;
