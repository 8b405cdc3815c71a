import { hashPassword } from '../auth/passwords.ts';
import { canChangeOwnerFlag, isAllowed, ROLE_FLAGS, type RoleFlag, type RoleFlags } from '../auth/permissions.ts';
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
} from '../schemas/users.ts';
import { isUniqueViolation, removeFiles, toBool, type Ctx } from './context.ts';
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
function withOwnersLocked<T>(ctx: Ctx, fn: (users: UsersRepository) => Promise<T>): Promise<T> {
  return ctx.db.kysely.transaction().execute(async (trx) => {
    if (ctx.db.dialect === 'postgres') {
      await trx.selectFrom('users').select('id').where('is_owner', '=', true).forUpdate().execute();
    }
    return fn(new UsersRepository(trx));
  });
}

const rethrowUnique = (err: unknown, email: string | undefined): never => {
  if (isUniqueViolation(err)) {
    throw conflict(email !== undefined && String(err).includes('email') ? messages.emailTaken : messages.usernameTaken);
  }
  throw err;
};

/** POST /api/users. Only an owner may create another owner. */
export async function createUser(ctx: Ctx, actor: SessionUser, body: UserCreateBodyT): Promise<UserT> {
  const flags = flagsFrom(body);
  if (flags.is_owner && !canChangeOwnerFlag(actor)) throw forbidden(messages.ownerFlagOnlyOwner);
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
  return toUser(row, { withEmail: true, associatedWorks: associatedWorks([]) });
}

/**
 * PATCH /api/users/{id}. Owner accounts are changed only by owners; is_owner is granted or removed
 * only by an owner, and never from the last one. Changing role flags or the password revokes the
 * account's tokens (tokens_valid_after).
 */
export async function updateUser(ctx: Ctx, actor: SessionUser, id: string, body: UserUpdateBodyT): Promise<UserT> {
  const current = isId(id) ? await ctx.repos.users.findById(id) : undefined;
  if (!current) throw notFound(messages.userNotFound);
  if (current.is_owner && !canChangeOwnerFlag(actor)) throw forbidden(messages.ownerAccountOnlyOwner);

  const flags = flagsFrom(body);
  const changedFlags = ROLE_FLAGS.filter((f) => flags[f] !== undefined && flags[f] !== Boolean(current[f]));
  if (changedFlags.includes('is_owner') && !canChangeOwnerFlag(actor)) throw forbidden(messages.ownerFlagOnlyOwner);

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
    patch.password_hash = await hashPassword(body.password);
    revoke = true;
  }
  await assertFree(ctx.repos.users, { email: body.email, username: body.username }, id);

  if (Object.keys(patch).length > 0) {
    const now = Date.now();
    if (revoke) patch.tokens_valid_after = revocationTime(now);
    try {
      await withOwnersLocked(ctx, async (users) => {
        if (patch.is_owner === false && (await users.countOwners()) <= 1) throw conflict(messages.lastOwner);
        await users.update(id, patch, now);
      });
    } catch (err) {
      rethrowUnique(err, body.email);
    }
  }
  return getUser(ctx.repos, id, actor);
}

/** DELETE /api/users/{id}: the account, its credits (cascade) and its files. Answers the account as it was. */
export async function deleteUser(ctx: Ctx, actor: SessionUser, id: string): Promise<UserT> {
  const before = await getUser(ctx.repos, id, actor);
  if (before.is_owner && !canChangeOwnerFlag(actor)) throw forbidden(messages.ownerAccountOnlyOwner);
  const keys = await ctx.media.collectKeys({ user: id });
  await withOwnersLocked(ctx, async (users) => {
    const row = await users.findById(id);
    if (!row) throw notFound(messages.userNotFound);
    if (row.is_owner && (await users.countOwners()) <= 1) throw conflict(messages.lastOwner);
    await users.delete(id);
  });
  await removeFiles(ctx, keys);
  return before;
}
