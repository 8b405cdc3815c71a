import { Type } from 'typebox';
import { AuthoredWork, envelope, ErrorBody, errorResponses, Manga, ReturnBody, ReviewItem } from '@ckb/contract';
import { staffSecurity } from '../work-routes.ts';

const tags = ['review'];
const id = (description: string) => Type.String({ maxLength: 64, description });
const chapterParams = Type.Object({
  id: id('the manga _id'),
  sessionId: id('the session (season) _id'),
  chapterId: id('the chapter _id'),
});
const queue = envelope(Type.Object({ drafts: Type.Array(ReviewItem) }));
const whole = { 200: envelope(Type.Object({ manga: Manga })), ...errorResponses, 409: ErrorBody };

export const reviewQueueSchema = {
  summary: 'The review queue: submitted chapter drafts, the longest waiting first (dev, owner, admin)',
  description: 'Not in SPEC §7. Each with its work, session, author, page count, and when it was submitted.',
  tags,
  security: staffSecurity,
  response: { 200: queue, ...errorResponses },
};

export const ownDraftsSchema = {
  summary: "The caller's own chapter drafts and the works they may add chapters to (authors)",
  description:
    "Not in SPEC §7. `drafts`: the caller's drafts, submitted or not, with the reviewer's note, the newest first. " +
    '`works`: the manga-family works the caller is credited on as translator or designer.',
  tags,
  security: staffSecurity,
  response: {
    200: envelope(Type.Object({ drafts: Type.Array(ReviewItem), works: Type.Array(AuthoredWork) })),
    ...errorResponses,
  },
};

export const submitSchema = {
  summary: 'Sends a chapter draft for review (its author, or a work editor)',
  description:
    'Not in SPEC §7. Puts the draft in the review queue and clears the last review note. 409 when the chapter ' +
    'is published or has no page; 403 for a translator or designer on a draft not their own or a work they are ' +
    'not credited on. Answers the whole manga.',
  tags,
  security: staffSecurity,
  params: chapterParams,
  response: whole,
};

export const returnSchema = {
  summary: 'Sends a submitted draft back to its author with a note (dev, owner, admin)',
  description:
    'Not in SPEC §7. Takes it out of the queue; its author sees the note until submitting again. 409 when it ' +
    'is not a submitted draft. Answers the whole manga.',
  tags,
  security: staffSecurity,
  params: chapterParams,
  body: ReturnBody,
  response: whole,
};
