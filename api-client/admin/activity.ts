/**
 * The history of staff writes (GET /api/activity): the back-office's /admin/activity screen and each
 * work's «مێژوو» tab. The api narrows it to the caller's own entries unless they may read everyone's.
 */
import { api } from '@ckb/api-client';
import type { Envelope, Paged } from '@ckb/api-client';
import type { ActivityItemT, ActivityQueryT } from '@ckb/contract';

export type ActivityItem = ActivityItemT;
export type ActivityArgs = Partial<Pick<ActivityQueryT, 'page' | 'limit' | 'user' | 'kind' | 'work' | 'day'>>;

/** Only the filters that are set: an empty select or date input asks for everything. */
const params = (args: ActivityArgs) =>
  Object.fromEntries(Object.entries(args).filter(([, value]) => value !== undefined && value !== ''));

export const activityApi = api.injectEndpoints({
  endpoints: (build) => ({
    getActivity: build.query<Paged<ActivityItem>['pagination_info'], ActivityArgs>({
      query: (args) => ({ url: 'activity', params: params(args) }),
      transformResponse: (res: Envelope<Paged<ActivityItem>>) => res.data.pagination_info,
      // a history is read after the writes it tells of: never from a cache older than the screen
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useGetActivityQuery } = activityApi;
