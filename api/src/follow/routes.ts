import { errorResponses } from '@ckb/contract';
import {
  FOLLOW_MAX,
  FollowNews,
  FollowNewsQuery,
  isFollowWork,
  type FollowNewsQueryT,
  type FollowWork,
} from '@ckb/contract/follow';
import { badRequest } from '../lib/http-errors.ts';
import { messages } from '../messages.ts';
import type { App } from '../types.ts';
import { followNews } from './news.ts';

/**
 * The followed works' list as the query gives it, checked whole: each id a work's (`manga:3`), at most
 * FOLLOW_MAX of them. A bad id or too many is a 400 that says which, before any reading.
 */
export function followedWorks(query: string): FollowWork[] {
  const works = query.split(',').map((w) => w.trim());
  if (works.length > FOLLOW_MAX) throw badRequest(messages.follow.tooMany(FOLLOW_MAX));
  const bad = works.find((w) => !isFollowWork(w));
  if (bad !== undefined) throw badRequest(messages.follow.badWork(bad));
  return works as FollowWork[];
}

/**
 * GET /api/follow/news: the news of every followed work in one request (the device keeps the list; visitors
 * have no accounts). Public and cached like the other public reads: the same list (the client sorts it) is one
 * cached answer until a write or a release (plugins/response-cache.ts, the release clock).
 */
export default async function followRoutes(app: App): Promise<void> {
  app.get(
    '/follow/news',
    {
      schema: {
        summary: 'The newest released episode or chapter of each followed work, in one request',
        description:
          'For each asked work shown to the public: a series’ newest released episode, a manga’s newest released ' +
          'chapter, a film its addition time. Drafts, scheduled parts and hidden works are never answered. At most ' +
          `${FOLLOW_MAX} works.`,
        tags: ['follow'],
        querystring: FollowNewsQuery,
        response: { 200: FollowNews, ...errorResponses },
      },
      onRequest: app.publicCache.lookup,
    },
    async (request, reply) => {
      const works = followedWorks((request.query as FollowNewsQueryT).works);
      return app.publicCache.send(request, reply, { data: await followNews(app.db.kysely, works) });
    },
  );
}
