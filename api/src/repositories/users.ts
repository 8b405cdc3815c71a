import { sql, type Kysely } from 'kysely';
import type { RoleFlags } from '@ckb/contract/roles';
import { newId } from '../db/ids.ts';
import type { CreditRole, Database, NewUser, UserRow, UserUpdate, WorkKind, WorkType } from '../db/schema.ts';

export interface CreditedWorkRow {
  role: CreditRole;
  id: string;
  kind: WorkKind;
  number: number;
  type: WorkType;
  en: string;
  ku: string;
  poster_key: string | null;
  poster_width: number | null;
  poster_height: number | null;
}

export interface NewUserInput {
  name: string;
  username: string;
  email: string;
  passwordHash: string;
  role?: string;
  flags?: Partial<RoleFlags>;
}

/**
 * Seconds since the epoch, rounded up: tokens issued before this moment stop working. Always past the account's
 * current cut (`validAfter`) too: a token issued right after the last cut carries iat = that cut, and a second
 * cut within the same second must still end it.
 */
export const revocationTime = (nowMs = Date.now(), validAfter: number | string = 0): number =>
  Math.max(Math.floor(nowMs / 1000) + 1, Number(validAfter) + 1);

/** revocationTime in SQL, from the row's own cut (one statement, so two cuts at once cannot undo each other). */
const nextCut = (nowMs: number) => {
  const t = Math.floor(nowMs / 1000) + 1;
  return sql<number>`case when tokens_valid_after + 1 > ${t} then tokens_valid_after + 1 else ${t} end`;
};

/** SQL for accounts: lookups, the staff list, credits seen from the user's side, role changes. */
export class UsersRepository {
  constructor(private readonly db: Kysely<Database>) {}

  findById(id: string): Promise<UserRow | undefined> {
    return this.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
  }

  findByEmail(email: string): Promise<UserRow | undefined> {
    return this.db.selectFrom('users').selectAll().where('email', '=', email.trim().toLowerCase()).executeTakeFirst();
  }

  async list(page: number, limit: number): Promise<{ rows: UserRow[]; total: number }> {
    const counted = await this.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirstOrThrow();
    let q = this.db.selectFrom('users').selectAll().orderBy('created_at').orderBy('id');
    if (limit !== -1) q = q.limit(limit).offset((page - 1) * limit);
    return { rows: await q.execute(), total: Number(counted.total) };
  }

  async create(input: NewUserInput, now = Date.now()): Promise<UserRow> {
    const row: NewUser = {
      id: newId(),
      name: input.name,
      username: input.username,
      email: input.email.trim().toLowerCase(),
      password_hash: input.passwordHash,
      role: input.role ?? '',
      ...input.flags,
      avatar_key: null,
      avatar_width: null,
      avatar_height: null,
      background_key: null,
      background_width: null,
      background_height: null,
      created_at: now,
      updated_at: now,
    };
    await this.db.insertInto('users').values(row).execute();
    return (await this.findById(row.id)) as UserRow;
  }

  /** Which of this email / username another account already uses (both compared case-insensitively). */
  async conflicts(
    fields: { email?: string | undefined; username?: string | undefined },
    exceptId?: string,
  ): Promise<{ email: boolean; username: boolean }> {
    const email = fields.email?.trim().toLowerCase();
    const username = fields.username?.toLowerCase();
    if (email === undefined && username === undefined) return { email: false, username: false };
    let q = this.db
      .selectFrom('users')
      .select(['email', 'username'])
      .where((eb) =>
        eb.or([
          ...(email !== undefined ? [eb('email', '=', email)] : []),
          ...(username !== undefined ? [eb(eb.fn('lower', ['username']), '=', username)] : []),
        ]),
      );
    if (exceptId) q = q.where('id', '<>', exceptId);
    const rows = await q.execute();
    return {
      email: email !== undefined && rows.some((r) => r.email === email),
      username: username !== undefined && rows.some((r) => r.username.toLowerCase() === username),
    };
  }

  /** Plain field changes (name, email, role label...). Use updateRoles / revokeTokens for what must revoke. */
  async update(id: string, patch: UserUpdate, now = Date.now()): Promise<void> {
    const set: UserUpdate = { ...patch, updated_at: now };
    if (typeof set.email === 'string') set.email = set.email.trim().toLowerCase();
    await this.db.updateTable('users').set(set).where('id', '=', id).execute();
  }

  /** Changes role flags and invalidates every token the user already holds. */
  async updateRoles(id: string, flags: Partial<RoleFlags>, now = Date.now()): Promise<void> {
    await this.db
      .updateTable('users')
      .set({ ...flags, tokens_valid_after: nextCut(now), updated_at: now })
      .where('id', '=', id)
      .execute();
  }

  async revokeTokens(id: string, now = Date.now()): Promise<void> {
    await this.db
      .updateTable('users')
      .set({ tokens_valid_after: nextCut(now) })
      .where('id', '=', id)
      .execute();
  }

  async countOwners(): Promise<number> {
    const row = await this.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('is_owner', '=', true)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /** Works the user is credited on, newest first; hidden works only when asked for. */
  creditedWorks(userId: string, includeHidden: boolean): Promise<CreditedWorkRow[]> {
    let q = this.db
      .selectFrom('credits')
      .innerJoin('works', 'works.id', 'credits.work_id')
      .select([
        'credits.role',
        'works.id',
        'works.kind',
        'works.number',
        'works.type',
        'works.en',
        'works.ku',
        'works.poster_key',
        'works.poster_width',
        'works.poster_height',
      ])
      .where('credits.user_id', '=', userId);
    if (!includeHidden) q = q.where('works.active_show', '=', true);
    return q.orderBy('works.kind').orderBy('works.number', 'desc').execute();
  }
}
