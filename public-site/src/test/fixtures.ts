import type { Manga, Movie, Series, Slide, StaffRef, TrendItem, User } from '@ckb/api-client';

const img = (name: string) => ({ low: `/media/${name}?quality=low`, original: `/media/${name}?quality=high` });

export const staff = (id: string, name: string): StaffRef => ({
  _id: id,
  name,
  avatar: { low: `/media/${id}.png`, original: `/media/${id}.png` },
});

/** What every work of the fixtures has in common: visible, Japanese, no credits, genres or other titles (fresh lists each time). */
const work = () => ({
  country: 'ژاپۆن',
  active_show: 'true' as const,
  translator_id: [],
  designer_id: [],
  technique_id: [],
  genres: [],
  alt_titles: [],
});

/** …and what a film and a series have besides (the screen's fields). */
const screen = { ar: '', imdb: '', trailer: '', language: 'ژاپۆنی' };

export function movie(n: number, over: Partial<Movie> = {}): Movie {
  return {
    ...work(),
    ...screen,
    _id: `m${n}`,
    movie_id: n,
    type: 'anime',
    en: `Film ${n}`,
    ku: `فیلمی ${n}`,
    about: 'چیرۆکی فیلمەکە',
    date_publish: '2016-08-26',
    time: 106,
    budget: 1500000,
    revenue: 380000000,
    assessment: 'PG-13',
    rating: 8.4,
    director: 'Makoto Shinkai',
    view: 12345,
    poster: img(`poster-${n}.webp`),
    background: img(`bg-${n}.webp`),
    active_show_on_slide: 'true',
    server: [],
    ...over,
  };
}

export function series(n: number, over: Partial<Series> = {}): Series {
  return {
    ...work(),
    ...screen,
    _id: `s${n}`,
    series_id: n,
    type: 'series',
    en: `Series ${n}`,
    ku: `زنجیرەی ${n}`,
    about: 'چیرۆکی زنجیرەکە',
    date_publish: '2019-04-06',
    time: 24,
    budget: 0,
    revenue: 0,
    assessment: 'PG',
    status: 'continue',
    rating: 9,
    director: 'Haruo Sotozaki',
    view: 999,
    poster: img(`sposter-${n}.webp`),
    background: img(`sbg-${n}.webp`),
    active_show_on_slide: 'false',
    session: [],
    ...over,
  };
}

export function manga(n: number, over: Partial<Manga> = {}): Manga {
  return {
    ...work(),
    _id: `g${n}`,
    manga_id: n,
    type: 'manga',
    en: `Manga ${n}`,
    ku: `مانگای ${n}`,
    about: 'چیرۆکی مانگاکە',
    or: 'ベルセルク',
    status: 'continue',
    language: 'کوردی',
    date_publish: '1989-08-25',
    author: 'Kentaro Miura',
    name_studio: 'Hakusensha',
    rating: 9.4,
    director: '',
    view: 77,
    poster: img(`gposter-${n}.webp`),
    background: img(`gbg-${n}.webp`),
    active_show_on_swiper: 'true',
    session: [],
    ...over,
  };
}

/** A trend item's or a slide's public number, under its kind's name. */
const numberOf = (type: string, n: number) =>
  type === 'anime' ? { movie_id: n } : type === 'series' ? { series_id: n } : { manga_id: n };

export function trend(type: TrendItem['type'], n: number, over: Partial<TrendItem> = {}): TrendItem {
  return {
    _id: `t-${type}-${n}`,
    type,
    ...numberOf(type, n),
    en: `${type} ${n}`,
    ku: `کار ${n}`,
    about: '',
    view: n * 10,
    rating: 7,
    poster: img(`t-${type}-${n}.webp`),
    ...over,
  };
}

export function slide(type: Slide['type'], n: number, over: Partial<Slide> = {}): Slide {
  return {
    _id: `slide-${type}-${n}`,
    type,
    ...numberOf(type, n),
    name: `سلاید ${n}`,
    ku: `سلاید ${n}`,
    en: `Slide ${type} ${n}`,
    about: 'دەربارە '.repeat(40),
    background: img(`slide-bg-${n}.webp`),
    poster: img(`slide-p-${n}.webp`),
    genres: [
      { _id: `g-action-${n}`, slug: 'action', name: 'ئاکشن' },
      { _id: `g-drama-${n}`, slug: 'drama', name: 'دراما' },
    ],
    ...over,
  };
}

export function user(id: string, over: Partial<User> = {}): User {
  return {
    _id: id,
    name: `ئەندام ${id}`,
    username: `user${id}`,
    role: '',
    avatar: img(`avatar-${id}.webp`),
    background: img(`ubg-${id}.webp`),
    is_owner: false,
    is_dev: false,
    is_supervisor: false,
    is_admin: false,
    is_translator: true,
    is_designer: false,
    is_technique: false,
    ...over,
  };
}
