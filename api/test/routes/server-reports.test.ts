import { expect, it } from 'vitest';
import { forEachDatabase, OWNER, useTestApp } from '../helpers/app.ts';

type Reports = { data: { reports: Array<{ server_id: string; count: number; last_reported_at: number }> } };

forEachDatabase((kind) => {
  const t = useTestApp(kind, { seed: 'demo' });

  /** A visible film's first server, and a visible series' episode server. */
  async function servers() {
    const db = t().db.kysely;
    const film = await db
      .selectFrom('servers')
      .innerJoin('works', 'works.id', 'servers.work_id')
      .select(['servers.id as id', 'works.id as work'])
      .where('works.active_show', '=', true)
      .executeTakeFirstOrThrow();
    const hidden = await db
      .selectFrom('servers')
      .innerJoin('works', 'works.id', 'servers.work_id')
      .select('servers.id as id')
      .where('works.active_show', '=', false)
      .executeTakeFirstOrThrow();
    return { film, hidden };
  }
  const report = (id: string, ip = '203.0.113.7') =>
    t().post(`/api/servers/${id}/report`, undefined, { remoteAddress: ip });
  const owner = async () => t().login(OWNER.email, OWNER.password);

  it('counts one report per visitor, however often they press, and shows staff the count per server', async () => {
    const { film } = await servers();
    for (let i = 0; i < 3; i++) expect((await report(film.id)).statusCode).toBe(202);
    expect((await report(film.id, '198.51.100.9')).statusCode).toBe(202);

    const res = await t().get('/api/servers/reports', { token: await owner() });
    expect(res.statusCode, res.body).toBe(200);
    const { reports } = (res.json() as Reports).data;
    expect(reports).toEqual([{ server_id: film.id, count: 2, last_reported_at: expect.any(Number) }]);
    const ofWork = await t().get(`/api/servers/reports?work=${film.work}`, { token: await owner() });
    expect((ofWork.json() as Reports).data.reports).toHaveLength(1);
    const ofOther = await t().get('/api/servers/reports?work=000000000000000000000000', { token: await owner() });
    expect((ofOther.json() as Reports).data.reports).toEqual([]);
  });

  it('refuses unknown servers and those of hidden works with a Sorani 404', async () => {
    const { hidden } = await servers();
    for (const id of ['000000000000000000000000', hidden.id]) {
      const res = await report(id);
      expect(res.statusCode).toBe(404);
      expect((res.json() as { message: string }).message).toMatch(/[\u0600-\u06FF]/);
    }
  });

  it('keeps the counts for staff who edit works, and stops a flood from one address', async () => {
    expect((await t().get('/api/servers/reports')).statusCode).toBe(401);
    const translator = await t().createUser({ is_translator: true });
    expect((await t().get('/api/servers/reports', { token: translator.token })).statusCode).toBe(403);

    const { film } = await servers();
    const codes: number[] = [];
    for (let i = 0; i < 25; i++) codes.push((await report(film.id, '192.0.2.44')).statusCode);
    expect(codes.filter((c) => c === 202)).toHaveLength(20);
    expect(codes.at(-1)).toBe(429);
  });
});
