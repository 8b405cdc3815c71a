import { api } from '../api.ts';
import type { ActiveAd, Envelope } from '../types.ts';

/**
 * The ads every visitor sees: the shell's strip and the permanent ad beside the players.
 * Counting goes through `/go/ad/{id}` (outside /api, no key): `adSeen` sends the impression beacon,
 * and the link's click lands on the redirect.
 */
export const adsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/ads/active: today's shell ads (on, within their days, with both images). */
    getActiveAds: build.query<ActiveAd[], void>({
      query: () => 'ads/active',
      transformResponse: (res: Envelope<ActiveAd[]>) => res.data,
      providesTags: [{ type: 'Ad', id: 'LIST' }],
    }),
    /** GET /api/ads/player?work=: the permanent ad for this work's player, or null. */
    getPlayerAd: build.query<ActiveAd | null, string>({
      query: (work) => ({ url: 'ads/player', params: { work } }),
      transformResponse: (res: Envelope<{ ad: ActiveAd | null }>) => res.data.ad,
      providesTags: [{ type: 'Ad', id: 'LIST' }],
    }),
  }),
});

export const { useGetActiveAdsQuery, useGetPlayerAdQuery } = adsApi;

const seen = new Set<string>();

/** Counts one impression of an ad, once per page load (a beacon: it survives leaving the page). */
export function adSeen(id: string): void {
  if (seen.has(id) || typeof navigator === 'undefined') return;
  seen.add(id);
  const url = `/go/ad/${encodeURIComponent(id)}/seen`;
  if (typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(url)) return;
  void fetch(url, { method: 'POST', keepalive: true }).catch(() => undefined);
}

/**
 * The link shows the ad's own address (hover, status bar, copy link); only at the click does it point
 * at the counting redirect, which forwards there.
 */
export function countedClick(ad: Pick<ActiveAd, 'href'>) {
  return (event: { currentTarget: HTMLAnchorElement }) => {
    const link = event.currentTarget;
    const original = link.href;
    link.href = ad.href;
    setTimeout(() => {
      link.href = original;
    }, 0);
  };
}
