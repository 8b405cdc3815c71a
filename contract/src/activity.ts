import { Type, type Static } from 'typebox';
import { PageQuery } from './common.ts';
import { TRASH_KINDS } from './trash-kinds.ts';

/**
 * The history of staff writes (GET /api/activity): who did what to which row, when, and for an edit
 * the fields before and after. Secrets never appear: their values are replaced by SECRET_CHANGED, so the
 * history says that a password changed and nothing more.
 */

export const ACTIVITY_ACTIONS = [
  'create',
  'edit',
  'delete',
  'restore',
  'purge',
  'role',
  'upload',
  'reorder',
  // a server's reports marked handled
  'handle',
  // translators submit: a draft sent for review, and sent back to its author with a note
  'submit',
  'return',
] as const;
export type ActivityAction = (typeof ACTIVITY_ACTIONS)[number];

/** What a history entry is about: whatever can go to the trash, and the pictures of works and accounts. */
export const ACTIVITY_KINDS = [...TRASH_KINDS, 'image'] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];

/** What a secret's before and after are replaced with. */
export const SECRET_CHANGED = '[changed]';

/** One of `values`: a union of literals (so the api's message lists them), typed as that union. */
const literals = <T extends readonly string[]>(values: T) =>
  Type.Unsafe<T[number]>(Type.Union(values.map((v) => Type.Literal(v))));

export const ActivityItem = Type.Object({
  _id: Type.String(),
  at: Type.Integer({ description: 'epoch ms' }),
  actor: Type.Object({
    _id: Type.String(),
    username: Type.String({ description: 'as it was when the entry was written' }),
  }),
  action: literals(ACTIVITY_ACTIONS),
  kind: literals(ACTIVITY_KINDS),
  target: Type.String({ description: 'the _id of the row written' }),
  work: Type.Union([Type.String(), Type.Null()], { description: 'the work the row belongs to, if any' }),
  work_title: Type.Union([Type.String(), Type.Null()], {
    description: "that work's Kurdish (else English) title today; null when it is gone",
  }),
  work_kind: Type.Union([Type.Literal('movie'), Type.Literal('series'), Type.Literal('manga'), Type.Null()], {
    description: "that work's kind today (where its admin page is); null when it is gone",
  }),
  label: Type.String({ description: 'a title, a number or a name, as it was' }),
  changes: Type.Union(
    [Type.Record(Type.String(), Type.Array(Type.Unknown(), { minItems: 2, maxItems: 2 })), Type.Null()],
    {
      description: 'edits: { field: [before, after] }, only the fields that changed; secrets as "[changed]"',
    },
  ),
});
export type ActivityItemT = Static<typeof ActivityItem>;

const ID = '^[0-9a-f]{24}$';

export const ActivityQuery = Type.Object(
  {
    ...PageQuery,
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20 })),
    user: Type.Optional(Type.String({ pattern: ID, description: 'the actor _id' })),
    kind: Type.Optional(literals(ACTIVITY_KINDS)),
    work: Type.Optional(Type.String({ pattern: ID, description: 'a work _id: its own history' })),
    day: Type.Optional(Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'YYYY-MM-DD, a UTC day' })),
  },
  { additionalProperties: false },
);
export type ActivityQueryT = Static<typeof ActivityQuery>;
