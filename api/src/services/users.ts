import { hashPassword, verifyPassword } from '../auth/passwords.ts';
import {
  accountDecision,
  grantableRoles,
  heldRoles,
  isAllowed,
  mayCreateAccount,
  ROLE_FLAGS,
  type AccountAction,
  type AccountDecision,
  type RoleFlag,
  type RoleFlags,
} from '@ckb/contract/roles';
import { isId } from '../db/ids.ts';
import type { UserRow, UserUpdate } from '../db/schema.ts';
import { badRequest, conflict, forbidden, notFound } from '../lib/http-errors.ts';
import { messages } from '../messages.ts';
import type { SessionUser } from '../plugins/auth.ts';
import type { Repositories } from '../plugins/database.ts';
import { revocationTime, UsersRepository } from '../repositories/users.ts';
import {
  USER_BOUNDS,
  type UserCreateBodyT,
  type UserListQueryT,
  type UserT,
  type UserUpdateBodyT,
} from '@ckb/contract';
import { moveToTrash, type Deleter } from '../trash/service.ts';
import { isUniqueViolation, toBool, type Ctx } from './context.ts';
import { associatedWorks, toUser } from '../wire/users.ts';
import { DEFAULT_LIMIT, page, seesHidden, type Page } from './catalogue.ts';
import { changesBetween, recordActivity, type Changes } from '../activity/record.ts';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/** Emails are for those who manage accounts, and each person's own for them. */
const seesEmail = (viewer: SessionUser | null, row: UserRow): boolean =>
  isAllowed(viewer, 'users.read-email') || (viewer !== null && viewer.id === row.id);

/** GET /api/users: the staff list. Emails only as `seesEmail` says; password hashes never. */
export async function listUsers(
  repos: Repositories,
  query: UserListQueryT,
  viewer: SessionUser | null,
): Promise<Page<UserT>> {
  const limit = query.limit ?? DEFAULT_LIMIT;
  if (limit === 0) throw badRequest(messages.validation.limit);
  const { rows, total } = await repos.users.list(query.page ?? 1, limit);
  return page(
    rows.map((row) => toUser(row, { withEmail: seesEmail(viewer, row) })),
    total,
    limit,
  );
}

/** GET /api/users/:id: the profile with the works the user is credited on (visible ones for the public). */
export async function getUser(repos: Repositories, id: string, viewer: SessionUser | null): Promise<UserT> {
  const row = isId(id) ? await repos.users.findById(id) : undefined;
  if (!row) throw notFound(messages.userNotFound);
  const credited = await repos.users.creditedWorks(row.id, seesHidden(viewer));
  return toUser(row, { withEmail: seesEmail(viewer, row), associatedWorks: associatedWorks(credited) });
}

// --- writes ------------------------------------------------------------------------------------

type FlagInput = boolean | 'true' | 'false' | undefined;

function flagsFrom(body: Partial<Record<RoleFlag, FlagInput>>): Partial<RoleFlags> {
  const flags: Partial<RoleFlags> = {};
  for (const flag of ROLE_FLAGS) {
    const value = body[flag];
    if (value !== undefined) flags[flag] = toBool(value);
  }
  return flags;
}

function nonBlank(value: string, field: string): string {
  const trimmed = value.trim();
  if (!trimmed) throw badRequest(messages.validation.blank(field));
  return trimmed;
}

async function assertFree(users: UsersRepository, fields: { email?: string; username?: string }, exceptId?: string) {
  const taken = await users.conflicts(fields, exceptId);
  if (taken.email) throw conflict(messages.emailTaken);
  if (taken.username) throw conflict(messages.usernameTaken);
}

/**
 * Runs `fn` in a transaction that holds the owner rows (PostgreSQL: FOR UPDATE; SQLite runs one writer
 * at a time), so two requests cannot each remove "one of two" owners and leave none.
 */
function withOwnersLocked<T>(ctx: Ctx, fn: (users: UsersRepository, trx: Kysely<Database>) => Promise<T>): Promise<T> {
  return ctx.db.kysely.transaction().execute(async (trx) => {
    if (ctx.db.dialect === 'postgres') {
      await trx.selectFrom('users').select('id').where('is_owner', '=', true).forUpdate().execute();
    }
    return fn(new UsersRepository(trx), trx);
  });
}

const rethrowUnique = (err: unknown, email: string | undefined): never => {
  if (isUniqueViolation(err)) {
    throw conflict(email !== undefined && String(err).includes('email') ? messages.emailTaken : messages.usernameTaken);
  }
  throw err;
};

/** The account rule's refusal, as a 403 that says why. `flags`: the roles the request would set. */
function refuse(decision: Exclude<AccountDecision, { allowed: true }>, actor: SessionUser, flags: Partial<RoleFlags>) {
  switch (decision.reason) {
    case 'route':
      return forbidden();
    case 'outranked':
      return forbidden(messages.accountOutranked);
    case 'own-roles':
      return forbidden(messages.ownRoles);
    case 'own-fields':
      return forbidden(messages.ownFieldsOnly);
    case 'grant': {
      const grantable = grantableRoles(actor);
      const flag = ROLE_FLAGS.find((f) => flags[f] !== undefined && !grantable.has(f));
      return forbidden(flag ? messages.cannotGrant(flag) : messages.forbidden);
    }
  }
}

/**
 * The account rule (contract/src/roles.ts) for an action on an existing account: 404 when there is no
 * such account, 403 when the actor may not act on it or set these roles. Answers the account's row.
 */
export async function requireAccountAction(
  ctx: Pick<Ctx, 'repos'>,
  actor: SessionUser,
  action: AccountAction,
  id: string,
  flags: Partial<RoleFlags> = {},
  fields: readonly string[] = [],
): Promise<UserRow> {
  const row = isId(id) ? await ctx.repos.users.findById(id) : undefined;
  if (!row) throw notFound(messages.userNotFound);
  const decision = accountDecision(actor, action, flagsOf(row), flags, fields);
  if (!decision.allowed) {
    const changed = ROLE_FLAGS.filter((f) => flags[f] !== undefined && flags[f] !== Boolean(row[f]));
    throw refuse(decision, actor, Object.fromEntries(changed.map((f) => [f, flags[f]])));
  }
  return row;
}

/** An account's fields as the history compares them: the wire's, pictures left to their own entries. */
const described = (row: UserRow): Record<string, unknown> => {
  const { avatar: _avatar, background: _background, ...fields } = toUser(row, { withEmail: true });
  return fields;
};

const flagsOf = (row: UserRow): Partial<RoleFlags> & { id: string } => ({
  id: row.id,
  ...Object.fromEntries(ROLE_FLAGS.map((f) => [f, Boolean(row[f])])),
});

/** POST /api/users: only with roles the actor may grant. */
export async function createUser(ctx: Ctx, actor: SessionUser, body: UserCreateBodyT): Promise<UserT> {
  const flags = flagsFrom(body);
  const decision = mayCreateAccount(actor, flags);
  if (!decision.allowed) throw refuse(decision, actor, Object.fromEntries(heldRoles(flags).map((f) => [f, true])));
  const name = nonBlank(body.name, 'name');
  await assertFree(ctx.repos.users, { email: body.email, username: body.username });
  const passwordHash = await hashPassword(body.password);
  let row: UserRow;
  try {
    row = await ctx.repos.users.create({
      name,
      username: body.username,
      email: body.email,
      passwordHash,
      role: body.role?.trim() ?? '',
      flags,
    });
  } catch (err) {
    return rethrowUnique(err, body.email);
  }
  await recordActivity(ctx.db.kysely, { actor, action: 'create', kind: 'user', target: row.id, label: row.username });
  return toUser(row, { withEmail: true, associatedWorks: associatedWorks([]) });
}

/** The fields of an edit the account rule weighs beside the roles (the current password only proves who asks). */
const editedFields = (body: UserUpdateBodyT): string[] =>
  Object.keys(body).filter((key) => key !== 'current_password' && !(ROLE_FLAGS as readonly string[]).includes(key));

/** What PATCH /api/users/{id} did: the account, and when its sessions were ended (epoch seconds), if they were. */
export interface UpdatedUser {
  user: UserT;
  sessionsEndedAt: number | null;
}

/**
 * PATCH /api/users/{id}, under the account rule (only accounts the actor outranks, only roles it may
 * grant, never one's own roles; everyone their own name and password); the last owner keeps is_owner.
 * Changing role flags or the password ends the account's sessions (tokens_valid_after). Changing one's own
 * password needs the current one (a borrowed session cannot lock its owner out).
 */
export async function updateUser(
  ctx: Ctx,
  actor: SessionUser,
  id: string,
  body: UserUpdateBodyT,
): Promise<UpdatedUser> {
  const flags = flagsFrom(body);
  const current = await requireAccountAction(ctx, actor, 'edit', id, flags, editedFields(body));
  const changedFlags = ROLE_FLAGS.filter((f) => flags[f] !== undefined && flags[f] !== Boolean(current[f]));

  const patch: UserUpdate = {};
  if (body.name !== undefined) patch.name = nonBlank(body.name, 'name');
  if (body.username !== undefined) patch.username = body.username;
  if (body.email !== undefined) patch.email = body.email;
  if (body.role !== undefined) patch.role = body.role.trim();
  for (const flag of changedFlags) patch[flag] = flags[flag] as boolean;
  let revoke = changedFlags.length > 0;
  if (body.password !== undefined && body.password !== '') {
    if (body.password.length < USER_BOUNDS.passwordMin) {
      throw badRequest(messages.validation.minLength('password', USER_BOUNDS.passwordMin));
    }
    if (actor.id === id) {
      if (!body.current_password) throw badRequest(messages.currentPasswordRequired);
      if (!(await verifyPassword(current.password_hash, body.current_password))) {
        throw forbidden(messages.currentPasswordWrong);
      }
    }
    patch.password_hash = await hashPassword(body.password);
    revoke = true;
  }
  await assertFree(ctx.repos.users, { email: body.email, username: body.username }, id);

  let sessionsEndedAt: number | null = null;
  if (Object.keys(patch).length > 0) {
    const now = Date.now();
    if (revoke) patch.tokens_valid_after = sessionsEndedAt = revocationTime(now, current.tokens_valid_after);
    try {
      await withOwnersLocked(ctx, async (users, trx) => {
        if (patch.is_owner === false && (await users.countOwners()) <= 1) throw conflict(messages.lastOwner);
        await users.update(id, patch, now);
        const after = (await users.findById(id)) as UserRow;
        // the password's change is told, never its value or hash (recordActivity strips them by name too)
        const changes: Changes = {
          ...changesBetween(described(current), described(after)),
          ...(patch.password_hash !== undefined ? { password: [null, null] as const } : {}),
        };
        const action = changedFlags.length > 0 ? 'role' : 'edit';
        await recordActivity(trx, { actor, action, kind: 'user', target: id, label: after.username, changes });
      });
    } catch (err) {
      rethrowUnique(err, body.email);
    }
  }
  return { user: await getUser(ctx.repos, id, actor), sessionsEndedAt };
}

/**
 * DELETE /api/users/{id} (only accounts the actor outranks): the account and its credits move to the trash;
 * its files stay until a purge. Answers the account as it was.
 */
export async function deleteUser(ctx: Ctx, actor: SessionUser, id: string, by: Deleter): Promise<UserT> {
  await requireAccountAction(ctx, actor, 'delete', id);
  const before = await getUser(ctx.repos, id, actor);
  await moveToTrash(ctx, {
    kind: 'user',
    id,
    by,
    notFound: () => notFound(messages.userNotFound),
    // the owners locked first, as every change of an owner account does
    check: async (trx) => {
      if (ctx.db.dialect === 'postgres') {
        await trx.selectFrom('users').select('id').where('is_owner', '=', true).forUpdate().execute();
      }
      const users = new UsersRepository(trx);
      const row = await users.findById(id);
      if (!row) throw notFound(messages.userNotFound);
      if (row.is_owner && (await users.countOwners()) <= 1) throw conflict(messages.lastOwner);
    },
    record: (trx) => recordActivity(trx, { actor, action: 'delete', kind: 'user', target: id, label: before.username }),
  });
  return before;
}
