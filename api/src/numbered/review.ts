import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { partDecision, type PartAction, type PartFacts } from '@ckb/contract/roles';
import { tokenFailureMessage } from '../auth/guards.ts';
import { isId } from '../db/ids.ts';
import type { Database } from '../db/schema.ts';
import { forbidden, unauthorized } from '../lib/http-errors.ts';
import { messages } from '../messages.ts';

/**
 * Translators submit: the part rule (contract `partDecision`) applied to a request. Credited translators and
 * designers reach the chapter and page calls ('manga.chapters.submit'); this guard then asks the database
 * whether the caller is credited on the work and whether the chapter is their own draft, before a byte of
 * the body is read. Work editors pass on their permission alone, with no query.
 */

/** The credit roles that make an author of a work's chapters (a technician's credit does not). */
export const AUTHOR_CREDITS = ['translator', 'designer'] as const;

const REFUSAL = {
  route: messages.forbidden,
  'not-credited': messages.notCredited,
  'not-own': messages.notOwnDraft,
  published: messages.alreadyPublished,
} as const;

/** Is the account credited as translator or designer on the work? */
export async function isCredited(db: Kysely<Database>, workId: string, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom('credits')
    .select('work_id')
    .where('work_id', '=', workId)
    .where('user_id', '=', userId)
    .where('role', 'in', AUTHOR_CREDITS)
    .executeTakeFirst();
  return row !== undefined;
}

/** The chapter under that work, as the rule reads it; undefined when the path names no such chapter. */
export function chapterUnderWork(db: Kysely<Database>, workId: string, chapterId: string) {
  return db
    .selectFrom('chapters')
    .innerJoin('manga_sessions', 'manga_sessions.id', 'chapters.session_id')
    .select([
      'chapters.id',
      'chapters.session_id',
      'chapters.name',
      'chapters.created_by',
      'chapters.publish_at',
      'chapters.submitted_at',
    ])
    .where('manga_sessions.work_id', '=', workId)
    .where('chapters.id', '=', chapterId)
    .executeTakeFirst();
}

/** The facts of the rule for the caller, the work and (unless `create`) the chapter of the path. */
async function factsOf(
  db: Kysely<Database>,
  userId: string,
  params: { id?: string; chapterId?: string },
): Promise<PartFacts | 'no-chapter'> {
  const workId = params.id ?? '';
  const credited = isId(workId) && (await isCredited(db, workId, userId));
  if (params.chapterId === undefined) return { credited };
  const chapter = isId(params.chapterId) ? await chapterUnderWork(db, workId, params.chapterId) : undefined;
  if (!chapter) return 'no-chapter';
  return { credited, own: chapter.created_by === userId, published: chapter.publish_at !== null };
}

/**
 * `onRequest: partGuard(app.db.kysely, 'pages')`: 401 without a token; 403 with the rule's Sorani reason.
 * A path that names no chapter passes to the route, which answers its own 404.
 */
export function partGuard(db: Kysely<Database>, action: PartAction) {
  return async (request: FastifyRequest): Promise<void> => {
    const user = request.user;
    if (!user) throw unauthorized(tokenFailureMessage(request.authFailure));
    if (partDecision(user, action, { credited: false }).allowed) return;
    const asAuthor = partDecision(user, action, { credited: true, own: true });
    if (!asAuthor.allowed && asAuthor.reason === 'route') throw forbidden();
    const facts = await factsOf(db, user.id, request.params as { id?: string; chapterId?: string });
    if (facts === 'no-chapter') return;
    const decision = partDecision(user, action, facts);
    if (!decision.allowed) throw forbidden(REFUSAL[decision.reason]);
  };
}
