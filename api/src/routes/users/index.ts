import { getUser, listUsers } from '../../services/users.ts';
import type { App } from '../../types.ts';
import { getUserSchema, listUsersSchema } from './schemas.ts';

/** /api/users reads (SPEC §7 "Auth and users"). Phase 2 adds create, patch, delete and uploads. */
export default async function userRoutes(app: App): Promise<void> {
  app.get('/users', { schema: listUsersSchema }, async (request) => ({
    data: { pagination_info: await listUsers(app.repos, request.query, request.user) },
  }));

  app.get('/users/:id', { schema: getUserSchema }, async (request) => ({
    data: { user: await getUser(app.repos, request.params.id, request.user) },
  }));
}
