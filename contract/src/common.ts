import { Type, type Static, type TSchema } from 'typebox';

/**
 * Wire schemas shared by several routes (SPEC §3, ARCHITECTURE §6). Routes validate and serialize
 * with them, and @fastify/swagger turns the same objects into the OpenAPI document.
 */

/** Visibility flags leave the server as the strings 'true' / 'false'. */
export const Flag = Type.Union([Type.Literal('true'), Type.Literal('false')], { description: "'true' or 'false'" });
/** On input, booleans and the strings are both accepted. */
export const FlagInput = Type.Union([Type.Boolean(), Type.Literal('true'), Type.Literal('false')]);

export const ImageRef = Type.Object(
  {
    low: Type.String({ description: 'small, fast placeholder' }),
    original: Type.String({ description: 'full-size, web-ready' }),
    width: Type.Optional(Type.Integer({ description: 'pixels, when known' })),
    height: Type.Optional(Type.Integer({ description: 'pixels, when known' })),
  },
  { description: 'Missing images point at /img/default/default.png (posters: /img/poster/default.png).' },
);
export type ImageRefT = Static<typeof ImageRef>;

export const StaffRef = Type.Object({
  _id: Type.String(),
  name: Type.String(),
  avatar: ImageRef,
});
export type StaffRefT = Static<typeof StaffRef>;

export const WorkType = Type.Union(
  [
    Type.Literal('anime'),
    Type.Literal('series'),
    Type.Literal('manga'),
    Type.Literal('manhua'),
    Type.Literal('oneshot'),
  ],
  { description: 'anime (film), series, manga, manhua, oneshot' },
);

export const ErrorBody = Type.Object(
  { message: Type.String() },
  { description: 'Any error: a human message (Sorani).' },
);

export const envelope = <T extends TSchema>(data: T) => Type.Object({ data });

export const paged = <T extends TSchema>(item: T) =>
  envelope(
    Type.Object({
      pagination_info: Type.Object({
        results: Type.Array(item),
        totalPages: Type.Integer(),
        totalItems: Type.Integer(),
      }),
    }),
  );

/** ?page&limit shared by every paged list. `limit=-1` means all. */
export const PageQuery = {
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 1_000_000, default: 1, description: 'starts at 1' })),
  limit: Type.Optional(
    Type.Integer({
      minimum: -1,
      maximum: 1000,
      default: 10,
      description: '-1 = all (works lists: the newest 1,000 at most; totalItems stays exact)',
    }),
  ),
};

/** The usual error answers, for the OpenAPI document. */
export const errorResponses = {
  400: ErrorBody,
  401: ErrorBody,
  403: ErrorBody,
  404: ErrorBody,
  429: ErrorBody,
  500: ErrorBody,
};
