import { ActivityItem, ActivityQuery, errorResponses, paged, type ActivityQueryT } from '@ckb/contract';
import { isAllowed } from '@ckb/contract/roles';
import { requireRole } from '../auth/guards.ts';
import { badRequest } from '../lib/http-errors.ts';
import type { SessionUser } from '../plugins/auth.ts';
import { page } from '../services/catalogue.ts';
import type { App } from '../types.ts';
import { listActivity, type ActivityFilter } from './repository.ts';

const DAY_MS = 86_400_000;

export const activityMessages = {
  badDay: (day: string) => `«${day}» ڕۆژێکی دروست نییە؛ بە شێوەی YYYY-MM-DD بنووسە.`,
};

/** YYYY-MM-DD (already matched by the schema) as its UTC [start, end); null for a day that does not exist. */
function utcDay(day: string): [number, number] | null {
  const start = Date.parse(`${day}T00:00:00Z`);
  if (Number.isNaN(start) || new Date(start).toISOString().slice(0, 10) !== day) return null;
  return [start, start + DAY_MS];
}

/**
 * The filter a caller gets: those who may read everyone's history (activity.read-all) get what they ask;
 * everyone else only their own entries, whatever `user` they ask for.
 */
export function activityFilter(query: ActivityQueryT, viewer: SessionUser): ActivityFilter {
  const filter: ActivityFilter = { actor: query.user, kind: query.kind, work: query.work };
  if (query.day !== undefined) {
    const between = utcDay(query.day);
    if (!between) throw badRequest(activityMessages.badDay(query.day));
    filter.between = between;
  }
  if (!isAllowed(viewer, 'activity.read-all')) {
    // someone else's entries are not this caller's to read: an empty page, not a refusal of the screen
    filter.actor = query.user === undefined || query.user === viewer.id ? viewer.id : '-';
  }
  return filter;
}

/** GET /api/activity: the history of staff writes, newest first. */
export default async function activityRoutes(app: App): Promise<void> {
  app.get(
    '/activity',
    {
      schema: {
        summary: 'The history of staff writes, newest first (supervisors and above: everyone; others: their own)',
        description:
          '`user` (actor _id), `kind`, `work` (a work _id: its own history, children included) and `day` ' +
          '(YYYY-MM-DD, UTC) narrow it. Edits carry `changes`: { field: [before, after] }; secrets never.',
        tags: ['activity'],
        security: [{ apiKey: [], bearer: [] }],
        querystring: ActivityQuery,
        response: { 200: paged(ActivityItem), ...errorResponses },
      },
      onRequest: requireRole('activity.read'),
    },
    async (request) => {
      const query = request.query as ActivityQueryT;
      const limit = query.limit ?? 20;
      const filter = activityFilter(query, request.user as SessionUser);
      const { rows, total } = await listActivity(app.db.kysely, filter, query.page ?? 1, limit);
      return { data: { pagination_info: page(rows, total, limit) } };
    },
  );
}
