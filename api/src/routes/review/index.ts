import type { MangaT } from '@ckb/contract';
import { requireRole, signedIn } from '../../auth/guards.ts';
import { authoredWorks, ownDrafts, returnDraft, reviewQueue, submitDraft } from '../../numbered/review-queue.ts';
import { partGuard } from '../../numbered/review.ts';
import { workResponse } from '../../services/work-wire.ts';
import type { App } from '../../types.ts';
import { ownDraftsSchema, returnSchema, reviewQueueSchema, submitSchema } from './schemas.ts';

/**
 * Translators submit: the review queue, an author's own drafts, submitting a draft and sending one back.
 * Publishing is the drafts' own call. Who may do what: contract `partDecision` (numbered/review.ts).
 */
export default async function reviewRoutes(app: App): Promise<void> {
  const db = app.db.kysely;
  const whole = async (id: string) => ({ manga: ((await workResponse(app.repos, id)) as { manga: MangaT }).manga });

  app.get('/review', { schema: reviewQueueSchema, onRequest: requireRole('review.queue') }, async () => ({
    data: { drafts: await reviewQueue(db) },
  }));

  app.get(
    '/review/mine',
    { schema: ownDraftsSchema, onRequest: requireRole('manga.chapters.submit') },
    async (request) => {
      const { id } = signedIn(request);
      return { data: { drafts: await ownDrafts(db, id), works: await authoredWorks(db, id) } };
    },
  );

  const chapter = '/manga/:id/session/:sessionId/chapter/:chapterId';
  app.post(`${chapter}/submit`, { schema: submitSchema, onRequest: partGuard(db, 'submit') }, async (request) => {
    await submitDraft(db, signedIn(request), request.params);
    return { data: await whole(request.params.id) };
  });

  app.post(`${chapter}/return`, { schema: returnSchema, onRequest: requireRole('review.queue') }, async (request) => {
    await returnDraft(db, signedIn(request), request.params, request.body.note);
    return { data: await whole(request.params.id) };
  });
}
