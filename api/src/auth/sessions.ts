import type { Kysely } from 'kysely';
import type { Database, UserRow } from '../db/schema.ts';
import { UsersRepository } from '../repositories/users.ts';
import type { TokenClaims } from './tokens.ts';

/** How a presented token stands: the account behind it, or why there is none. */
export type SessionState = { ok: true; row: UserRow } | { ok: false };

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

  /** The account behind valid claims, in one query: missing, revoked one by one or all at once -> not ok. */
  async check(claims: TokenClaims): Promise<SessionState> {
    const row = await this.db
      .selectFrom('users')
      .leftJoin('revoked_tokens', (join) => join.on('revoked_tokens.jti', '=', claims.jti ?? ''))
      .selectAll('users')
      .select('revoked_tokens.jti as revoked')
      .where('users.id', '=', claims.id)
      .executeTakeFirst();
    if (!row || row.revoked !== null || claims.iat < Number(row.tokens_valid_after)) return { ok: false };
    const { revoked: _revoked, ...user } = row;
    return { ok: true, row: user };
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
