import { SignJWT, decodeJwt, decodeProtectedHeader } from 'jose';
import { describe, expect, it } from 'vitest';
import { TOKEN_LIFETIME_SECONDS } from '../../src/auth/tokens.ts';
import { UsersRepository } from '../../src/repositories/users.ts';
import { forEachDatabase, JWT_SECRET, OWNER, useTestApp } from '../helpers/app.ts';

const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

forEachDatabase((kind) => {
  describe('POST /api/login', () => {
    const t = useTestApp(kind);

    it('answers a 3-day HS256 token carrying id, iat and exp', async () => {
      const res = await t().post('/api/login', { email: OWNER.email, password: OWNER.password });
      expect(res.statusCode).toBe(200);
      const { token } = (res.json() as { data: { token: string } }).data;
      expect(decodeProtectedHeader(token).alg).toBe('HS256');
      const claims = decodeJwt(token);
      expect(typeof claims.id).toBe('string');
      expect(claims.exp! - claims.iat!).toBe(TOKEN_LIFETIME_SECONDS);
      expect(Math.abs(claims.iat! - Date.now() / 1000)).toBeLessThan(5);
    });

    it('matches the email case-insensitively', async () => {
      const res = await t().post('/api/login', { email: '  OWNER@Example.COM ', password: OWNER.password });
      expect(res.statusCode).toBe(200);
    });

    it('stores passwords as argon2id hashes', async () => {
      const row = await new UsersRepository(t().db.kysely).findByEmail(OWNER.email);
      expect(row?.password_hash).toMatch(/^\$argon2id\$/);
      expect(row?.password_hash).not.toContain(OWNER.password);
    });

    it('gives the same 401 message for a wrong password and an unknown email', async () => {
      const wrong = await t().post('/api/login', { email: OWNER.email, password: 'not-the-password' });
      const unknown = await t().post('/api/login', { email: 'nobody@example.com', password: OWNER.password });
      expect(wrong.statusCode).toBe(401);
      expect(unknown.statusCode).toBe(401);
      expect(wrong.json()).toEqual(unknown.json());
      expect((wrong.json() as { message: string }).message).toMatch(/[\u0600-\u06FF]/);
    });

    it('names the missing or empty field', async () => {
      const noEmail = await t().post('/api/login', { password: 'x' });
      expect(noEmail.statusCode).toBe(400);
      expect((noEmail.json() as { message: string }).message).toContain('«ئیمەیڵ»');
      const empty = await t().post('/api/login', { email: OWNER.email, password: '' });
      expect(empty.statusCode).toBe(400);
      expect((empty.json() as { message: string }).message).toContain('«وشەی نهێنی»');
      const noBody = await t().post('/api/login');
      expect(noBody.statusCode).toBe(400);
    });
  });

  describe('login rate limit', () => {
    const t = useTestApp(kind, { config: { loginRateLimit: { max: 3, windowMs: 60_000 } } });

    it('answers 429 with a clear Sorani message after the configured attempts', async () => {
      for (let i = 0; i < 3; i++) {
        const res = await t().post('/api/login', { email: OWNER.email, password: 'wrong' });
        expect(res.statusCode).toBe(401);
      }
      const limited = await t().post('/api/login', { email: OWNER.email, password: OWNER.password });
      expect(limited.statusCode).toBe(429);
      expect(limited.headers['retry-after']).toBeDefined();
      const { message } = limited.json() as { message: string };
      expect(message).toMatch(/[\u0600-\u06FF]/);
      expect(Object.keys(limited.json() as object)).toEqual(['message']);
      // other routes are not limited
      expect((await t().get('/api/movies')).statusCode).toBe(200);
    });
  });

  describe('GET /api/verify-token', () => {
    const t = useTestApp(kind);
    const verify = (token?: string, headers?: Record<string, string>) =>
      t().get('/api/verify-token', { ...(token ? { token } : {}), ...(headers ? { headers } : {}) });

    it('reports a good token as valid', async () => {
      const token = await t().login(OWNER.email, OWNER.password);
      const res = await verify(token);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ data: { valid: true } });
    });

    it('refuses a missing or malformed header', async () => {
      expect((await verify()).statusCode).toBe(401);
      expect((await verify(undefined, { authorization: 'Basic abc' })).statusCode).toBe(401);
      expect((await verify('not.a.jwt')).statusCode).toBe(401);
    });

    it('refuses an expired token', async () => {
      const { row } = await t().createUser({ is_admin: true });
      const longAgo = Math.floor(Date.now() / 1000) - TOKEN_LIFETIME_SECONDS - 60;
      const res = await verify(await t().token(row.id, longAgo));
      expect(res.statusCode).toBe(401);
      expect((res.json() as { message: string }).message).toMatch(/[\u0600-\u06FF]/);
    });

    it('refuses a token signed with another secret', async () => {
      const { row } = await t().createUser({ is_admin: true });
      const forged = await new SignJWT({ id: row.id })
        .setProtectedHeader({ alg: 'HS256' })
        .setIssuedAt()
        .setExpirationTime('3d')
        .sign(new TextEncoder().encode(`${JWT_SECRET}-but-not-quite`));
      expect((await verify(forged)).statusCode).toBe(401);
    });

    it('refuses alg: none', async () => {
      const { row } = await t().createUser({ is_owner: true });
      const now = Math.floor(Date.now() / 1000);
      const unsigned = `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ id: row.id, iat: now, exp: now + 3600 })}.`;
      expect((await verify(unsigned)).statusCode).toBe(401);
    });

    it('refuses other algorithms with the same secret (HS512)', async () => {
      const { row } = await t().createUser({ is_owner: true });
      const other = await new SignJWT({ id: row.id })
        .setProtectedHeader({ alg: 'HS512' })
        .setIssuedAt()
        .setExpirationTime('3d')
        .sign(new TextEncoder().encode(JWT_SECRET));
      expect((await verify(other)).statusCode).toBe(401);
    });

    it("refuses a deleted user's token", async () => {
      const { row, token } = await t().createUser({ is_admin: true });
      expect((await verify(token)).statusCode).toBe(200);
      await t().db.kysely.deleteFrom('users').where('id', '=', row.id).execute();
      const res = await verify(token);
      expect(res.statusCode).toBe(401);
    });

    it('refuses tokens issued before a role change, accepts a fresh login', async () => {
      const { row, token, password } = await t().createUser({ is_admin: true });
      expect((await verify(token)).statusCode).toBe(200);
      await new UsersRepository(t().db.kysely).updateRoles(row.id, { is_admin: false, is_translator: true });
      expect((await verify(token)).statusCode).toBe(401);
      const fresh = await t().login(row.email, password);
      expect((await verify(fresh)).statusCode).toBe(200);
    });

    it('does not let a bad token break a public route', async () => {
      const res = await t().get('/api/movies', { token: 'garbage' });
      expect(res.statusCode).toBe(200);
    });
  });
});
