import { randomBytes } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';

/** SPEC §9: the session lasts 3 days. */
export const TOKEN_LIFETIME_SECONDS = 3 * 24 * 60 * 60;

export interface TokenClaims {
  id: string;
  iat: number;
  exp: number;
  /** The token's own id, revoked by a sign-out; absent from tokens signed before sign-out existed. */
  jti: string | null;
}

export type TokenFailure = 'missing' | 'invalid' | 'expired' | 'revoked';

export class TokenError extends Error {
  constructor(readonly reason: TokenFailure) {
    super(`token ${reason}`);
  }
}

export const secretKey = (secret: string): Uint8Array => new TextEncoder().encode(secret);

/** 128 random bits, base64url: 22 characters. */
const newTokenId = (): string => randomBytes(16).toString('base64url');

/**
 * Signs `{ id, iat, exp, jti }` with HS256. `issuedAt` may be pushed forward to a user's
 * tokens_valid_after, so a login right after a role change is not caught by the revocation.
 */
export async function signToken(
  key: Uint8Array,
  userId: string,
  issuedAt = Math.floor(Date.now() / 1000),
): Promise<string> {
  return new SignJWT({ id: userId })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + TOKEN_LIFETIME_SECONDS)
    .setJti(newTokenId())
    .sign(key);
}

/** Checks signature (HS256 only: `alg: none` and other algorithms fail), expiry and claim types. */
export async function verifyToken(key: Uint8Array, token: string): Promise<TokenClaims> {
  try {
    const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'], requiredClaims: ['id', 'iat', 'exp'] });
    if (typeof payload.id !== 'string' || typeof payload.iat !== 'number' || typeof payload.exp !== 'number') {
      throw new TokenError('invalid');
    }
    if (payload.jti !== undefined && (typeof payload.jti !== 'string' || payload.jti.length > 32)) {
      throw new TokenError('invalid');
    }
    return { id: payload.id, iat: payload.iat, exp: payload.exp, jti: payload.jti ?? null };
  } catch (err) {
    if (err instanceof TokenError) throw err;
    if (err instanceof errors.JWTExpired) throw new TokenError('expired');
    throw new TokenError('invalid');
  }
}

const VERIFIED_MAX = 10_000;

/**
 * verifyToken with a memory of the tokens it has already verified: a signature checked once is the same
 * signature on the next request (about a third of a signed-in read's time went to HMAC on every call). Only
 * the signature is remembered; expiry is checked each time, and whether the session still holds is the
 * auth plugin's question (the database), never answered from here. At most VERIFIED_MAX tokens, oldest first.
 */
export function tokenVerifier(key: Uint8Array): (token: string) => Promise<TokenClaims> {
  const verified = new Map<string, TokenClaims>();
  return async (token) => {
    const known = verified.get(token);
    if (known) {
      if (known.exp * 1000 > Date.now()) return known;
      verified.delete(token);
      throw new TokenError('expired');
    }
    const claims = await verifyToken(key, token);
    if (verified.size >= VERIFIED_MAX) verified.delete(verified.keys().next().value as string);
    verified.set(token, claims);
    return claims;
  };
}

/** Reads `Authorization: Bearer <token>`; anything else counts as no token. */
export function bearerToken(header: string | undefined): string | null {
  if (!header) return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1] ?? null;
}
