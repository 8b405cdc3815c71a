/**
 * The back-office's calls for ads and banners (api/README.md). Images go through
 * `useUploadQueue` (`ads/{id}/upload/{desktop|mobile}`, `banners/{id}/upload/{poster|background}`).
 * Every write refreshes the lists here and what the public sees (the `Ad` and `Home` tags).
 */
import { api } from '@ckb/api-client';
import type {
  AdCreateBodyT,
  AdUpdateBodyT,
  BannerCreateBodyT,
  BannerUpdateBodyT,
  PlayerAdOptOutBodyT,
} from '@ckb/contract';
import type { Ad, AdDaily, Banner, Envelope } from '@ckb/api-client';

const enc = encodeURIComponent;
const ad = (res: Envelope<{ ad: Ad }>) => res.data.ad;
const banner = (res: Envelope<{ banner: Banner }>) => res.data.banner;
const AD_TAGS = [{ type: 'Ad' as const, id: 'LIST' }];
const BANNER_TAGS = [
  { type: 'Banner' as const, id: 'LIST' },
  { type: 'Home' as const, id: 'LIST' },
];

export type AdImage = 'desktop' | 'mobile';
export type BannerImage = 'poster' | 'background';

export const promosAdminApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAds: build.query<Ad[], 'shell' | 'player' | void>({
      query: (placement) => ({ url: 'ads', params: placement ? { placement } : {} }),
      transformResponse: (res: Envelope<Ad[]>) => res.data,
      providesTags: AD_TAGS,
    }),
    getAdStats: build.query<AdDaily[], void>({
      query: () => 'ads/stats',
      transformResponse: (res: Envelope<AdDaily[]>) => res.data,
      providesTags: AD_TAGS,
    }),
    createAd: build.mutation<Ad, AdCreateBodyT>({
      query: (body) => ({ url: 'ads', method: 'POST', body }),
      transformResponse: ad,
      invalidatesTags: AD_TAGS,
    }),
    updateAd: build.mutation<Ad, { id: string; body: AdUpdateBodyT }>({
      query: ({ id, body }) => ({ url: `ads/${enc(id)}`, method: 'PATCH', body }),
      transformResponse: ad,
      invalidatesTags: AD_TAGS,
    }),
    deleteAd: build.mutation<Ad, string>({
      query: (id) => ({ url: `ads/${enc(id)}`, method: 'DELETE' }),
      transformResponse: ad,
      invalidatesTags: AD_TAGS,
    }),
    deleteAdImage: build.mutation<Ad, { id: string; field: AdImage }>({
      query: ({ id, field }) => ({ url: `ads/${enc(id)}/upload/${field}`, method: 'DELETE' }),
      transformResponse: ad,
      invalidatesTags: AD_TAGS,
    }),
    getPlayerAdOptOuts: build.query<string[], void>({
      query: () => 'ads/player/optouts',
      transformResponse: (res: Envelope<string[]>) => res.data,
      providesTags: AD_TAGS,
    }),
    setPlayerAdOptOut: build.mutation<string[], { workId: string } & PlayerAdOptOutBodyT>({
      query: ({ workId, off }) => ({ url: `ads/player/optouts/${enc(workId)}`, method: 'PUT', body: { off } }),
      transformResponse: (res: Envelope<string[]>) => res.data,
      invalidatesTags: AD_TAGS,
    }),
    getBanners: build.query<Banner[], void>({
      query: () => 'banners',
      transformResponse: (res: Envelope<Banner[]>) => res.data,
      providesTags: BANNER_TAGS,
    }),
    createBanner: build.mutation<Banner, BannerCreateBodyT>({
      query: (body) => ({ url: 'banners', method: 'POST', body }),
      transformResponse: banner,
      invalidatesTags: BANNER_TAGS,
    }),
    updateBanner: build.mutation<Banner, { id: string; body: BannerUpdateBodyT }>({
      query: ({ id, body }) => ({ url: `banners/${enc(id)}`, method: 'PATCH', body }),
      transformResponse: banner,
      invalidatesTags: BANNER_TAGS,
    }),
    deleteBanner: build.mutation<Banner, string>({
      query: (id) => ({ url: `banners/${enc(id)}`, method: 'DELETE' }),
      transformResponse: banner,
      invalidatesTags: BANNER_TAGS,
    }),
    deleteBannerImage: build.mutation<Banner, { id: string; field: BannerImage }>({
      query: ({ id, field }) => ({ url: `banners/${enc(id)}/upload/${field}`, method: 'DELETE' }),
      transformResponse: banner,
      invalidatesTags: BANNER_TAGS,
    }),
  }),
});

export const {
  useGetAdsQuery,
  useGetAdStatsQuery,
  useCreateAdMutation,
  useUpdateAdMutation,
  useDeleteAdMutation,
  useDeleteAdImageMutation,
  useGetPlayerAdOptOutsQuery,
  useSetPlayerAdOptOutMutation,
  useGetBannersQuery,
  useCreateBannerMutation,
  useUpdateBannerMutation,
  useDeleteBannerMutation,
  useDeleteBannerImageMutation,
} = promosAdminApi;
