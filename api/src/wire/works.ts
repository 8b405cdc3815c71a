import type { SqlBool } from 'kysely';
import type { PageRow, ServerRow, WorkKind, WorkRow } from '../db/schema.ts';
import { DEFAULT_POSTER, imageRef, pagePath } from '../media/urls.ts';
import type { NumberedRow, NumberedTree } from '../numbered/repository.ts';
import type { CardRow } from '../repositories/work-cards.ts';
import type { CreditedStaff } from '../repositories/works.ts';
import { splitAltTitles } from '../search/key.ts';
import {
  type GenreRefT,
  type StaffRefT,
  type ChapterT,
  type MangaSessionT,
  type MangaT,
  type MovieT,
  type PagePhotoT,
  type SeasonT,
  type SeriesT,
  type SlideT,
  type TrendItemT,
} from '@ckb/contract';

/** Row -> wire mappers for works. Field names and spellings are the SPEC's. */

export const flag = (value: SqlBool): 'true' | 'false' => (value ? 'true' : 'false');

export const NUMBER_FIELD = { movie: 'movie_id', series: 'series_id', manga: 'manga_id' } as const satisfies Record<
  WorkKind,
  string
>;

/** How every list item names its work: id, type, the kind's number field, and both names. */
export const workRef = (row: Pick<WorkRow, 'id' | 'type' | 'kind' | 'number' | 'en' | 'ku'>) => ({
  _id: row.id,
  type: row.type,
  [NUMBER_FIELD[row.kind]]: row.number,
  en: row.en,
  ku: row.ku,
});

export const posterOf = (row: Pick<WorkRow, 'poster_key' | 'poster_width' | 'poster_height'>) =>
  imageRef({ key: row.poster_key, width: row.poster_width, height: row.poster_height }, DEFAULT_POSTER);

export const backgroundOf = (row: Pick<WorkRow, 'background_key' | 'background_width' | 'background_height'>) =>
  imageRef({ key: row.background_key, width: row.background_width, height: row.background_height });

export function staffRef(
  c: Pick<CreditedStaff, 'user_id' | 'name' | 'avatar_key' | 'avatar_width' | 'avatar_height'>,
): StaffRefT {
  return {
    _id: c.user_id,
    name: c.name,
    avatar: imageRef({ key: c.avatar_key, width: c.avatar_width, height: c.avatar_height }),
  };
}

export function creditLists(credits: readonly CreditedStaff[]) {
  return {
    translator_id: credits.filter((c) => c.role === 'translator').map(staffRef),
    designer_id: credits.filter((c) => c.role === 'designer').map(staffRef),
    technique_id: credits.filter((c) => c.role === 'technique').map(staffRef),
  };
}

export const serverOut = (s: ServerRow) => ({ _id: s.id, name_server: s.name_server, embed_code: s.embed_code });

/** The fields films and series share (SPEC §3: a series has "the film metadata" plus status and seasons). */
function screenFields(row: WorkRow) {
  return {
    en: row.en,
    ku: row.ku,
    ar: row.ar,
    about: row.about,
    country: row.country,
    language: row.language,
    date_publish: row.date_publish,
    time: row.time,
    budget: row.budget,
    revenue: row.revenue,
    imdb: row.imdb,
    rating: row.rating,
    assessment: row.assessment,
    director: row.director,
    trailer: row.trailer,
    view: Number(row.view),
    poster: posterOf(row),
    background: backgroundOf(row),
    active_show: flag(row.active_show),
    active_show_on_slide: flag(row.on_slide),
  };
}

export function toMovie(
  row: WorkRow,
  rel: { servers: readonly ServerRow[]; credits: readonly CreditedStaff[]; genres?: readonly GenreRefT[] },
): MovieT {
  return {
    _id: row.id,
    movie_id: row.number,
    type: 'anime',
    ...screenFields(row),
    server: rel.servers.map(serverOut),
    ...creditLists(rel.credits),
    ...genreFields(row, rel.genres),
  };
}

/**
 * `select=en ku poster movie_id` (space- or comma-separated): the fields to send. Unknown names are
 * ignored and `_id` is always included, as with the original API's projection. null = everything.
 */
export function parseSelect(select: string | undefined, allowed: readonly string[]): Set<string> | null {
  if (select === undefined || select.trim() === '') return null;
  const known = new Set(allowed);
  const fields = new Set(['_id']);
  for (const name of select.split(/[\s,]+/)) if (known.has(name)) fields.add(name);
  return fields;
}

export function pick<T extends object>(value: T, fields: Set<string> | null): Partial<T> {
  if (!fields) return value;
  const out: Partial<T> = {};
  for (const key of Object.keys(value) as (keyof T)[]) if (fields.has(key as string)) out[key] = value[key];
  return out;
}

/** Whether a relation must be loaded for the selected fields. */
export const wants = (fields: Set<string> | null, ...names: string[]): boolean =>
  fields === null || names.some((n) => fields.has(n));

const detailOut = (detail: string | null): string => detail ?? '';

/** An episode's or chapter's release time, on staff answers only (the tree has it only for them). */
const releaseOut = (row: NumberedRow<unknown>): { publish_at?: number | null } =>
  row.publish_at === undefined ? {} : { publish_at: row.publish_at };

/** A season with its episodes, each with its servers. */
export type SeasonTree = NumberedTree<number, number, readonly ServerRow[]>;

export function seasonOut(tree: SeasonTree): SeasonT {
  return {
    _id: tree.row.id,
    name_session: tree.row.value,
    detail: detailOut(tree.row.detail),
    epsode: tree.children.map((e) => ({
      _id: e.row.id,
      name_epsode: e.row.value,
      detail: detailOut(e.row.detail),
      server_epsode: e.under.map(serverOut),
      ...releaseOut(e.row),
    })),
  };
}

export function toSeries(
  row: WorkRow,
  rel: { seasons: readonly SeasonTree[]; credits: readonly CreditedStaff[]; genres?: readonly GenreRefT[] },
): SeriesT {
  return {
    _id: row.id,
    series_id: row.number,
    type: 'series',
    ...screenFields(row),
    status: row.status,
    ...creditLists(rel.credits),
    session: rel.seasons.map(seasonOut),
    ...genreFields(row, rel.genres),
  };
}

export const pagePhoto = (page: PageRow): PagePhotoT => ({
  _id: page.id,
  path_photo: pagePath(page.image_key),
  photoPathNum: page.position,
  width: page.width,
  height: page.height,
});

/** A session with its chapters, each with its pages. */
export type SessionTree = NumberedTree<number, string, readonly PageRow[]>;

export function chapterOut(chapter: { row: NumberedRow<string>; under: readonly PageRow[] }): ChapterT {
  return {
    _id: chapter.row.id,
    name_chapter: chapter.row.value,
    detail: detailOut(chapter.row.detail),
    photo_path_array: chapter.under.map(pagePhoto),
    ...releaseOut(chapter.row),
  };
}

export function mangaSessionOut(tree: SessionTree): MangaSessionT {
  return {
    _id: tree.row.id,
    name_session: tree.row.value,
    detail: detailOut(tree.row.detail),
    chapter: tree.children.map(chapterOut),
  };
}

export function toManga(
  row: WorkRow,
  rel: { sessions: readonly SessionTree[]; credits: readonly CreditedStaff[]; genres?: readonly GenreRefT[] },
): MangaT {
  return {
    _id: row.id,
    manga_id: row.number,
    type: row.type as MangaT['type'],
    en: row.en,
    ku: row.ku,
    or: row.original_name,
    about: row.about,
    status: row.status,
    country: row.country,
    language: row.language,
    date_publish: row.date_publish,
    author: row.author,
    name_studio: row.name_studio,
    rating: row.rating,
    director: row.director,
    view: Number(row.view),
    poster: posterOf(row),
    background: backgroundOf(row),
    active_show: flag(row.active_show),
    active_show_on_swiper: flag(row.on_slide),
    ...creditLists(rel.credits),
    session: rel.sessions.map(mangaSessionOut),
    ...genreFields(row, rel.genres),
  };
}

/** A work's genres (in its order) and alternative titles. */
export function genreFields(row: Pick<WorkRow, 'alt_titles'>, genres: readonly GenreRefT[] = []) {
  return { genres: [...genres], alt_titles: splitAltTitles(row.alt_titles) };
}

/** SPEC §3 Slide. `name` is the Kurdish name (the hero's second line). */
export function toSlide(row: CardRow): SlideT {
  return {
    ...workRef(row),
    name: row.ku,
    about: row.about,
    background: backgroundOf(row),
    poster: posterOf(row),
  };
}

/** SPEC §3 Popular/trend item. `view` is all-time, or the given count (views of today). */
export function toTrendItem(row: CardRow, view: number = Number(row.view)): TrendItemT {
  return {
    ...workRef(row),
    about: row.about,
    view,
    rating: row.rating,
    poster: posterOf(row),
  };
}
