import { expect, it } from 'vitest';
import { forEachDatabase, OWNER, useTestApp } from '../helpers/app.ts';

interface UserBody {
  _id: string;
  name: string;
  username: string;
  email?: string;
  is_owner: boolean;
  is_translator: boolean;
  is_admin: boolean;
  associatedWorks?: unknown;
  [key: string]: unknown;
}
type One = { data: { user: UserBody } };
const msg = (res: { json: () => unknown }) => (res.json() as { message: string }).message;

let n = 0;
const fresh = (extra: Record<string, unknown> = {}) => {
  n++;
  return {
    name: `ناو ${n}`,
    username: `person_${n}`,
    email: `person${n}@example.com`,
    password: 'Secret-pass-1',
    ...extra,
  };
};

forEachDatabase((kind) => {
  const t = useTestApp(kind);
  const owner = () => t().login(OWNER.email, OWNER.password);

  it('POST /api/users creates an account: 201 { data: { user } } with email, never the password', async () => {
    const body = fresh({ is_translator: true, role: 'وەرگێڕ' });
    const res = await t().post('/api/users', body, { token: await owner() });
    expect(res.statusCode, res.body).toBe(201);
    const { user } = (res.json() as One).data;
    expect(user).toMatchObject({
      _id: expect.stringMatching(/^[0-9a-f]{24}$/),
      name: body.name,
      username: body.username,
      email: body.email,
      role: 'وەرگێڕ',
      is_translator: true,
      is_owner: false,
      avatar: { low: '/img/default/default.png', original: '/img/default/default.png' },
      associatedWorks: { movies: { translator: [] }, manga: { designer: [] } },
    });
    expect(res.body).not.toMatch(/password|argon2|Secret-pass/);
    // the new account can sign in
    expect(await t().login(body.email, body.password)).toEqual(expect.any(String));
  });

  it('answers 409 for a taken email or username (case-insensitive), 400 naming bad fields', async () => {
    const token = await owner();
    const first = fresh();
    expect((await t().post('/api/users', first, { token })).statusCode).toBe(201);
    const sameEmail = await t().post('/api/users', fresh({ email: first.email.toUpperCase() }), { token });
    expect(sameEmail.statusCode).toBe(409);
    expect(msg(sameEmail)).toContain('ئەم ئیمەیڵە');
    const sameUsername = await t().post('/api/users', fresh({ username: first.username.toUpperCase() }), { token });
    expect(sameUsername.statusCode).toBe(409);
    expect(msg(sameUsername)).toContain('ئەم ناوی بەکارهێنەرە');

    const cases: [Record<string, unknown>, string][] = [
      [fresh({ username: 'has space' }), '«ناوی بەکارهێنەر»'],
      [fresh({ email: 'not-an-email' }), '«ئیمەیڵ»'],
      [fresh({ password: 'short' }), '«وشەی نهێنی»'],
      [fresh({ name: '   ' }), '«ناو»'],
      [fresh({ is_admin: 'yes' }), '«بەڕێوەبەر»'],
      [fresh({ password_hash: 'x' }), '«password_hash»'],
      [{ ...fresh(), name: undefined }, '«ناو»'],
    ];
    for (const [body, field] of cases) {
      const res = await t().post('/api/users', body, { token });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(msg(res)).toContain(field);
    }
  });

  it('only an owner creates an owner', async () => {
    const admin = await t().createUser({ is_admin: true });
    const res = await t().post('/api/users', fresh({ is_owner: true }), { token: admin.token });
    expect(res.statusCode).toBe(403);
    expect(msg(res)).toContain('«خاوەن»');
    const byOwner = await t().post('/api/users', fresh({ is_owner: 'true' }), { token: await owner() });
    expect(byOwner.statusCode).toBe(201);
    expect((byOwner.json() as One).data.user.is_owner).toBe(true);
  });

  it('PATCH changes fields; a blank password keeps the old one; role changes revoke old tokens', async () => {
    const token = await owner();
    const body = fresh();
    const created = (await t().post('/api/users', body, { token })).json() as One;
    const id = created.data.user._id;
    const userToken = await t().login(body.email, body.password);
    expect((await t().get('/api/verify-token', { token: userToken })).statusCode).toBe(200);

    const renamed = await t().request('PATCH', `/api/users/${id}`, { name: 'نوێ', password: '' }, { token });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect((renamed.json() as One).data.user.name).toBe('نوێ');
    // not a role change: the token still works, and the old password too
    expect((await t().get('/api/verify-token', { token: userToken })).statusCode).toBe(200);
    expect(await t().login(body.email, body.password)).toEqual(expect.any(String));

    const promoted = await t().request('PATCH', `/api/users/${id}`, { is_admin: true }, { token });
    expect((promoted.json() as One).data.user.is_admin).toBe(true);
    expect((await t().get('/api/verify-token', { token: userToken })).statusCode).toBe(401);

    const newPassword = await t().request('PATCH', `/api/users/${id}`, { password: 'Another-pass-2' }, { token });
    expect(newPassword.statusCode).toBe(200);
    await expect(t().login(body.email, body.password)).rejects.toThrow();
    expect(await t().login(body.email, 'Another-pass-2')).toEqual(expect.any(String));

    expect((await t().request('PATCH', `/api/users/${id}`, { password: 'short' }, { token })).statusCode).toBe(400);
    expect((await t().request('PATCH', `/api/users/${id}`, {}, { token })).statusCode).toBe(400);
  });

  it('PATCH answers 404 for unknown ids and 409 for a taken email', async () => {
    const token = await owner();
    const res = await t().request('PATCH', '/api/users/0123456789abcdef01234567', { name: 'x' }, { token });
    expect(res.statusCode).toBe(404);
    const a = (await t().post('/api/users', fresh(), { token })).json() as One;
    const taken = await t().request('PATCH', `/api/users/${a.data.user._id}`, { email: OWNER.email }, { token });
    expect(taken.statusCode).toBe(409);
  });

  it('owner accounts: changed only by themselves, and the last owner keeps is_owner and cannot be deleted', async () => {
    const ownerToken = await owner();
    const ownerId = (await t().get('/api/users?limit=-1')).json() as {
      data: { pagination_info: { results: UserBody[] } };
    };
    const me = ownerId.data.pagination_info.results.find((u) => u.username === OWNER.username)!;
    const supervisor = await t().createUser({ is_supervisor: true });

    const edit = await t().request('PATCH', `/api/users/${me._id}`, { name: 'هاک' }, { token: supervisor.token });
    expect(edit.statusCode).toBe(403);
    const promote = await t().request(
      'PATCH',
      `/api/users/${supervisor.row.id}`,
      { is_owner: true },
      { token: supervisor.token },
    );
    expect(promote.statusCode).toBe(403);
    const del = await t().request('DELETE', `/api/users/${me._id}`, undefined, { token: supervisor.token });
    expect(del.statusCode).toBe(403);

    // how many owners are there now? demote / delete every other one first
    const owners = (
      (await t().get('/api/users?limit=-1')).json() as {
        data: { pagination_info: { results: UserBody[] } };
      }
    ).data.pagination_info.results.filter((u) => u.is_owner && u._id !== me._id);
    for (const o of owners) {
      // an owner is no one's to remove but its own: each other owner leaves by itself
      expect((await t().request('DELETE', `/api/users/${o._id}`, undefined, { token: ownerToken })).statusCode).toBe(
        403,
      );
      const itself = await t().token(o._id);
      expect((await t().request('DELETE', `/api/users/${o._id}`, undefined, { token: itself })).statusCode).toBe(200);
    }
    // the last owner cannot demote itself: nobody changes their own roles, last owner or not
    const demote = await t().request('PATCH', `/api/users/${me._id}`, { is_owner: false }, { token: ownerToken });
    expect(demote.statusCode).toBe(403);
    const deleteLast = await t().request('DELETE', `/api/users/${me._id}`, undefined, { token: ownerToken });
    expect(deleteLast.statusCode).toBe(409);
    // sending the unchanged flag is fine
    const same = await t().request('PATCH', `/api/users/${me._id}`, { is_owner: true }, { token: ownerToken });
    expect(same.statusCode).toBe(200);

    // a second owner cannot demote, reset or delete the first (peers never act on each other), nor the other way
    const second = (await t().post('/api/users', fresh({ is_owner: true }), { token: ownerToken })).json() as One;
    const stepDown = await t().request('PATCH', `/api/users/${me._id}`, { is_owner: false }, { token: ownerToken });
    expect(stepDown.statusCode).toBe(403);
    const secondToken = await t().token(second.data.user._id);
    for (const [token, id] of [
      [secondToken, me._id],
      [ownerToken, second.data.user._id],
    ] as const) {
      const demote = await t().request('PATCH', `/api/users/${id}`, { is_owner: false }, { token });
      expect(demote.statusCode).toBe(403);
      const reset = await t().request('PATCH', `/api/users/${id}`, { password: 'owner-takeover-1' }, { token });
      expect(reset.statusCode).toBe(403);
      expect((await t().request('DELETE', `/api/users/${id}`, undefined, { token })).statusCode).toBe(403);
    }
    // the second owner may still leave by itself
    const leaves = await t().request('DELETE', `/api/users/${second.data.user._id}`, undefined, { token: secondToken });
    expect(leaves.statusCode).toBe(200);
  });

  it('DELETE removes the account, answers it as it was, and its tokens stop working', async () => {
    const token = await owner();
    const body = fresh({ is_designer: true });
    const created = (await t().post('/api/users', body, { token })).json() as One;
    const userToken = await t().login(body.email, body.password);
    const res = await t().request('DELETE', `/api/users/${created.data.user._id}`, undefined, { token });
    expect(res.statusCode).toBe(200);
    expect((res.json() as One).data.user).toMatchObject({ _id: created.data.user._id, username: body.username });
    expect((await t().get(`/api/users/${created.data.user._id}`)).statusCode).toBe(404);
    expect((await t().get('/api/verify-token', { token: userToken })).statusCode).toBe(401);
    const again = await t().request('DELETE', `/api/users/${created.data.user._id}`, undefined, { token });
    expect(again.statusCode).toBe(404);
  });
});
