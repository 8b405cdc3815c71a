import { Type, type Static } from 'typebox';
import { BULK_MAX } from './bulk.ts';
import { PageQuery, paged } from './common.ts';
import { TRASH_KINDS, type TrashKind } from './trash-kinds.ts';

export * from './trash-kinds.ts';

/**
 * The trash (api/src/trash/): what a delete removed, kept until it is restored or purged. Each kind is one thing
 * the back-office deletes; who may see, restore and purge an item of a kind is who may delete it
 * (`TRASH_KIND_PERMISSIONS` in roles.ts).
 */
// a union of the list's literals, typed as the list's type (a mapped array loses the literal types)
const Kind = Type.Unsafe<TrashKind>(
  Type.Union(
    TRASH_KINDS.map((k) => Type.Literal(k)),
    { description: 'what was deleted' },
  ),
);

/** The work a trashed item belongs to (or was): where the back-office goes after a restore. */
const TrashWork = Type.Object({
  _id: Type.String(),
  kind: Type.Union([Type.Literal('movie'), Type.Literal('series'), Type.Literal('manga')]),
});

export const TrashItem = Type.Object({
  _id: Type.String({ description: 'the trash item' }),
  kind: Kind,
  item_id: Type.String({ description: 'the deleted row, which a restore brings back under the same _id' }),
  label: Type.String({ description: 'what it was, with the rows above it ("Naruto › وەرزی ٢")' }),
  work: Type.Union([TrashWork, Type.Null()]),
  deleted_by: Type.Union([Type.Object({ _id: Type.String(), name: Type.String() }), Type.Null()], {
    description: 'null when the account is gone',
  }),
  deleted_at: Type.String({ description: 'ISO 8601' }),
  expires_at: Type.String({ description: 'ISO 8601: purged automatically then (TRASH_DAYS after the delete)' }),
  rows: Type.Integer({ description: 'rows the delete removed, the item and everything under it' }),
  files: Type.Integer({ description: 'stored files kept with it until the purge' }),
});
export type TrashItemT = Static<typeof TrashItem>;

export const TrashList = paged(TrashItem);
export const TrashQuery = Type.Object({ ...PageQuery, kind: Type.Optional(Kind) }, { additionalProperties: false });
export type TrashQueryT = Static<typeof TrashQuery>;

/** A restore's answer: the item as it was listed (its `item_id` is live again). */
export const TrashRestored = Type.Object({ data: Type.Object({ item: TrashItem }) });
export type TrashRestoredT = Static<typeof TrashRestored>;

/**
 * Several items back in one call, all or none (the undo of a delete of many works): `POST /api/trash/restore`.
 * At most as many as one bulk call deletes (`BULK_MAX`).
 */
export const TrashRestoreBody = Type.Object(
  {
    ids: Type.Array(Type.String({ minLength: 1, maxLength: 64 }), {
      minItems: 1,
      maxItems: BULK_MAX,
      uniqueItems: true,
      description: 'the trash items’ _id, restored in this order',
    }),
  },
  { additionalProperties: false },
);
export type TrashRestoreBodyT = Static<typeof TrashRestoreBody>;
export const TrashRestoredAll = Type.Object({ data: Type.Object({ items: Type.Array(TrashItem) }) });
