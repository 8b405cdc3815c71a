import type { FastifyInstance } from 'fastify';
import type { RoleFlags } from '@ckb/contract/roles';
import { bearerToken, secretKey, signToken, TokenError, verifyToken, type TokenFailure } from '../auth/tokens.ts';
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
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set from a valid `Authorization: Bearer` token; null for anonymous callers and bad tokens. */
    user: SessionUser | null;
    /** Why `user` is null when a token was sent (or 'missing'). */
    authFailure: TokenFailure | null;
  }
  interface FastifyInstance {
    auth: AuthTools;
  }
}

/**
 * Resolves `request.user` for /api requests that carry a bearer token: HS256 only, not expired,
 * the user still exists and the token was issued after their last role change (tokens_valid_after).
 * A bad token never fails the request here: public routes treat the caller as anonymous, and
 * `requireRole` answers 401 with the reason.
 */
export const authPlugin = infrastructure('auth', async (app: FastifyInstance, opts: { jwtSecret: string }) => {
  const key = secretKey(opts.jwtSecret);
  app.decorate('auth', { sign: (userId: string, issuedAt?: number) => signToken(key, userId, issuedAt) });
  app.decorateRequest('user', null);
  app.decorateRequest('authFailure', null);

  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/')) return;
    const token = bearerToken(request.headers.authorization);
    if (!token) {
      request.authFailure = 'missing';
      return;
    }
    try {
      const claims = await verifyToken(key, token);
      const row = await app.repos.users.findById(claims.id);
      if (!row || claims.iat < Number(row.tokens_valid_after)) throw new TokenError('revoked');
      request.user = {
        id: row.id,
        name: row.name,
        username: row.username,
        email: row.email,
        is_owner: Boolean(row.is_owner),
        is_dev: Boolean(row.is_dev),
        is_supervisor: Boolean(row.is_supervisor),
        is_admin: Boolean(row.is_admin),
        is_translator: Boolean(row.is_translator),
        is_designer: Boolean(row.is_designer),
        is_technique: Boolean(row.is_technique),
      };
    } catch (err) {
      if (!(err instanceof TokenError)) throw err;
      request.authFailure = err.reason;
    }
  });
});
