import { requireRole } from '../../auth/guards.ts';
import type { SessionUser } from '../../plugins/auth.ts';
import { createUser, deleteUser, getUser, listUsers, updateUser } from '../../services/users.ts';
import { deleterOf } from '../../trash/plugin.ts';
import type { App } from '../../types.ts';
import { createUserSchema, deleteUserSchema, getUserSchema, listUsersSchema, updateUserSchema } from './schemas.ts';

/** /api/users (SPEC §7 "Auth and users"). The avatar/background uploads live with the media routes. */
export default async function userRoutes(app: App): Promise<void> {
  // the guard has run: a signed-in caller is there
  const actor = (user: SessionUser | null) => user as SessionUser;

  app.get('/users', { schema: listUsersSchema, onRequest: app.publicCache.lookup }, async (request, reply) =>
    app.publicCache.send(request, reply, {
      data: { pagination_info: await listUsers(app.repos, request.query, request.user) },
    }),
  );

  app.get('/users/:id', { schema: getUserSchema, onRequest: app.publicCache.lookup }, async (request, reply) =>
    app.publicCache.send(request, reply, { data: { user: await getUser(app.repos, request.params.id, request.user) } }),
  );

  app.post('/users', { schema: createUserSchema, onRequest: requireRole('users.create') }, async (request, reply) => {
    const user = await createUser(app, actor(request.user), request.body);
    return reply.code(201).send({ data: { user } });
  });

  // every staff member reaches it for their own name and password; the account rule decides the rest
  app.patch('/users/:id', { schema: updateUserSchema, onRequest: requireRole('users.update-own') }, async (request) => {
    const me = actor(request.user);
    const { user, sessionsEndedAt } = await updateUser(app, me, request.params.id, request.body);
    // the session that changed its own password goes on with a fresh token; every other one has ended
    if (sessionsEndedAt !== null && me.id === request.params.id) {
      return { data: { user, token: await app.auth.sign(me.id, sessionsEndedAt) } };
    }
    return { data: { user } };
  });

  app.delete(
    '/users/:id',
    { schema: deleteUserSchema, onRequest: requireRole('users.delete') },
    async (request, reply) => ({
      data: { user: await deleteUser(app, actor(request.user), request.params.id, deleterOf(request, reply)) },
    }),
  );
}
