import type { Manga, Movie, Series } from '@ckb/api-client';
import {
  MangaCreateBody,
  MangaUpdateBody,
  MovieCreateBody,
  MovieUpdateBody,
  SeriesCreateBody,
  SeriesUpdateBody,
} from '@ckb/contract';
import type { TSchema } from 'typebox';
import { strings } from '../strings.ts';
import { compact, orAbsent, toNumber } from './resolver.ts';

export type Kind = 'movies' | 'series' | 'manga';
export type AnyWork = Movie | Series | Manga;

export type FieldKind = 'text' | 'ltr' | 'number' | 'date' | 'textarea' | 'select';
export interface FieldSpec {
  name: string;
  kind: FieldKind;
  options?: ReadonlyArray<{ value: string; label: string }>;
  /** A hint under the field. */
  hint?: string;
  /** Spans the whole row of the grid. */
  wide?: boolean;
}

const typeOption = (value: keyof typeof strings.typeLabels) => ({ value, label: strings.typeLabels[value] });
const statusOptions = [
  { value: 'continue', label: strings.statusLabels.continue },
  { value: 'finish', label: strings.statusLabels.finish },
];

const titles: FieldSpec[] = [
  { name: 'en', kind: 'ltr' },
  { name: 'ku', kind: 'text' },
];
const screenFields: FieldSpec[] = [
  ...titles,
  { name: 'ar', kind: 'text' },
  { name: 'about', kind: 'textarea', wide: true },
  { name: 'country', kind: 'text' },
  { name: 'language', kind: 'text' },
  { name: 'date_publish', kind: 'date' },
  { name: 'time', kind: 'number', hint: strings.numbersOnly },
  { name: 'budget', kind: 'number', hint: strings.numbersOnly },
  { name: 'revenue', kind: 'number', hint: strings.numbersOnly },
  { name: 'rating', kind: 'number', hint: strings.numbersOnly },
  { name: 'imdb', kind: 'ltr' },
  { name: 'assessment', kind: 'text' },
  { name: 'director', kind: 'text' },
  { name: 'trailer', kind: 'ltr', wide: true },
];

/** One kind's form: its fields, the api's schemas for adding and editing, and its number fields. */
interface FormSpec {
  fields: FieldSpec[];
  create: TSchema;
  update: TSchema;
  numbers: readonly string[];
}

/**
 * Each kind's form: its fields in the order the SPEC lists them (§7 create bodies), the api's schemas
 * for adding and editing, and how form text becomes the body. A new field is one more entry here, or
 * one more tab of the detail page. Each entry keeps its own schemas' types (`satisfies`), so a form's
 * checked body has the kind's body type.
 */
export const FORMS = {
  movies: {
    fields: [...screenFields, { name: 'type', kind: 'select', options: [typeOption('anime')] }],
    create: MovieCreateBody,
    update: MovieUpdateBody,
    numbers: ['time', 'budget', 'revenue', 'rating'],
  },
  series: {
    fields: [
      ...screenFields,
      { name: 'status', kind: 'select', options: statusOptions },
      { name: 'type', kind: 'select', options: [typeOption('series')] },
    ],
    create: SeriesCreateBody,
    update: SeriesUpdateBody,
    numbers: ['time', 'budget', 'revenue', 'rating'],
  },
  manga: {
    fields: [
      ...titles,
      { name: 'or', kind: 'text' },
      { name: 'about', kind: 'textarea', wide: true },
      { name: 'date_publish', kind: 'date' },
      { name: 'author', kind: 'text' },
      { name: 'language', kind: 'text' },
      { name: 'name_studio', kind: 'text' },
      { name: 'rating', kind: 'number', hint: strings.numbersOnly },
      { name: 'status', kind: 'select', options: statusOptions },
      { name: 'type', kind: 'select', options: [typeOption('manga'), typeOption('manhua'), typeOption('oneshot')] },
      { name: 'country', kind: 'text' },
      { name: 'director', kind: 'text' },
    ],
    create: MangaCreateBody,
    update: MangaUpdateBody,
    numbers: ['rating'],
  },
} satisfies Record<Kind, FormSpec>;

/** The form's text of each field; the add form also holds the chosen genre ids (`genres`). */
export type WorkFormValues = Record<string, string | string[]>;
const textOf = (value: string | string[] | undefined): string => (typeof value === 'string' ? value : '');

/** The form's text of a work (or the empty add form, with the kind's only type chosen). */
export function formValues(kind: Kind, work?: AnyWork): WorkFormValues {
  const out: WorkFormValues = {};
  const { fields }: FormSpec = FORMS[kind];
  for (const field of fields) {
    const value = (work as Record<string, unknown> | undefined)?.[field.name];
    out[field.name] = value === null || value === undefined ? '' : String(value);
  }
  if (!work && kind === 'movies') out.type = 'anime';
  if (!work && kind === 'series') out.type = 'series';
  // Legacy manga statuses are stored as continue / finish (SPEC §4); anything else shows as unchosen.
  if (out.status && !['continue', 'finish'].includes(String(out.status))) out.status = '';
  return out;
}

/**
 * Add and edit forms check the same schema, the kind's create body (SPEC §5 and the contract's choices:
 * `@ckb/contract` work-inputs.ts), so a field required on one is required on the other. A blank required field
 * is made absent and the schema names it. New works start hidden, to be shown from their page once they have
 * a poster and servers.
 */
export function createConvert(kind: Kind) {
  const { fields, numbers }: FormSpec = FORMS[kind];
  return (values: WorkFormValues): Record<string, unknown> => {
    const body: Record<string, unknown> = {};
    for (const f of fields) {
      const value = textOf(values[f.name]);
      body[f.name] = numbers.includes(f.name) ? toNumber(value) : orAbsent(value);
    }
    body.active_show = 'false';
    return compact(body);
  };
}

/**
 * Edit forms: the same rule as adding (a blank required field is absent, so "required"); a blank optional
 * text clears it; a blank optional number leaves it unchanged (the api stores no "unknown" for a number).
 */
export function editConvert(kind: Kind) {
  const { fields, numbers, create }: FormSpec = FORMS[kind];
  return (values: WorkFormValues): Record<string, unknown> => {
    const body: Record<string, unknown> = {};
    for (const f of fields) {
      const value = textOf(values[f.name]);
      body[f.name] = numbers.includes(f.name)
        ? toNumber(value)
        : f.kind === 'select' || isRequired(create, f.name)
          ? orAbsent(value)
          : value;
    }
    return compact(body);
  };
}

/** Checkbox values as ids (react-hook-form gives one checked box as a string). */
export const idsOf = (value: unknown): string[] =>
  (Array.isArray(value) ? value : value ? [String(value)] : []).map(String);
/** Alternative titles: one per line, blank lines left out. */
export const linesOf = (text: unknown): string[] =>
  String(text ?? '')
    .split('\n')
    .map((t) => t.trim())
    .filter(Boolean);

/** The add form's body: the fields, and the genres and alternative titles chosen on the same form. */
function createWithGenres(kind: Kind) {
  const fields = createConvert(kind);
  return (values: WorkFormValues): Record<string, unknown> => {
    const genres = idsOf(values.genres);
    const alt = linesOf(values.alt_titles);
    return { ...fields(values), ...(genres.length ? { genres } : {}), ...(alt.length ? { alt_titles: alt } : {}) };
  };
}

/** Stable converters per kind (the resolver is memoised on them). */
export const CONVERT = {
  create: {
    movies: createWithGenres('movies'),
    series: createWithGenres('series'),
    manga: createWithGenres('manga'),
  },
  edit: { movies: editConvert('movies'), series: editConvert('series'), manga: editConvert('manga') },
};

/** Is a field required by this schema (listed as required, or text that must not be empty)? */
export function isRequired(schema: TSchema, name: string): boolean {
  const s = schema as { required?: string[]; properties?: Record<string, { minLength?: number }> };
  return !!s.required?.includes(name) || (s.properties?.[name]?.minLength ?? 0) > 0;
}

export const KIND_PATH: Record<Kind, string> = {
  movies: '/admin/movies',
  series: '/admin/series',
  manga: '/admin/manga',
};
/**
 * A work's back-office page: by its public number, the one the public page's URL has (`/movies/49` ↔
 * `/admin/movies/49`); by `_id` only while the work has no number yet. The page accepts either.
 */
export const adminPath = (kind: Kind, work: Partial<AnyWork>): string =>
  `${KIND_PATH[kind]}/${publicNumber(kind, work) ?? work._id ?? ''}`;
/** A back-office work URL's `:id`: digits are a public number, anything else an `_id`. */
export const isPublicNumber = (param: string): boolean => /^[1-9][0-9]{0,9}$/.test(param);
export const publicPath = (kind: Kind, work: AnyWork): string =>
  kind === 'movies'
    ? `/movies/${(work as Movie).movie_id}`
    : kind === 'series'
      ? `/series/${(work as Series).series_id}`
      : `/manga/${(work as Manga).manga_id}`;
export const publicNumber = (kind: Kind, work: Partial<AnyWork>): number | undefined =>
  kind === 'movies'
    ? (work as Partial<Movie>).movie_id
    : kind === 'series'
      ? (work as Partial<Series>).series_id
      : (work as Partial<Manga>).manga_id;

export const DEFAULT_IMAGES = ['/img/default/default.png', '/img/poster/default.png'];
export const isDefaultImage = (url: string | undefined): boolean => !url || DEFAULT_IMAGES.includes(url);

/**
 * The admin chapter page: the manga by its public number, as every admin link to a work (the page takes its
 * `_id` too); its session and the chapter by `_id` (stable across renames).
 */
export const chapterAdminPath = (manga: number, session: string, chapter: string): string =>
  `/admin/manga/${manga}/session/${session}/chapter/${chapter}`;

/** The reader's public page of a chapter: by the manga's number and the session's and chapter's names. */
export const chapterPublicPath = (mangaNumber: number, session: number, chapter: string): string =>
  `/manga/${mangaNumber}/session/${session}/chapter/${encodeURIComponent(chapter)}`;
