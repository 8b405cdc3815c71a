import { mergeSlides, toBanner } from './promos.ts';
import { viewDay } from '../plugins/views.ts';
import type { Repositories } from '../plugins/database.ts';
import type { SlideT, TrendItemT } from '@ckb/contract';
import { toSlide, toTrendItem } from '../wire/works.ts';
import { page, type Page } from './catalogue.ts';

/**
 * Home data (SPEC §2 home, §7 "Home data"): every list is a bounded index range scan over visible
 * works of all kinds; none scans the catalogue.
 */

const DAY_MS = 86_400_000;

/** GET /api/slide: works flagged active_show_on_slide (films, series) or active_show_on_swiper (manga). */
export async function slides(repos: Repositories, limit: number): Promise<SlideT[]> {
  const [rows, banners] = await Promise.all([repos.works.slide(limit), repos.promos.listBanners(true)]);
  // the hero's genre strip shows each work's real genres; banners have none
  const genres = await repos.genres.byWork(rows.map((r) => r.id));
  const works = rows.map((row) => ({
    ...toSlide(row),
    genres: (genres.get(row.id) ?? []).map((g) => ({ _id: g.id, slug: g.slug, name: g.name })),
  }));
  return mergeSlides(works, banners.map(toBanner), limit);
}

/** GET /api/trend/popular: all-time views, paged. */
export async function popular(repos: Repositories, pageNo: number, limit: number): Promise<Page<TrendItemT>> {
  const { rows, total } = await repos.works.popular(pageNo, limit);
  return page(
    rows.map((r) => toTrendItem(r)),
    total,
    limit,
  );
}

/**
 * GET /api/trend/today: the most viewed today (UTC), `view` being today's count. Just after midnight
 * few works have views yet, so the list is topped up from yesterday's ranking (their `view` is then
 * yesterday's count) rather than showing a near-empty carousel.
 */
export async function today(repos: Repositories, limit: number, now = Date.now()): Promise<TrendItemT[]> {
  const top = await repos.views.topOfDay(viewDay(now), limit);
  if (top.length < limit) {
    const more = await repos.views.topOfDay(
      viewDay(now - DAY_MS),
      limit - top.length,
      top.map((r) => r.id),
    );
    top.push(...more);
  }
  return top.map((r) => toTrendItem(r, Number(r.day_count)));
}

/** GET /api/trend/new: the newest visible works of every kind. */
export async function newest(repos: Repositories, limit: number): Promise<TrendItemT[]> {
  return (await repos.works.newest(limit)).map((r) => toTrendItem(r));
}
