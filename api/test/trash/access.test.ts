import { expect, it } from 'vitest';
import type { RoleFlags } from '@ckb/contract/roles';
import { forEachDatabase, OWNER, useTestApp } from '../helpers/app.ts';
import { seriesBody } from '../helpers/fixtures.ts';
import { client } from './helpers.ts';

/**
 * Who sees, restores and purges what: the trash's calls are for whoever may delete something; each item for
 * whoever may delete its kind (owner and dev: every kind), and an account only for whoever may delete that
 * account (the account rule). The list is paged, newest first, and says who deleted what and when.
 */

interface Listed {
  _id: string;
  kind: string;
  label: string;
  deleted_by: { _id: string; name: string } | null;
}
type Page = { data: { pagination_info: { results: Listed[]; totalItems: number; totalPages: number } } };

forEachDatabase((kind) => {
  const t = useTestApp(kind);
  let token = '';
  const owner = async () => (token ||= await t().login(OWNER.email, OWNER.password));
  const c = client(t, owner);

  it('the role matrix of list, restore and purge', async () => {
    const s = await c.create('/api/series', seriesBody({ en: 'Matrix Series' }));
    const seriesTrash = await c.remove(`/api/series/${s._id}`);
    const member = await t().createUser({ is_translator: true });
    const userTrash = await c.remove(`/api/users/${member.row.id}`);
    const dev = await t().createUser({ is_dev: true });
    const devTrash = await c.remove(`/api/users/${dev.row.id}`);

    const as = async (flags: Partial<RoleFlags>) => (await t().createUser(flags)).token;
    const who: Record<string, string | undefined> = {
      anonymous: undefined,
      owner: await owner(),
      dev: await as({ is_dev: true }),
      admin: await as({ is_admin: true }),
      supervisor: await as({ is_supervisor: true }),
      translator: await as({ is_translator: true }),
      designer: await as({ is_designer: true }),
    };
    const list = async (name: string) => {
      const res = await t().get('/api/trash?limit=50', who[name] ? { token: who[name] } : {});
      return res.statusCode === 200
        ? (res.json() as Page).data.pagination_info.results.map((r) => r._id).sort()
        : res.statusCode;
    };
    expect(await list('anonymous')).toBe(401);
    expect(await list('translator')).toBe(403);
    expect(await list('designer')).toBe(403);
    expect(await list('owner')).toEqual([seriesTrash, userTrash, devTrash].sort());
    expect(await list('dev')).toEqual([seriesTrash, userTrash, devTrash].sort());
    // admins delete works and accounts; supervisors only accounts
    expect(await list('admin')).toEqual([seriesTrash, userTrash, devTrash].sort());
    expect(await list('supervisor')).toEqual([userTrash, devTrash].sort());

    const act = async (name: string, method: 'POST' | 'DELETE', id: string) =>
      (
        await t().request(method, method === 'POST' ? `/api/trash/${id}/restore` : `/api/trash/${id}`, undefined, {
          ...(who[name] ? { token: who[name] } : {}),
        })
      ).statusCode;
    for (const method of ['POST', 'DELETE'] as const) {
      expect(await act('anonymous', method, seriesTrash)).toBe(401);
      expect(await act('translator', method, seriesTrash)).toBe(403);
      expect(await act('supervisor', method, seriesTrash)).toBe(403);
      // the account rule: an admin may not bring back (or purge) a developer's account
      expect(await act('admin', method, devTrash)).toBe(403);
      expect(await act('supervisor', method, devTrash)).toBe(403);
    }
    expect(await act('supervisor', 'POST', userTrash)).toBe(200);
    expect(await act('admin', 'POST', seriesTrash)).toBe(200);
    // nor a developer a developer's: peers never act on each other; the owner may
    expect(await act('dev', 'DELETE', devTrash)).toBe(403);
    expect(await act('owner', 'DELETE', devTrash)).toBe(204);
    expect(await list('owner')).toEqual([]);
  });

  it('lists newest first, by kind, paged, with who deleted it and a label naming the rows above', async () => {
    const admin = await t().createUser({ is_admin: true }, { name: 'ئاراس' });
    let s = await c.create('/api/series', seriesBody({ ku: 'زنجیرەی لیست' }));
    s = await c.create(`/api/series/${s._id}/session`, { name_session: 2 });
    s = await c.create(`/api/series/${s._id}/session/${s.session[0]!._id}/epsode`, { name_epsode: 5 });
    const episode = `/api/series/${s._id}/session/${s.session[0]!._id}/epsode/${s.session[0]!.epsode[0]!._id}`;
    const del = await t().request('DELETE', episode, undefined, { token: admin.token });
    expect(del.statusCode).toBe(200);
    const first = String(del.headers['x-trash-id']);
    const second = await c.remove(`/api/series/${s._id}/session/${s.session[0]!._id}`);

    const page = (await t().get('/api/trash?limit=1', { token: await owner() })).json() as Page;
    expect(page.data.pagination_info.results.map((r) => r._id)).toEqual([second]);
    expect(page.data.pagination_info.totalPages).toBe(page.data.pagination_info.totalItems);
    const episodes = (await t().get('/api/trash?kind=episode', { token: await owner() })).json() as Page;
    expect(episodes.data.pagination_info.results).toEqual([
      expect.objectContaining({
        _id: first,
        kind: 'episode',
        label: 'زنجیرەی لیست › وەرزی ٢ › ئەڵقەی ٥',
        deleted_by: { _id: admin.row.id, name: 'ئاراس' },
        work: { _id: s._id, kind: 'series' },
        rows: 1,
        files: 0,
      }),
    ]);
    const bad = await t().get('/api/trash?kind=nothing', { token: await owner() });
    expect(bad.statusCode).toBe(400);
  });
});
