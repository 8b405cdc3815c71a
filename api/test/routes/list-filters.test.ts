import { expect, it } from 'vitest';
import { forEachDatabase, OWNER, useTestApp } from '../helpers/app.ts';
import { mangaBody, movieBody, seriesBody } from '../helpers/fixtures.ts';

/**
 * The back-office's list filters: `q` (words of a title, normalized as search), `sort`/`order`, and `active_show=false`
 * (hidden works only, for staff). The public never sees hidden works, whatever it asks.
 */
interface Item {
  _id: string;
  en: string;
  active_show: string;
}
type Paged = { data: { pagination_info: { results: Item[]; totalPages: number; totalItems: number } } };

forEachDatabase((kind) => {
  const t = useTestApp(kind, { seed: 'owner' });
  let token = '';
  const owner = async () => (token ||= await t().login(OWNER.email, OWNER.password));
  const create = async (path: string, body: Record<string, unknown>) => {
    const res = await t().request('POST', path, body, { token: await owner() });
    expect(res.statusCode, res.body).toBe(201);
  };
  const list = async (path: string, signedIn = true) => {
    const res = await t().get(path, signedIn ? { token: await owner() } : {});
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as Paged).data.pagination_info;
  };

  it('q finds works by part of any title, ignoring Latin case, with an exact total', async () => {
    await create('/api/movies', movieBody({ en: 'Spirited Away', ku: 'ڕۆحە ونبووەکان', ar: 'المخطوفة' }));
    await create('/api/movies', movieBody({ en: 'Your Name', ku: 'ناوی تۆ', ar: 'اسمك' }));
    await create('/api/movies', movieBody({ en: 'A Silent Voice', ku: 'دەنگێکی بێدەنگ', ar: '' }));

    expect((await list('/api/movies?q=SPIRITED')).results.map((m) => m.en)).toEqual(['Spirited Away']);
    expect((await list('/api/movies?q=ناو')).results.map((m) => m.en)).toEqual(['Your Name']);
    expect((await list('/api/movies?q=اسم')).results.map((m) => m.en)).toEqual(['Your Name']);
    const voice = await list('/api/movies?q=e&limit=1');
    expect(voice.totalItems).toBe(3);
    expect(voice.totalPages).toBe(3);
    expect(voice.results).toHaveLength(1);
    expect((await list('/api/movies?q=nothing-like-this')).totalItems).toBe(0);
  });

  it('q reads punctuation as search does (a word break, never a wildcard)', async () => {
    await create('/api/movies', movieBody({ en: '100% Orange_Juice' }));
    await create('/api/movies', movieBody({ en: '1000 Oranges' }));
    await create('/api/movies', movieBody({ en: 'Orangejuice Ltd' }));
    expect((await list('/api/movies?q=juice%25')).results.map((m) => m.en).sort()).toEqual([
      '100% Orange_Juice',
      'Orangejuice Ltd',
    ]);
    // nothing but punctuation is no filter at all, as in search
    expect((await list('/api/movies?q=%25')).totalItems).toBeGreaterThanOrEqual(3);
  });

  it('q goes through the Sorani normalizer: Arabic-keyboard letters find the Kurdish title', async () => {
    await create('/api/manga', mangaBody({ en: 'Kimi ni Todoke', ku: 'کیمی نی تۆدۆکێ' }));
    await create('/api/manga', mangaBody({ en: 'Other', ku: 'شتێکی تر' }));
    const kurdish = (await list('/api/manga?q=کیمی')).results.map((m) => m.en);
    expect(kurdish).toEqual(['Kimi ni Todoke']);
    expect((await list(`/api/manga?q=${encodeURIComponent('كيمي')}`)).results.map((m) => m.en)).toEqual(kurdish);
    expect((await list(`/api/manga?q=${encodeURIComponent('تودوكي')}`)).results.map((m) => m.en)).toEqual(kurdish);
  });

  it('sort and order: by title, number, date added and views, ties by the public number', async () => {
    await create('/api/movies', movieBody({ en: 'beta sorted' }));
    await create('/api/movies', movieBody({ en: 'Alpha sorted' }));
    await create('/api/movies', movieBody({ en: 'Gamma sorted' }));
    const names = async (query: string) =>
      (await list(`/api/movies?q=sorted&${query}`)).results.map((m) => m.en.replace(' sorted', ''));
    expect(await names('')).toEqual(['Gamma', 'Alpha', 'beta']);
    expect(await names('sort=number&order=asc')).toEqual(['beta', 'Alpha', 'Gamma']);
    expect(await names('sort=title&order=asc')).toEqual(['Alpha', 'beta', 'Gamma']);
    expect(await names('sort=title')).toEqual(['Gamma', 'beta', 'Alpha']);
    expect(await names('sort=added&order=asc')).toEqual(['beta', 'Alpha', 'Gamma']);
    // no views yet: all equal, so the number decides (newest first)
    expect(await names('sort=views')).toEqual(['Gamma', 'Alpha', 'beta']);
    expect((await t().get('/api/movies?sort=name', { token: await owner() })).statusCode).toBe(400);
  });

  it('q matches the original name of the manga family', async () => {
    await create('/api/manga', mangaBody({ en: 'Berserk', or: 'ベルセルク' }));
    await create('/api/manga', mangaBody({ en: 'Vagabond', or: 'バガボンド' }));
    expect((await list('/api/manga?q=ベルセ')).results.map((m) => m.en)).toEqual(['Berserk']);
  });

  it('active_show=false lists hidden works only, for staff; the public still gets visible ones', async () => {
    await create('/api/series', seriesBody({ en: 'Shown' }));
    await create('/api/series', seriesBody({ en: 'Hidden one', active_show: false }));
    await create('/api/series', seriesBody({ en: 'Hidden two', active_show: 'false' }));

    const hidden = await list('/api/series?active_show=false');
    expect(hidden.results.map((m) => m.en).sort()).toEqual(['Hidden one', 'Hidden two']);
    expect(hidden.totalItems).toBe(2);
    expect((await list('/api/series?active_show=true')).results.map((m) => m.en)).toEqual(['Shown']);
    expect((await list('/api/series')).totalItems).toBe(3);
    expect((await list('/api/series?active_show=false&q=two')).results.map((m) => m.en)).toEqual(['Hidden two']);

    const anonymous = await list('/api/series?active_show=false', false);
    expect(anonymous.results.map((m) => m.en)).toEqual(['Shown']);
    expect(anonymous.totalItems).toBe(1);
    expect((await list('/api/series?q=Hidden', false)).totalItems).toBe(0);
  });

  it('refuses an over-long q with a Sorani message', async () => {
    const res = await t().get(`/api/movies?q=${'a'.repeat(201)}`, { token: await owner() });
    expect(res.statusCode).toBe(400);
    expect((res.json() as { message: string }).message).toMatch(/«وشەی گەڕان»/);
  });
});
