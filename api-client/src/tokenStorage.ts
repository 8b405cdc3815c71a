import { jwtDecode } from 'jwt-decode';
import { STAFF_VIEW_COOKIE } from '@ckb/contract/roles';
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

/**
 * The token in the staff cookie as well: a page load sends no Authorization header, and the api leaves a signed-in
 * staff member's page loads uncounted by it (api/README.md "Views"). Max-Age 0 removes it.
 */
function staffCookie(value: string, maxAgeSeconds: number): void {
  if (typeof document === 'undefined') return;
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${STAFF_VIEW_COOKIE}=${value}; Path=/; Max-Age=${maxAgeSeconds}; SameSite=Lax${secure}`;
}

export function saveToken(token: string, now = Date.now()): void {
  const s = storage();
  s?.setItem(TOKEN_KEY, token);
  s?.setItem(EXPIRY_KEY, String(now + SESSION_MS));
  staffCookie(token, SESSION_MS / 1000);
}

export function clearToken(): void {
  const s = storage();
  s?.removeItem(TOKEN_KEY);
  s?.removeItem(EXPIRY_KEY);
  staffCookie('', 0);
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
  // a session begun before the cookie existed, or whose cookie the browser dropped, gets it back
  if (typeof document !== 'undefined' && !document.cookie.includes(`${STAFF_VIEW_COOKIE}=${token}`)) {
    staffCookie(token, Math.floor((expiry - now) / 1000));
  }
  return { token, claims };
}
