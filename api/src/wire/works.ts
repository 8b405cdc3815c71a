import type { SqlBool } from 'kysely';
import type { ServerRow, WorkKind, WorkRow } from '../db/schema.ts';
import { DEFAULT_POSTER, imageRef } from '../media/urls.ts';
import type { CreditedStaff } from '../repositories/works.ts';
import type { StaffRefT } from '../schemas/common.ts';
import type { MovieT } from '../schemas/works.ts';

/** Row -> wire mappers for works. Field names and spellings are the SPEC's. */

export const flag = (value: SqlBool): 'true' | 'false' => (value ? 'true' : 'false');

export const NUMBER_FIELD = { movie: 'movie_id', series: 'series_id', manga: 'manga_id' } as const satisfies Record<
  WorkKind,
  string
>;

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

export function toMovie(
  row: WorkRow,
  rel: { servers: readonly ServerRow[]; credits: readonly CreditedStaff[] },
): MovieT {
  return {
    _id: row.id,
    movie_id: row.number,
    type: 'anime',
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
    server: rel.servers.map(serverOut),
    ...creditLists(rel.credits),
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
