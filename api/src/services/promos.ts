import type {
  ActiveAdT,
  AdCreateBodyT,
  AdT,
  AdUpdateBodyT,
  BannerCreateBodyT,
  BannerT,
  BannerUpdateBodyT,
  SlideT,
} from '@ckb/contract';
import { AD_SIZES } from '@ckb/contract';
import type { Repositories } from '../plugins/database.ts';
import type { AdRow, BannerRow } from '../db/schema.ts';
import { badRequest, notFound } from '../lib/http-errors.ts';
import { imageRef } from '../media/urls.ts';
import { viewDay } from '../plugins/views.ts';
import type { AdTotals } from '../repositories/promos.ts';

const DAY_MS = 86_400_000;
const ckbDigits = new Intl.NumberFormat('ckb', { numberingSystem: 'arab', useGrouping: false });
const n = (value: number) => ckbDigits.format(value);

export const promoMessages = {
  adNotFound: 'ئەم ڕیکلامە نەدۆزرایەوە.',
  bannerNotFound: 'ئەم بانەرە نەدۆزرایەوە.',
  workNotFound: 'ئەم بەرهەمە نەدۆزرایەوە.',
  endsBeforeStart: 'ڕێکەوتی کۆتایی نابێت پێش ڕێکەوتی دەستپێکردن بێت.',
  adSize: (slot: 'desktop' | 'mobile', width: number, height: number) => {
    const want = AD_SIZES[slot];
    return `وێنەی ${slot === 'desktop' ? 'کۆمپیوتەر' : 'مۆبایل'} دەبێت ${n(want.width)}×${n(want.height)} بێت (یان هەمان ڕێژە)؛ ئەم وێنەیە ${n(width)}×${n(height)}ـە.`;
  },
};

const flag = (v: boolean | 'true' | 'false' | undefined) => (v === undefined ? undefined : v === true || v === 'true');
const truthy = (v: unknown) => v === true || v === 1 || v === '1';

/** The last 7 UTC days, today included: the first of them. */
export const weekStart = (now = Date.now()) => viewDay(now - 6 * DAY_MS);

/** An ad strip must have its slot's proportions (8:1 desktop, 4:1 phone), within 2%, at least half the size. */
export function adSizeProblem(slot: 'desktop' | 'mobile', width: number, height: number): string | null {
  const want = AD_SIZES[slot];
  const ratio = width / height / (want.width / want.height);
  if (Math.abs(ratio - 1) > 0.02 || width < want.width / 2) return promoMessages.adSize(slot, width, height);
  return null;
}

// the days themselves are real calendar days: the contract's schema refused the rest
function checkDays(start: string | null | undefined, end: string | null | undefined) {
  if (start && end && end < start) throw badRequest(promoMessages.endsBeforeStart);
}

export function isLive(row: AdRow, day: string): boolean {
  return (
    truthy(row.active) &&
    !!row.desktop_key &&
    (row.placement === 'player' || !!row.mobile_key) &&
    (!row.starts_on || row.starts_on <= day) &&
    (!row.ends_on || row.ends_on >= day)
  );
}

const image = (row: AdRow, slot: 'desktop' | 'mobile') => {
  const key = row[`${slot}_key`];
  return key ? imageRef({ key, width: row[`${slot}_width`], height: row[`${slot}_height`] }) : null;
};

export function toAd(row: AdRow, totals: AdTotals | undefined, day: string): AdT {
  return {
    _id: row.id,
    placement: row.placement,
    name: row.name,
    link: row.link,
    starts_on: row.starts_on,
    ends_on: row.ends_on,
    active: truthy(row.active),
    live: isLive(row, day),
    desktop: image(row, 'desktop'),
    mobile: image(row, 'mobile'),
    impressions: totals?.impressions ?? 0,
    clicks: totals?.clicks ?? 0,
    impressions_7d: totals?.impressions_7d ?? 0,
    clicks_7d: totals?.clicks_7d ?? 0,
  };
}

/** The redirect that counts a click: outside /api, so a plain link reaches it (no API key). */
export const clickPath = (id: string) => `/go/ad/${id}`;

export function toActiveAd(row: AdRow): ActiveAdT {
  const desktop = image(row, 'desktop')!;
  return { _id: row.id, desktop, mobile: image(row, 'mobile') ?? desktop, href: clickPath(row.id), link: row.link };
}

export async function listAds(repos: Repositories, placement?: 'shell' | 'player', now = Date.now()): Promise<AdT[]> {
  const [rows, totals] = await Promise.all([repos.promos.listAds(placement), repos.promos.totals(weekStart(now))]);
  const day = viewDay(now);
  return rows.map((r) => toAd(r, totals.get(r.id), day));
}

export async function getAd(repos: Repositories, id: string, now = Date.now()): Promise<AdT> {
  const row = await repos.promos.findAd(id);
  if (!row) throw notFound(promoMessages.adNotFound);
  const totals = await repos.promos.totals(weekStart(now));
  return toAd(row, totals.get(id), viewDay(now));
}

export async function createAd(repos: Repositories, body: AdCreateBodyT): Promise<AdT> {
  checkDays(body.starts_on, body.ends_on);
  const row = await repos.promos.createAd({
    placement: body.placement,
    name: body.name?.trim(),
    link: body.link.trim(),
    starts_on: body.starts_on ?? null,
    ends_on: body.ends_on ?? null,
    active: flag(body.active),
  });
  return getAd(repos, row.id);
}

export async function updateAd(repos: Repositories, id: string, body: AdUpdateBodyT): Promise<AdT> {
  const row = await repos.promos.findAd(id);
  if (!row) throw notFound(promoMessages.adNotFound);
  checkDays(
    body.starts_on === undefined ? row.starts_on : body.starts_on,
    body.ends_on === undefined ? row.ends_on : body.ends_on,
  );
  const fields = {
    placement: body.placement,
    name: body.name?.trim(),
    link: body.link?.trim(),
    starts_on: body.starts_on,
    ends_on: body.ends_on,
    active: flag(body.active),
  };
  await repos.promos.updateAd(id, Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined)));
  return getAd(repos, id);
}

/** The shell's ads of today, and the player's ad unless the work opted out. */
export async function activeAds(repos: Repositories, now = Date.now()): Promise<ActiveAdT[]> {
  return (await repos.promos.liveAds('shell', viewDay(now))).map(toActiveAd);
}

export async function playerAd(repos: Repositories, workId: string | undefined, now = Date.now()) {
  if (workId && (await repos.promos.isOptedOut(workId))) return null;
  const [row] = await repos.promos.liveAds('player', viewDay(now));
  return row ? toActiveAd(row) : null;
}

// --- banners

export function toBanner(row: BannerRow): BannerT {
  return {
    _id: row.id,
    title: row.title,
    text: row.text,
    link: row.link,
    position: row.position,
    active: truthy(row.active),
    poster: imageRef({ key: row.poster_key, width: row.poster_width, height: row.poster_height }),
    background: imageRef({ key: row.background_key, width: row.background_width, height: row.background_height }),
  };
}

export async function getBanner(repos: Repositories, id: string): Promise<BannerT> {
  const row = await repos.promos.findBanner(id);
  if (!row) throw notFound(promoMessages.bannerNotFound);
  return toBanner(row);
}

export async function createBanner(repos: Repositories, body: BannerCreateBodyT): Promise<BannerT> {
  const row = await repos.promos.createBanner({
    title: body.title.trim(),
    text: body.text?.trim(),
    link: body.link?.trim(),
    position: body.position,
    active: flag(body.active),
  });
  return toBanner(row);
}

export async function updateBanner(repos: Repositories, id: string, body: BannerUpdateBodyT): Promise<BannerT> {
  const fields = {
    title: body.title?.trim(),
    text: body.text?.trim(),
    link: body.link?.trim(),
    position: body.position,
    active: flag(body.active),
  };
  const ok = await repos.promos.updateBanner(
    id,
    Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined)),
  );
  if (!ok) throw notFound(promoMessages.bannerNotFound);
  return getBanner(repos, id);
}

/** A banner as a hero slide (SPEC §3 Slide, `type: 'banner'`, with its link). */
export function bannerSlide(b: BannerT): SlideT {
  return {
    _id: b._id,
    type: 'banner',
    name: b.title,
    en: b.title,
    ku: b.title,
    about: b.text,
    link: b.link,
    background: b.background,
    poster: b.poster,
  };
}

/**
 * /api/slide: the works on the slide (newest first), with the active banners put in at their
 * positions (1 = first; a position past the end puts it last; equal positions keep the admin's order).
 */
export function mergeSlides(works: SlideT[], banners: BannerT[], limit: number): SlideT[] {
  const out = [...works];
  for (const b of [...banners].sort((x, y) => x.position - y.position)) {
    out.splice(Math.min(b.position - 1, out.length), 0, bannerSlide(b));
  }
  return out.slice(0, limit);
}
