import type { Manga, Movie, Series, Slide, StaffRef, TrendItem, User } from '@ckb/api-client';

const img = (name: string) => ({ low: `/media/${name}?quality=low`, original: `/media/${name}?quality=high` });

export const staff = (id: string, name: string): StaffRef => ({
  _id: id,
  name,
  avatar: { low: `/media/${id}.png`, original: `/media/${id}.png` },
});

export function movie(n: number, over: Partial<Movie> = {}): Movie {
  return {
    _id: `m${n}`,
    movie_id: n,
    type: 'anime',
    en: `Film ${n}`,
    ku: `فیلمی ${n}`,
    ar: '',
    about: 'چیرۆکی فیلمەکە',
    country: 'ژاپۆن',
    language: 'ژاپۆنی',
    date_publish: '2016-08-26',
    time: 106,
    budget: 1500000,
    revenue: 380000000,
    assessment: 'PG-13',
    imdb: '',
    trailer: '',
    rating: 8.4,
    director: 'Makoto Shinkai',
    view: 12345,
    poster: img(`poster-${n}.webp`),
    background: img(`bg-${n}.webp`),
    active_show: 'true',
    active_show_on_slide: 'true',
    server: [],
    translator_id: [],
    designer_id: [],
    technique_id: [],
    genres: [],
    alt_titles: [],
    ...over,
  };
}

export function series(n: number, over: Partial<Series> = {}): Series {
  return {
    _id: `s${n}`,
    series_id: n,
    type: 'series',
    en: `Series ${n}`,
    ku: `زنجیرەی ${n}`,
    ar: '',
    about: 'چیرۆکی زنجیرەکە',
    country: 'ژاپۆن',
    language: 'ژاپۆنی',
    date_publish: '2019-04-06',
    time: 24,
    budget: 0,
    revenue: 0,
    assessment: 'PG',
    imdb: '',
    trailer: '',
    status: 'continue',
    rating: 9,
    director: 'Haruo Sotozaki',
    view: 999,
    poster: img(`sposter-${n}.webp`),
    background: img(`sbg-${n}.webp`),
    active_show: 'true',
    active_show_on_slide: 'false',
    session: [],
    translator_id: [],
    designer_id: [],
    technique_id: [],
    genres: [],
    alt_titles: [],
    ...over,
  };
}

export function manga(n: number, over: Partial<Manga> = {}): Manga {
  return {
    _id: `g${n}`,
    manga_id: n,
    type: 'manga',
    en: `Manga ${n}`,
    ku: `مانگای ${n}`,
    or: 'ベルセルク',
    about: 'چیرۆکی مانگاکە',
    status: 'continue',
    country: 'ژاپۆن',
    language: 'کوردی',
    date_publish: '1989-08-25',
    author: 'Kentaro Miura',
    name_studio: 'Hakusensha',
    rating: 9.4,
    director: '',
    view: 77,
    poster: img(`gposter-${n}.webp`),
    background: img(`gbg-${n}.webp`),
    active_show: 'true',
    active_show_on_swiper: 'true',
    session: [],
    translator_id: [],
    designer_id: [],
    technique_id: [],
    genres: [],
    alt_titles: [],
    ...over,
  };
}

export function trend(type: TrendItem['type'], n: number, over: Partial<TrendItem> = {}): TrendItem {
  const id = type === 'anime' ? { movie_id: n } : type === 'series' ? { series_id: n } : { manga_id: n };
  return {
    _id: `t-${type}-${n}`,
    type,
    ...id,
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
  const id = type === 'anime' ? { movie_id: n } : type === 'series' ? { series_id: n } : { manga_id: n };
  return {
    _id: `slide-${type}-${n}`,
    type,
    ...id,
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
