import type { FastifyRequest } from 'fastify';
import { forbidden, unauthorized } from '../lib/http-errors.ts';
import { messages } from '../messages.ts';
import { isAllowed, PERMISSIONS, type Permission } from '@ckb/contract/roles';
import type { SessionUser } from '../plugins/auth.ts';
import type { TokenFailure } from './tokens.ts';

const failureMessage: Record<TokenFailure, string> = {
  missing: messages.signInRequired,
  invalid: messages.tokenInvalid,
  expired: messages.tokenExpired,
  revoked: messages.tokenRevoked,
};

export const tokenFailureMessage = (failure: TokenFailure | null): string => failureMessage[failure ?? 'missing'];

export type Guard = ((request: FastifyRequest) => Promise<void>) & { permission: Permission };

/**
 * `onRequest: requireRole('movies.create')`: 401 without a valid token, 403 when the caller's
 * role flags are not in PERMISSIONS for that route id. `onRequest`, so a refused upload is refused
 * before its body is read.
 */
export function requireRole(permission: Permission): Guard {
  if (!(permission in PERMISSIONS)) throw new Error(`Unknown permission "${permission}"`);
  const guard = async (request: FastifyRequest): Promise<void> => {
    if (!request.user) throw unauthorized(tokenFailureMessage(request.authFailure));
    if (!isAllowed(request.user, permission)) throw forbidden();
  };
  return Object.assign(guard, { permission });
}

/** The caller of a route whose guard has run: a signed-in user (401 if a route forgot its guard). */
export function signedIn(request: FastifyRequest): SessionUser {
  if (!request.user) throw unauthorized(tokenFailureMessage(request.authFailure));
  return request.user;
}
