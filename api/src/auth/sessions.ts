import type { Kysely } from 'kysely';
import { ROLE_FLAGS, type RoleFlags } from '@ckb/contract/roles';
import type { Database } from '../db/schema.ts';
import type { SessionUser } from '../plugins/auth.ts';
import { UsersRepository } from '../repositories/users.ts';
import type { TokenClaims } from './tokens.ts';

const SESSION_COLUMNS = [
  'users.id',
  'users.name',
  'users.username',
  'users.email',
  'users.is_owner',
  'users.is_dev',
  'users.is_supervisor',
  'users.is_admin',
  'users.is_translator',
  'users.is_designer',
  'users.is_technique',
] as const;

/**
 * Which sessions still hold, read from the database every instance shares, so a sign-out on one
 * instance is refused on all of them at once:
 * - one session (one token) ends by its `jti` landing in `revoked_tokens` until the token's own expiry;
 * - all of a person's sessions end by moving `users.tokens_valid_after` past them (sign-out everywhere,
 *   a password or role change, the account's deletion).
 * A token signed before tokens carried a `jti` cannot be named one by one: signing it out ends every
 * session of that person (the only way to make sure that token is ended).
 */
export class Sessions {
  constructor(private readonly db: Kysely<Database>) {}

  /**
   * The account behind valid claims, in one query that reads only what a session needs: missing, signed out one
   * by one, or all at once (tokens_valid_after) -> null.
   */
  async check(claims: TokenClaims): Promise<SessionUser | null> {
    const row = await this.db
      .selectFrom('users')
      .leftJoin('revoked_tokens', (join) => join.on('revoked_tokens.jti', '=', claims.jti ?? ''))
      .select([...SESSION_COLUMNS, 'users.tokens_valid_after', 'revoked_tokens.jti as revoked'])
      .where('users.id', '=', claims.id)
      .executeTakeFirst();
    if (!row || row.revoked !== null || claims.iat < Number(row.tokens_valid_after)) return null;
    return {
      id: row.id,
      name: row.name,
      username: row.username,
      email: row.email,
      ...(Object.fromEntries(ROLE_FLAGS.map((flag) => [flag, Boolean(row[flag])])) as RoleFlags),
    };
  }

  /** Ends this one session (every session of its person for a token without a jti); prunes expired rows. */
  async end(claims: TokenClaims, now = Date.now()): Promise<void> {
    if (!claims.jti) return this.endAll(claims.id, now);
    const nowSeconds = Math.floor(now / 1000);
    await this.db.deleteFrom('revoked_tokens').where('expires_at', '<', nowSeconds).execute();
    await this.db
      .insertInto('revoked_tokens')
      .values({ jti: claims.jti, user_id: claims.id, expires_at: claims.exp })
      .onConflict((oc) => oc.column('jti').doNothing())
      .execute();
  }

  /** Ends every session the person holds now (tokens issued up to this second). */
  endAll(userId: string, now = Date.now()): Promise<void> {
    return new UsersRepository(this.db).revokeTokens(userId, now);
  }
}
