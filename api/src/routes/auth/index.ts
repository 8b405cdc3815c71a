import { requireRole, signedIn } from '../../auth/guards.ts';
import { verifyAgainstDummy, verifyPassword } from '../../auth/passwords.ts';
import type { TokenClaims } from '../../auth/tokens.ts';
import { unauthorized } from '../../lib/http-errors.ts';
import { messages } from '../../messages.ts';
import type { App } from '../../types.ts';
import { loginSchema, logoutEverywhereSchema, logoutSchema, verifySchema } from './schemas.ts';

export interface AuthRouteOptions {
  loginRateLimit: { max: number; windowMs: number };
}

/** POST /api/login, GET /api/verify-token, POST /api/logout and /api/logout/all (SPEC §7 "Auth and users"). */
export default async function authRoutes(app: App, opts: AuthRouteOptions): Promise<void> {
  app.post(
    '/login',
    {
      schema: loginSchema,
      config: { rateLimit: { max: opts.loginRateLimit.max, timeWindow: opts.loginRateLimit.windowMs } },
    },
    async (request) => {
      const { email, password } = request.body;
      const user = await app.repos.users.findByEmail(email);
      // The same answer (and about the same time) for an unknown email and a wrong password.
      const ok = user ? await verifyPassword(user.password_hash, password) : await verifyAgainstDummy(password);
      if (!user || !ok) throw unauthorized(messages.loginFailed);
      // Never before the last role change, or the fresh token would count as revoked.
      const issuedAt = Math.max(Math.floor(Date.now() / 1000), Number(user.tokens_valid_after));
      return { data: { token: await app.auth.sign(user.id, issuedAt) } };
    },
  );

  app.get('/verify-token', { schema: verifySchema, onRequest: requireRole('auth.verify') }, async () => ({
    data: { valid: true as const },
  }));

  app.post('/logout', { schema: logoutSchema, onRequest: requireRole('auth.verify') }, async (request) => {
    signedIn(request);
    // set with request.user by the auth plugin
    await app.auth.sessions.end(request.session as TokenClaims);
    return { data: { signedOut: true as const } };
  });

  app.post(
    '/logout/all',
    { schema: logoutEverywhereSchema, onRequest: requireRole('auth.verify') },
    async (request) => {
      await app.auth.sessions.endAll(signedIn(request).id);
      return { data: { signedOut: true as const } };
    },
  );
}
