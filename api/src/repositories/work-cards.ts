import type { WorkRow } from '../db/schema.ts';

/**
 * What a work's card needs, wherever a list of cards is read (home slides and lists, trends, search): the
 * columns of `works` (SPEC §3 Slide, Popular/trend item), and the row they give.
 */
export const CARD_COLUMNS = [
  'works.id',
  'works.kind',
  'works.number',
  'works.type',
  'works.en',
  'works.ku',
  'works.about',
  'works.view',
  'works.rating',
  'works.poster_key',
  'works.poster_width',
  'works.poster_height',
  'works.background_key',
  'works.background_width',
  'works.background_height',
] as const;

type CardColumn = (typeof CARD_COLUMNS)[number] extends `works.${infer C}` ? C : never;

export type CardRow = Pick<WorkRow, CardColumn & keyof WorkRow>;
