import { SignJWT } from 'jose';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { messages } from '../../src/messages.ts';
import type { App } from '../../src/types.ts';
import { API_KEY, forEachDatabase, JWT_SECRET, OWNER, useTestApp, type CreatedUser } from '../helpers/app.ts';

/**
 * The hostile run's findings on sessions and accounts, each as the attacker saw it:
 * - a token stayed valid for its 3 days after «چوونەدەرەوە»;
 * - a translator could not change their own password or name (403), so could not rotate a leaked password;
 * - a supervisor reset another supervisor's password (200), a developer another developer's (200);
 * - two simultaneous POST /api/users with `raceb…` and `RACEB…` both succeeded;
 * - every signed-in role, translators included, read every staff email from /api/users.
 */

type Json = { message?: string; data?: Record<string, unknown> };
const body = (res: { json: () => unknown }) => res.json() as Json;

forEachDatabase((kind) => {
  const t = useTestApp(kind);
  /** A second instance on the same database: its own process state, nothing shared but the database. */
  let other: App;
  beforeAll(async () => {
    other = await buildApp(t().config, { db: t().db });
  });
  afterAll(async () => {
    await other?.close();
  });

  const verify = (token: string) => t().get('/api/verify-token', { token });
  const verifyOn = (app: App, token: string) =>
    app.inject({
      method: 'GET',
      url: '/api/verify-token',
      headers: { 'x-api-key': API_KEY, authorization: `Bearer ${token}` },
    });
  const logout = (token: string, path = '/api/logout') => t().post(path, undefined, { token });
  const patch = (id: string, payload: unknown, token: string) =>
    t().request('PATCH', `/api/users/${id}`, payload, { token });
  const signIn = (user: CreatedUser, password = user.password) => t().login(user.row.email, password);

  it('signing out ends the token at once: 401 with the Sorani revoked message; other sessions go on', async () => {
    const staff = await t().createUser({ is_admin: true });
    const first = await signIn(staff);
    const second = await signIn(staff);
    expect((await verify(first)).statusCode).toBe(200);

    const out = await logout(first);
    expect(out.statusCode, out.body).toBe(200);
    expect(body(out).data).toEqual({ signedOut: true });

    const write = await t().post(
      '/api/users',
      { name: 'x', username: 'after_out', email: 'a@b.c', password: 'x-123456' },
      {
        token: first,
      },
    );
    for (const res of [await verify(first), await logout(first), write]) {
      expect(res.statusCode).toBe(401);
      expect(body(res)).toEqual({ message: messages.tokenRevoked });
    }
    // a signed-out token reads the public site as anyone would, never as staff
    const asStaff = await t().get('/api/users', { token: first });
    expect(asStaff.body).not.toContain('@example.com');
    expect((await verify(second)).statusCode).toBe(200);
    expect((await logout('not-a-token')).statusCode).toBe(401);
  });

  it('a sign-out on one instance is refused on another at once (the same database, nothing else shared)', async () => {
    const staff = await t().createUser({ is_translator: true });
    const token = await signIn(staff);
    expect((await verifyOn(other, token)).statusCode).toBe(200);
    expect((await logout(token)).statusCode).toBe(200);
    const there = await verifyOn(other, token);
    expect(there.statusCode).toBe(401);
    expect(body(there).message).toBe(messages.tokenRevoked);

    const second = await signIn(staff);
    const outThere = await other.inject({
      method: 'POST',
      url: '/api/logout',
      headers: { 'x-api-key': API_KEY, authorization: `Bearer ${second}` },
    });
    expect(outThere.statusCode).toBe(200);
    expect((await verify(second)).statusCode).toBe(401);
  });

  it('«sign out everywhere» ends every token of that person and none of anyone else', async () => {
    const staff = await t().createUser({ is_designer: true });
    const bystander = await t().createUser({ is_designer: true });
    const tokens = [await signIn(staff), await signIn(staff), staff.token];
    const theirs = await signIn(bystander);
    const out = await logout(tokens[0]!, '/api/logout/all');
    expect(out.statusCode, out.body).toBe(200);
    for (const token of tokens) expect((await verifyOn(other, token)).statusCode).toBe(401);
    expect((await verify(theirs)).statusCode).toBe(200);
    // signing in again right away works: the new session is not caught by the old cut
    expect((await verify(await signIn(staff))).statusCode).toBe(200);
  });

  it('a token from before tokens had an id: signing it out ends every session of that person', async () => {
    const staff = await t().createUser({ is_technique: true });
    const now = Math.floor(Date.now() / 1000);
    const old = await new SignJWT({ id: staff.row.id })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuedAt(now - 60)
      .setExpirationTime(now + 3600)
      .sign(new TextEncoder().encode(JWT_SECRET));
    const newer = staff.token;
    expect((await verify(old)).statusCode).toBe(200);
    expect((await logout(old)).statusCode).toBe(200);
    expect((await verify(old)).statusCode).toBe(401);
    expect((await verify(newer)).statusCode).toBe(401);
  });

  it('signed-out ids are kept until the token would have expired, then pruned', async () => {
    const staff = await t().createUser({ is_translator: true });
    const db = t().db.kysely;
    await db
      .insertInto('revoked_tokens')
      .values({ jti: 'long-expired-token-id', user_id: staff.row.id, expires_at: 1_000 })
      .execute();
    const token = await signIn(staff);
    expect((await logout(token)).statusCode).toBe(200);
    const left = await db.selectFrom('revoked_tokens').select('jti').where('user_id', '=', staff.row.id).execute();
    expect(left).toHaveLength(1);
    expect(left[0]!.jti).not.toBe('long-expired-token-id');
  });

  it('a password change ends the other sessions; the session that made it goes on with the fresh token', async () => {
    const staff = await t().createUser({ is_translator: true });
    const here = await signIn(staff);
    const laptop = await signIn(staff);
    const res = await patch(staff.row.id, { password: 'rotated-password-1', current_password: staff.password }, here);
    expect(res.statusCode, res.body).toBe(200);
    const fresh = body(res).data?.token as string;
    expect(fresh).toEqual(expect.any(String));
    expect((await verify(fresh)).statusCode).toBe(200);
    expect((await verify(laptop)).statusCode).toBe(401);
    expect((await verifyOn(other, laptop)).statusCode).toBe(401);
    expect((await verify(here)).statusCode).toBe(401);
    // the new password signs in, the old one no longer does
    expect(await signIn(staff, 'rotated-password-1')).toEqual(expect.any(String));
    expect((await t().post('/api/login', { email: staff.row.email, password: staff.password })).statusCode).toBe(401);

    // someone else's reset ends every session of the account, and gives the resetter no token
    const owner = await t().login(OWNER.email, OWNER.password);
    const reset = await patch(staff.row.id, { password: 'reset-by-owner-1' }, owner);
    expect(reset.statusCode).toBe(200);
    expect(body(reset).data?.token).toBeUndefined();
    expect((await verify(fresh)).statusCode).toBe(401);
    expect((await verify(owner)).statusCode).toBe(200);
  });

  it('a translator changes their own name and password, and nothing else of their account', async () => {
    const me = await t().createUser({ is_translator: true });
    const token = await signIn(me);
    const named = await patch(me.row.id, { name: 'ناوێکی نوێ' }, token);
    expect(named.statusCode, named.body).toBe(200);
    expect((body(named).data?.user as { name: string }).name).toBe('ناوێکی نوێ');

    const missing = await patch(me.row.id, { password: 'my-new-password-1' }, token);
    expect(missing.statusCode).toBe(400);
    expect(body(missing).message).toBe(messages.currentPasswordRequired);
    const wrong = await patch(me.row.id, { password: 'my-new-password-1', current_password: 'guess-guess' }, token);
    expect(wrong.statusCode).toBe(403);
    expect(body(wrong).message).toBe(messages.currentPasswordWrong);
    expect((await verify(token)).statusCode).toBe(200);

    const changed = await patch(me.row.id, { password: 'my-new-password-1', current_password: me.password }, token);
    expect(changed.statusCode, changed.body).toBe(200);
    const fresh = body(changed).data?.token as string;

    const refused: [string, Record<string, unknown>][] = [
      ['own roles', { is_admin: true }],
      ['own email', { email: 'elsewhere@example.com' }],
      ['own username', { username: 'someone_else' }],
      ['own role label', { role: 'بەڕێوەبەر' }],
      ['name with a role', { name: 'x', is_supervisor: true }],
    ];
    for (const [what, payload] of refused) {
      const res = await patch(me.row.id, payload, fresh);
      expect(res.statusCode, what).toBe(403);
      expect(body(res).message, what).toMatch(/[\u0600-\u06FF]/);
    }
    const row = await t().db.kysely.selectFrom('users').selectAll().where('id', '=', me.row.id).executeTakeFirst();
    expect(row).toMatchObject({ email: me.row.email, username: me.row.username, name: 'ناوێکی نوێ', role: '' });
    expect(Boolean(row?.is_admin)).toBe(false);
    // and never anyone else's name
    const peer = await t().createUser({ is_translator: true });
    expect((await patch(peer.row.id, { name: 'دزراو' }, fresh)).statusCode).toBe(403);
  });

  it('peers cannot take each other over: supervisor, developer and owner on their own kind answer 403', async () => {
    for (const flag of ['is_supervisor', 'is_dev', 'is_owner'] as const) {
      const actor = await t().createUser({ [flag]: true });
      const peer = await t().createUser({ [flag]: true });
      const before = await t()
        .db.kysely.selectFrom('users')
        .selectAll()
        .where('id', '=', peer.row.id)
        .executeTakeFirst();
      const attempts = [
        await patch(peer.row.id, { password: 'taken-over-123' }, actor.token),
        await patch(peer.row.id, { name: 'x' }, actor.token),
        await t().request('DELETE', `/api/users/${peer.row.id}`, undefined, { token: actor.token }),
      ];
      for (const res of attempts) {
        expect(res.statusCode, `${flag}: ${res.body}`).toBe(403);
        expect(body(res).message).toBe(messages.accountOutranked);
      }
      const after = await t()
        .db.kysely.selectFrom('users')
        .selectAll()
        .where('id', '=', peer.row.id)
        .executeTakeFirst();
      expect(after).toEqual(before);
      expect((await verify(peer.token)).statusCode).toBe(200);
    }
    // the rank above still may: a developer resets a supervisor, the owner a developer
    const dev = await t().createUser({ is_dev: true });
    const supervisor = await t().createUser({ is_supervisor: true });
    expect((await patch(supervisor.row.id, { password: 'reset-by-dev-1' }, dev.token)).statusCode).toBe(200);
    const owner = await t().login(OWNER.email, OWNER.password);
    expect((await patch(dev.row.id, { password: 'reset-by-owner-1' }, owner)).statusCode).toBe(200);
  });

  it('two simultaneous creations of `raceb…` and `RACEB…`: one 201, one 409 with the Sorani message, never 500', async () => {
    const owner = await t().login(OWNER.email, OWNER.password);
    for (let round = 0; round < 3; round++) {
      const name = `raceb${kind}${round}`;
      const answers = await Promise.all(
        [name, name.toUpperCase()].map((username, i) =>
          t().post(
            '/api/users',
            {
              name: 'پێشبڕکێ',
              username,
              email: `race-${kind}-${round}-${i}@example.com`,
              password: 'race-password-1',
              is_translator: true,
            },
            { token: owner },
          ),
        ),
      );
      expect(answers.map((r) => r.statusCode).sort(), answers.map((r) => r.body).join(' | ')).toEqual([201, 409]);
      expect(body(answers.find((r) => r.statusCode === 409)!)).toEqual({ message: messages.usernameTaken });
    }
    const email = `Race-Mail-${kind}@Example.com`;
    const answers = await Promise.all(
      [email, email.toLowerCase()].map((address, i) =>
        t().post(
          '/api/users',
          { name: 'پێشبڕکێ', username: `racemail_${kind}_${i}`, email: address, password: 'race-password-1' },
          { token: owner },
        ),
      ),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(body(answers.find((r) => r.statusCode === 409)!)).toEqual({ message: messages.emailTaken });
  });

  it('the database itself refuses a second spelling of a username or email', async () => {
    const staff = await t().createUser({});
    const db = t().db.kysely;
    const row = (id: string, username: string, email: string) => ({
      id,
      name: 'نووسراو بە دەست',
      username,
      email,
      password_hash: staff.row.password_hash,
      created_at: Date.now(),
      updated_at: Date.now(),
    });
    await expect(
      db
        .insertInto('users')
        .values(row('aaaaaaaaaaaaaaaaaaaaaaa1', staff.row.username.toUpperCase(), 'x1@example.com'))
        .execute(),
    ).rejects.toThrow();
    await expect(
      db
        .insertInto('users')
        .values(row('aaaaaaaaaaaaaaaaaaaaaaa2', 'another_one', staff.row.email.toUpperCase()))
        .execute(),
    ).rejects.toThrow();
  });

  it("a translator's /api/users has no staff emails but their own; account managers see them", async () => {
    const translator = await t().createUser({ is_translator: true });
    const supervisor = await t().createUser({ is_supervisor: true });
    type Listed = { data: { pagination_info: { results: { _id: string; email?: string }[] } } };
    const list = async (token: string) =>
      ((await t().get('/api/users?limit=-1', { token })).json() as Listed).data.pagination_info.results;

    const seen = await list(await signIn(translator));
    expect(seen.length).toBeGreaterThan(2);
    for (const user of seen) {
      if (user._id === translator.row.id) expect(user.email).toBe(translator.row.email);
      else expect(user.email, user._id).toBeUndefined();
    }
    const one = await t().get(`/api/users/${supervisor.row.id}`, { token: translator.token });
    expect(one.statusCode).toBe(200);
    expect(one.body).not.toContain(supervisor.row.email);
    const mine = await t().get(`/api/users/${translator.row.id}`, { token: translator.token });
    expect(mine.body).toContain(translator.row.email);

    const managed = await list(supervisor.token);
    expect(managed.every((user) => typeof user.email === 'string')).toBe(true);
  });
});
