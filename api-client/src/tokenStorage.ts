import { jwtDecode } from 'jwt-decode';
import type { TokenClaims } from './types.ts';

const TOKEN_KEY = 'token';
const EXPIRY_KEY = 'tokenExpiry';
/** SPEC §9: the login session lives 3 days on the client. */
export const SESSION_MS = 3 * 24 * 60 * 60 * 1000;

function storage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined; // storage disabled (privacy mode): behave as signed out
  }
}

/** Decodes a token; `null` for anything that is not a well-formed JWT carrying `id` and `exp` (SPEC §5). */
export function decodeToken(token: unknown): TokenClaims | null {
  if (typeof token !== 'string' || token.split('.').length !== 3) return null;
  try {
    const claims = jwtDecode<Partial<TokenClaims>>(token);
    if (typeof claims.id !== 'string' || typeof claims.exp !== 'number') return null;
    return { id: claims.id, exp: claims.exp, ...(claims.iat ? { iat: claims.iat } : {}) };
  } catch {
    return null;
  }
}

export function isExpired(claims: TokenClaims, now = Date.now()): boolean {
  return claims.exp * 1000 <= now;
}

export function saveToken(token: string, now = Date.now()): void {
  const s = storage();
  s?.setItem(TOKEN_KEY, token);
  s?.setItem(EXPIRY_KEY, String(now + SESSION_MS));
}

export function clearToken(): void {
  const s = storage();
  s?.removeItem(TOKEN_KEY);
  s?.removeItem(EXPIRY_KEY);
}

/** The stored token if it is still usable: decodable, not past its own exp nor the 3-day client expiry. */
export function readStoredToken(now = Date.now()): { token: string; claims: TokenClaims } | null {
  const s = storage();
  const token = s?.getItem(TOKEN_KEY);
  if (!token) return null;
  const expiry = Number(s?.getItem(EXPIRY_KEY));
  const claims = decodeToken(token);
  if (!claims || isExpired(claims, now) || !Number.isFinite(expiry) || expiry <= now) {
    clearToken();
    return null;
  }
  return { token, claims };
}
