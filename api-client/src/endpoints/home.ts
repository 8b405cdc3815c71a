import { graphemes } from '@ckb/contract/text';
import { api } from '../api.ts';
import type { CardPicture, Envelope, ImageRef, Paged, Slide, SlideCard, TrendCard, TrendItem } from '../types.ts';

/** Home data depends on every kind of work, so any list change refreshes it too. */
const HOME_TAGS = [
  { type: 'Home' as const, id: 'LIST' },
  { type: 'Movie' as const, id: 'LIST' },
  { type: 'Series' as const, id: 'LIST' },
  { type: 'Manga' as const, id: 'LIST' },
];

export interface PopularArgs {
  page?: number;
  limit?: number;
}

/**
 * The longest text the home hero shows of a slide's `about` (design-system `HeroSlide`, `aboutMax`), in
 * user-perceived characters. A test in public-site checks the hero cuts a clipped text exactly as the whole one.
 */
export const HERO_ABOUT_MAX = 150;

/**
 * The part of an about text the hero can show: spaces folded as the hero folds them, then its first
 * `HERO_ABOUT_MAX + 1` characters, so the hero still knows it must cut (and adds its ellipsis) exactly
 * where it would cut the whole text.
 */
export function clipAbout(about: string): string {
  const clean = about.replace(/\s+/g, ' ').trim();
  if (clean.length <= HERO_ABOUT_MAX) return clean;
  const chars = graphemes(clean, HERO_ABOUT_MAX + 2);
  return chars.length <= HERO_ABOUT_MAX + 1 ? clean : chars.slice(0, HERO_ABOUT_MAX + 1).join('');
}

/** The named fields of an object that it has (no `undefined` for absent ones). */
function pick<T extends object, K extends keyof T>(from: T, keys: readonly K[]): Pick<T, K> {
  const out = {} as Pick<T, K>;
  for (const key of keys) if (from[key] !== undefined) out[key] = from[key];
  return out;
}

const TREND_FIELDS = ['type', 'movie_id', 'series_id', 'manga_id', 'en', 'ku', 'view'] as const;
const SLIDE_FIELDS = ['_id', 'type', 'movie_id', 'series_id', 'manga_id', 'en', 'link'] as const;

const cardPicture = ({ low, original }: ImageRef): CardPicture => ({ low, original });

/** `/api/trend/popular` is paged (SPEC §7); the others answer a plain list (ARCHITECTURE §6). */
function trendList(res: Envelope<TrendItem[] | Paged<TrendItem>>): TrendCard[] {
  const data = res.data;
  return (Array.isArray(data) ? data : data.pagination_info.results).map((item) => ({
    ...pick(item, TREND_FIELDS),
    poster: cardPicture(item.poster),
  }));
}

function slideCard(slide: Slide): SlideCard {
  return {
    ...pick(slide, SLIDE_FIELDS),
    poster: cardPicture(slide.poster),
    background: cardPicture(slide.background),
    about: clipAbout(slide.about),
    ...(slide.genres ? { genres: slide.genres.map(({ slug, name }) => ({ slug, name })) } : {}),
  };
}

export const homeApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * GET /api/slide: the hero slides (works flagged active_show_on_slide / active_show_on_swiper). The store
     * keeps what the hero shows (`SlideCard`), as it does of the trend lists (`TrendCard`): the drawn home page
     * embeds these answers, so every unread field would be sent to every first visitor.
     */
    getSlides: build.query<SlideCard[], void>({
      query: () => 'slide',
      transformResponse: (res: Envelope<Slide[]>) => res.data.map(slideCard),
      providesTags: HOME_TAGS,
    }),
    /** GET /api/trend/popular?page&limit */
    getTrendPopular: build.query<TrendCard[], PopularArgs>({
      query: ({ page = 1, limit = 10 }) => ({ url: 'trend/popular', params: { page, limit } }),
      transformResponse: trendList,
      providesTags: HOME_TAGS,
    }),
    /** GET /api/trend/today: most viewed today. */
    getTrendToday: build.query<TrendCard[], void>({
      query: () => 'trend/today',
      transformResponse: trendList,
      providesTags: HOME_TAGS,
    }),
    /** GET /api/trend/new: newest works of every kind. */
    getTrendNew: build.query<TrendCard[], void>({
      query: () => 'trend/new',
      transformResponse: trendList,
      providesTags: HOME_TAGS,
    }),
  }),
});

export const { useGetSlidesQuery, useGetTrendPopularQuery, useGetTrendTodayQuery, useGetTrendNewQuery } = homeApi;
