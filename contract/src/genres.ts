import { Type, type Static } from 'typebox';
import { VISIBLE } from './validation.ts';
import { optionalText } from './fields.ts';

/** Genres: a Sorani name, a unique Latin slug (the `?genre=` of lists and search), an order. */

export const GENRE_BOUNDS = { name: 60, slug: 60, perWork: 12, altTitles: 20 } as const;

/** How a genre appears on a work. */
export const GenreRef = Type.Object({
  _id: Type.String(),
  slug: Type.String(),
  name: Type.String({ description: 'Sorani' }),
});
export type GenreRefT = Static<typeof GenreRef>;

export const Genre = Type.Object({
  _id: Type.String(),
  slug: Type.String(),
  name: Type.String({ description: 'Sorani' }),
  position: Type.Integer({ description: '0-based display order' }),
  works: Type.Integer({ description: 'visible works with this genre' }),
});
export type GenreT = Static<typeof Genre>;

export const GENRE_SLUG = '^[a-z0-9]+(-[a-z0-9]+)*$';

const slug = Type.String({
  minLength: 1,
  maxLength: GENRE_BOUNDS.slug,
  pattern: GENRE_SLUG,
  description: 'lower-case Latin letters, digits and single dashes: "slice-of-life"',
});
const name = Type.String({ minLength: 1, maxLength: GENRE_BOUNDS.name, pattern: VISIBLE, description: 'Sorani' });

export const GenreCreateBody = Type.Object({ name, slug }, { additionalProperties: false });
export type GenreCreateBodyT = Static<typeof GenreCreateBody>;
export const GenreUpdateBody = Type.Partial(GenreCreateBody, { additionalProperties: false, minProperties: 1 });
export type GenreUpdateBodyT = Static<typeof GenreUpdateBody>;

export const GenreOrderBody = Type.Object(
  {
    ids: Type.Array(Type.String({ maxLength: 64 }), {
      minItems: 1,
      maxItems: 500,
      description: 'every genre _id, in the new order',
    }),
  },
  { additionalProperties: false },
);
export type GenreOrderBodyT = Static<typeof GenreOrderBody>;

/** On a work's create / update body: genre ids (or `{ _id }` as read); the list replaces the current one. */
export const GenreIds = Type.Array(
  Type.Union([Type.String({ maxLength: 64 }), Type.Object({ _id: Type.String({ maxLength: 64 }) })]),
  { maxItems: GENRE_BOUNDS.perWork, description: 'genre _ids (or { _id } objects); the list replaces the current one' },
);
export type GenreIdsT = Static<typeof GenreIds>;

export const AltTitles = Type.Array(optionalText(300), {
  maxItems: GENRE_BOUNDS.altTitles,
  description: 'alternative titles (other spellings, other languages); search finds the work by them',
});
