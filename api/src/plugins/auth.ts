import type { FastifyInstance } from 'fastify';
import type { RoleFlags } from '@ckb/contract/roles';
import { Sessions } from '../auth/sessions.ts';
import {
  bearerToken,
  secretKey,
  signToken,
  TokenError,
  tokenVerifier,
  type TokenClaims,
  type TokenFailure,
} from '../auth/tokens.ts';
import { infrastructure } from '../lib/plugin.ts';

/** The signed-in caller, as loaded from the database for this request. */
export interface SessionUser extends RoleFlags {
  id: string;
  name: string;
  username: string;
  email: string;
}

export interface AuthTools {
  /** Signs a token for a user; `issuedAt` defaults to now (seconds). */
  sign(userId: string, issuedAt?: number): Promise<string>;
  /** Ends sessions on every instance (see auth/sessions.ts). */
  sessions: Sessions;
  /** The account a token signs in, as a bearer token would (valid, not revoked), or null. */
  userOf(token: string): Promise<SessionUser | null>;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set from a valid `Authorization: Bearer` token; null for anonymous callers and bad tokens. */
    user: SessionUser | null;
    /** Why `user` is null when a token was sent (or 'missing'). */
    authFailure: TokenFailure | null;
    /** The claims of the valid token `user` came from (what POST /api/logout ends). */
    session: TokenClaims | null;
  }
  interface FastifyInstance {
    auth: AuthTools;
  }
}

/**
 * Resolves `request.user` for /api requests that carry a bearer token: HS256 only, not expired,
 * the user still exists, the token was not signed out, and it was issued after the account's sessions were
 * last ended (tokens_valid_after: sign-out everywhere, a password or role change).
 * A bad token never fails the request here: public routes treat the caller as anonymous, and
 * `requireRole` answers 401 with the reason.
 */
export const authPlugin = infrastructure('auth', async (app: FastifyInstance, opts: { jwtSecret: string }) => {
  const key = secretKey(opts.jwtSecret);
  const sessions = new Sessions(app.db.kysely);
  const verify = tokenVerifier(key);
  const userOf = async (token: string) => {
    try {
      return await sessions.check(await verify(token));
    } catch (err) {
      if (err instanceof TokenError) return null;
      throw err;
    }
  };
  app.decorate('auth', {
    sign: (userId: string, issuedAt?: number) => signToken(key, userId, issuedAt),
    sessions,
    userOf,
  });
  app.decorateRequest('user', null);
  app.decorateRequest('authFailure', null);
  app.decorateRequest('session', null);

  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/')) return;
    const token = bearerToken(request.headers.authorization);
    if (!token) {
      request.authFailure = 'missing';
      return;
    }
    try {
      const claims = await verify(token);
      const user = await sessions.check(claims);
      if (!user) throw new TokenError('revoked');
      request.session = claims;
      request.user = user;
    } catch (err) {
      if (!(err instanceof TokenError)) throw err;
      request.authFailure = err.reason;
    }
  });
});
