import { isAllowed } from '../auth/permissions.ts';
import { isId } from '../db/ids.ts';
import { badRequest, notFound } from '../lib/http-errors.ts';
import { messages } from '../messages.ts';
import type { SessionUser } from '../plugins/auth.ts';
import type { Repositories } from '../plugins/database.ts';
import type { UserListQueryT, UserT } from '../schemas/users.ts';
import { associatedWorks, toUser } from '../wire/users.ts';
import { DEFAULT_LIMIT, page, seesHidden, type Page } from './catalogue.ts';

/** GET /api/users: the staff list. Emails only for signed-in staff; password hashes never. */
export async function listUsers(
  repos: Repositories,
  query: UserListQueryT,
  viewer: SessionUser | null,
): Promise<Page<UserT>> {
  const limit = query.limit ?? DEFAULT_LIMIT;
  if (limit === 0) throw badRequest(messages.validation.limit);
  const { rows, total } = await repos.users.list(query.page ?? 1, limit);
  const withEmail = isAllowed(viewer, 'users.read-email');
  return page(
    rows.map((row) => toUser(row, { withEmail })),
    total,
    limit,
  );
}

/** GET /api/users/:id: the profile with the works the user is credited on (visible ones for the public). */
export async function getUser(repos: Repositories, id: string, viewer: SessionUser | null): Promise<UserT> {
  const row = isId(id) ? await repos.users.findById(id) : undefined;
  if (!row) throw notFound(messages.userNotFound);
  const credited = await repos.users.creditedWorks(row.id, seesHidden(viewer));
  return toUser(row, { withEmail: isAllowed(viewer, 'users.read-email'), associatedWorks: associatedWorks(credited) });
}
