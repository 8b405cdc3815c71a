import { Type, type Static } from 'typebox';

/**
 * One call for an action on many works of a kind (the back-office lists' multi-select):
 * `POST /api/{movies|series|manga}/bulk`. All or nothing, in one transaction: an unknown id, a work of another
 * kind or an unknown genre refuses the whole call and changes nothing.
 */
export const BULK_ACTIONS = ['hide', 'show', 'genre', 'delete'] as const;
export type BulkActionT = (typeof BULK_ACTIONS)[number];

/** Most works one call may act on (a list page is 12; a bigger page of selections stays cheap). */
export const BULK_MAX = 100;

export const WorksBulkBody = Type.Object(
  {
    action: Type.Union([Type.Literal('hide'), Type.Literal('show'), Type.Literal('genre'), Type.Literal('delete')], {
      description: 'hide / show (active_show), genre (adds `genre` to each), delete (to the trash)',
    }),
    work_ids: Type.Array(Type.String({ minLength: 1, maxLength: 64 }), {
      minItems: 1,
      maxItems: BULK_MAX,
      uniqueItems: true,
      description: 'the works’ _id',
    }),
    genre: Type.Optional(Type.String({ minLength: 1, maxLength: 64, description: 'a genre _id (action genre)' })),
  },
  { additionalProperties: false },
);
export type WorksBulkBodyT = Static<typeof WorksBulkBody>;

export const WorksBulkResult = Type.Object({
  /** How many works the action changed (a work already hidden, or already in the genre, counts too). */
  count: Type.Integer({ minimum: 0 }),
  /** delete: the trash items, one per work (also the `X-Trash-Id` header, comma-separated). */
  trash_ids: Type.Optional(Type.Array(Type.String())),
});
export type WorksBulkResultT = Static<typeof WorksBulkResult>;
