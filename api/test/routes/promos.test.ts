import { expect, it } from 'vitest';
import { ROLE_FLAGS, type RoleFlag } from '@ckb/contract/roles';
import { forEachDatabase, useTestApp, type TestApp } from '../helpers/app.ts';
import { expectConsistent, image, makeWork, upload } from '../media/helpers.ts';

/**
 * Ads and banners as content. Real database (SQLite and PostgreSQL), real images through
 * the media pipeline, the click redirect and the counts.
 */

const WORK_EDITORS: RoleFlag[] = ['is_dev', 'is_owner', 'is_admin'];
const today = () => new Date().toISOString().slice(0, 10);
const dayOffset = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

async function adWithImages(t: TestApp, token: string, body: Record<string, unknown> = {}) {
  const res = await t.post('/api/ads', { link: 'https://sponsor.example/x', ...body }, { token });
  expect(res.statusCode, res.body).toBe(201);
  const id = (res.json() as { data: { ad: { _id: string } } }).data.ad._id;
  const d = await upload(t, {
    url: `/api/ads/${id}/upload/desktop`,
    token,
    parts: [{ field: 'desktop', filename: 'd.png', data: await image('png', 1200, 150), contentType: 'image/png' }],
  });
  expect(d.statusCode, d.body).toBe(200);
  if (body.placement !== 'player') {
    const m = await upload(t, {
      url: `/api/ads/${id}/upload/mobile`,
      token,
      parts: [{ field: 'mobile', filename: 'm.png', data: await image('png', 720, 180), contentType: 'image/png' }],
    });
    expect(m.statusCode, m.body).toBe(200);
  }
  return id;
}

forEachDatabase((kind) => {
  const t = useTestApp(kind, { seed: 'owner' });

  it('an ad shows in /api/ads/active only once on, within its days and with both images', async () => {
    const { token } = await t().createUser({ is_admin: true });
    expect(((await t().get('/api/ads/active')).json() as { data: unknown[] }).data).toEqual([]);
    const created = await t().post('/api/ads', { link: 'https://sponsor.example/a', name: 'A' }, { token });
    const id = (created.json() as { data: { ad: { _id: string; live: boolean } } }).data.ad._id;
    expect((created.json() as { data: { ad: { live: boolean } } }).data.ad.live).toBe(false);
    // a wrong proportion is refused with a Sorani message naming both sizes
    const wrong = await upload(t(), {
      url: `/api/ads/${id}/upload/desktop`,
      token,
      parts: [{ field: 'desktop', filename: 'w.png', data: await image('png', 400, 600), contentType: 'image/png' }],
    });
    expect(wrong.statusCode).toBe(400);
    expect((wrong.json() as { message: string }).message).toContain('١٢٠٠×١٥٠');
    const live = await adWithImages(t(), token, { name: 'B' });
    const active = (await t().get('/api/ads/active')).json() as { data: { _id: string; href: string; link: string }[] };
    expect(active.data.map((a) => a._id)).toEqual([live]);
    expect(active.data[0]).toMatchObject({ href: `/go/ad/${live}`, link: 'https://sponsor.example/x' });
    // switched off, or out of its days: gone (the write clears the public cache)
    await t().request('PATCH', `/api/ads/${live}`, { active: false }, { token });
    expect(((await t().get('/api/ads/active')).json() as { data: unknown[] }).data).toEqual([]);
    await t().request('PATCH', `/api/ads/${live}`, { active: true, starts_on: dayOffset(1) }, { token });
    expect(((await t().get('/api/ads/active')).json() as { data: unknown[] }).data).toEqual([]);
    await t().request('PATCH', `/api/ads/${live}`, { starts_on: dayOffset(-3), ends_on: dayOffset(-1) }, { token });
    expect(((await t().get('/api/ads/active')).json() as { data: unknown[] }).data).toEqual([]);
    const bad = await t().request(
      'PATCH',
      `/api/ads/${live}`,
      { starts_on: today(), ends_on: dayOffset(-1) },
      { token },
    );
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json() as object)).toEqual(['message']);
    await t().request('PATCH', `/api/ads/${live}`, { starts_on: null, ends_on: today() }, { token });
    expect(((await t().get('/api/ads/active')).json() as { data: unknown[] }).data).toHaveLength(1);
    await expectConsistent(t());
  });

  it('counts impressions and clicks per ad per day, once per visitor; the click redirects to the link', async () => {
    const { token } = await t().createUser({ is_owner: true });
    const id = await adWithImages(t(), token, { link: 'https://sponsor.example/landing?x=1' });
    // three visitors, the first one twice
    for (const from of ['192.0.2.1', '192.0.2.1', '192.0.2.2', '192.0.2.3'])
      expect(
        (await t().request('POST', `/go/ad/${id}/seen`, undefined, { apiKey: false, remoteAddress: from })).statusCode,
      ).toBe(204);
    const click = await t().request('GET', `/go/ad/${id}`, undefined, { apiKey: false });
    expect(click.statusCode).toBe(302);
    expect(click.headers.location).toBe('https://sponsor.example/landing?x=1');
    expect((await t().request('GET', '/go/ad/0123456789abcdef01234567', undefined, { apiKey: false })).statusCode).toBe(
      404,
    );
    const list = (await t().get('/api/ads', { token })).json() as {
      data: { _id: string; impressions: number; clicks: number; clicks_7d: number }[];
    };
    expect(list.data.find((a) => a._id === id)).toMatchObject({ impressions: 3, clicks: 1, clicks_7d: 1 });
    const stats = (await t().get('/api/ads/stats', { token })).json() as { data: { day: string; clicks: number }[] };
    expect(stats.data.find((d) => d.day === today())!.clicks).toBeGreaterThanOrEqual(1);
    // deleting takes its counts and images with it
    expect((await t().request('DELETE', `/api/ads/${id}`, undefined, { token })).statusCode).toBe(200);
    expect((await t().request('GET', `/go/ad/${id}`, undefined, { apiKey: false })).statusCode).toBe(404);
    await expectConsistent(t());
  });

  it('the permanent ad: shown with players unless the work opted out', async () => {
    const { token } = await t().createUser({ is_dev: true });
    const work = await makeWork(t(), 'series');
    expect(((await t().get(`/api/ads/player?work=${work}`)).json() as { data: { ad: unknown } }).data.ad).toBeNull();
    const id = await adWithImages(t(), token, { placement: 'player' });
    const shown = (await t().get(`/api/ads/player?work=${work}`)).json() as { data: { ad: { _id: string } } };
    expect(shown.data.ad._id).toBe(id);
    // the player ad never shows in the shell's strip
    expect(
      ((await t().get('/api/ads/active')).json() as { data: { _id: string }[] }).data.map((a) => a._id),
    ).not.toContain(id);
    const off = await t().request('PUT', `/api/ads/player/optouts/${work}`, { off: true }, { token });
    expect((off.json() as { data: string[] }).data).toEqual([work]);
    expect(((await t().get(`/api/ads/player?work=${work}`)).json() as { data: { ad: unknown } }).data.ad).toBeNull();
    await t().request('PUT', `/api/ads/player/optouts/${work}`, { off: false }, { token });
    expect(
      ((await t().get(`/api/ads/player?work=${work}`)).json() as { data: { ad: unknown } }).data.ad,
    ).not.toBeNull();
    const missing = await t().request(
      'PUT',
      '/api/ads/player/optouts/0123456789abcdef01234567',
      { off: true },
      { token },
    );
    expect(missing.statusCode).toBe(404);
    await t().request('DELETE', `/api/ads/${id}`, undefined, { token });
  });

  it('/api/slide puts the active banners at their positions among the works', async () => {
    const { token } = await t().createUser({ is_admin: true });
    for (let i = 0; i < 3; i++) {
      const w = await makeWork(t(), 'movie');
      await t().db.kysely.updateTable('works').set({ on_slide: true }).where('id', '=', w).execute();
    }
    const first = await t().post(
      '/api/banners',
      { title: 'Join us', text: 'وەرگێڕ پێویستە', link: '/about', position: 1 },
      { token },
    );
    expect(first.statusCode, first.body).toBe(201);
    const bannerId = (first.json() as { data: { banner: { _id: string } } }).data.banner._id;
    const up = await upload(t(), {
      url: `/api/banners/${bannerId}/upload/background`,
      token,
      parts: [
        { field: 'background', filename: 'b.jpg', data: await image('jpeg', 1600, 400), contentType: 'image/jpeg' },
      ],
    });
    expect(up.statusCode, up.body).toBe(200);
    await t().post('/api/banners', { title: 'Third', position: 3 }, { token });
    await t().post('/api/banners', { title: 'Off', position: 2, active: false }, { token });
    const slides = (await t().get('/api/slide')).json() as { data: { type: string; en: string; link?: string }[] };
    expect(slides.data.map((s) => (s.type === 'banner' ? s.en : s.type))).toEqual([
      'Join us',
      'anime',
      'Third',
      'anime',
      'anime',
    ]);
    expect(slides.data[0]).toMatchObject({ type: 'banner', about: 'وەرگێڕ پێویستە', link: '/about' });
    const bad = await t().post('/api/banners', { title: ' ', link: 'javascript:alert(1)' }, { token });
    expect(bad.statusCode).toBe(400);
    await t().request('DELETE', `/api/banners/${bannerId}`, undefined, { token });
    await expectConsistent(t());
  });

  it('role matrix: every new write is for dev, owner and admin only; the dashboard stats for managers', async () => {
    const owner = await t().createUser({ is_owner: true });
    const adId = (
      (await t().post('/api/ads', { link: 'https://a.example' }, { token: owner.token })).json() as {
        data: { ad: { _id: string } };
      }
    ).data.ad._id;
    const bannerId = (
      (await t().post('/api/banners', { title: 'B' }, { token: owner.token })).json() as {
        data: { banner: { _id: string } };
      }
    ).data.banner._id;
    const work = await makeWork(t(), 'movie');
    const cases: {
      method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
      url: string;
      body?: unknown;
      allowed: RoleFlag[];
    }[] = [
      { method: 'GET', url: '/api/ads', allowed: WORK_EDITORS },
      { method: 'POST', url: '/api/ads', body: { link: 'https://b.example' }, allowed: WORK_EDITORS },
      { method: 'PATCH', url: `/api/ads/${adId}`, body: { name: 'x' }, allowed: WORK_EDITORS },
      { method: 'DELETE', url: `/api/ads/${adId}/upload/desktop`, allowed: WORK_EDITORS },
      { method: 'GET', url: '/api/ads/player/optouts', allowed: WORK_EDITORS },
      { method: 'PUT', url: `/api/ads/player/optouts/${work}`, body: { off: false }, allowed: WORK_EDITORS },
      { method: 'GET', url: '/api/ads/stats', allowed: ['is_dev', 'is_owner', 'is_supervisor', 'is_admin'] },
      { method: 'GET', url: '/api/banners', allowed: WORK_EDITORS },
      { method: 'POST', url: '/api/banners', body: { title: 'N' }, allowed: WORK_EDITORS },
      { method: 'PATCH', url: `/api/banners/${bannerId}`, body: { position: 2 }, allowed: WORK_EDITORS },
      { method: 'DELETE', url: `/api/banners/${bannerId}/upload/poster`, allowed: WORK_EDITORS },
    ];
    const actors = [];
    for (const flag of ROLE_FLAGS) actors.push({ flag, token: (await t().createUser({ [flag]: true })).token });
    for (const c of cases) {
      expect((await t().request(c.method, c.url, c.body)).statusCode, `${c.method} ${c.url} anonymous`).toBe(401);
      for (const a of actors) {
        const res = await t().request(c.method, c.url, c.body, { token: a.token });
        const want = c.allowed.includes(a.flag) ? [200, 201] : [403];
        expect(want, `${c.method} ${c.url} as ${a.flag}: ${res.statusCode} ${res.body.slice(0, 120)}`).toContain(
          res.statusCode,
        );
      }
    }
    // deletes last, by an allowed and a refused role
    const translator = actors.find((a) => a.flag === 'is_translator')!;
    expect((await t().request('DELETE', `/api/ads/${adId}`, undefined, { token: translator.token })).statusCode).toBe(
      403,
    );
    expect(
      (await t().request('DELETE', `/api/banners/${bannerId}`, undefined, { token: translator.token })).statusCode,
    ).toBe(403);
    const admin = actors.find((a) => a.flag === 'is_admin')!;
    expect((await t().request('DELETE', `/api/ads/${adId}`, undefined, { token: admin.token })).statusCode).toBe(200);
    expect(
      (await t().request('DELETE', `/api/banners/${bannerId}`, undefined, { token: admin.token })).statusCode,
    ).toBe(200);
  });
});
