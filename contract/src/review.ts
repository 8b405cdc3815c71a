import { Type, type Static } from 'typebox';
import { VISIBLE } from './validation.ts';

/**
 * Translators submit: chapter drafts written by their authors and the review of them. `GET /api/review` is the
 * queue of submitted drafts (for those who publish), `GET /api/review/mine` the caller's own drafts, submitted
 * or not, with the reviewer's note. Who may do what is `partDecision` (roles.ts).
 */
export const ReviewItem = Type.Object({
  chapter: Type.Object({ _id: Type.String(), name_chapter: Type.String() }),
  session: Type.Object({ _id: Type.String(), name_session: Type.Integer() }),
  work: Type.Object({
    _id: Type.String(),
    manga_id: Type.Integer({ description: 'the public number' }),
    title: Type.String({ description: 'the Kurdish title, else the English one' }),
  }),
  author: Type.Union([Type.Object({ _id: Type.String(), username: Type.String(), name: Type.String() }), Type.Null()], {
    description: 'who created the draft; null when the account is gone',
  }),
  pages: Type.Integer({ minimum: 0 }),
  created_at: Type.Integer({ description: 'epoch ms' }),
  submitted_at: Type.Union([Type.Integer(), Type.Null()], {
    description: 'epoch ms when sent for review; null while its author is still working on it',
  }),
  review_note: Type.Union([Type.String(), Type.Null()], {
    description: 'why the reviewer sent it back; null when it was not sent back',
  }),
});
export type ReviewItemT = Static<typeof ReviewItem>;

/** A work its author may add chapters to (`GET /api/review/mine`): credited as translator or designer. */
export const AuthoredWork = Type.Object({
  _id: Type.String(),
  manga_id: Type.Integer({ description: 'the public number' }),
  title: Type.String({ description: 'the Kurdish title, else the English one' }),
});
export type AuthoredWorkT = Static<typeof AuthoredWork>;

/** POST …/chapter/{chapterId}/return: what the author should change. */
export const ReturnBody = Type.Object(
  { note: Type.String({ minLength: 1, maxLength: 2000, pattern: VISIBLE }) },
  { additionalProperties: false },
);
export type ReturnBodyT = Static<typeof ReturnBody>;
