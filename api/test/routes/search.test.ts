import { expect, it } from 'vitest';
import { createSearchRepository, type SearchFilter } from '../../src/repositories/search/index.ts';
import { queryKey } from '../../src/search/key.ts';
import { forEachDatabase, useTestApp, type TestApp } from '../helpers/app.ts';

/**
 * The shared search corpus: the same works, written through the api, and the same queries with the same
 * expected answers on SQLite (FTS5 trigram) and PostgreSQL (pg_trgm and tsvector), whose engines differ
 * (repositories/search/) and must never disagree. `seen` keeps SQLite's answers
 * so the PostgreSQL run also checks it answers every query exactly alike.
 */

interface Item {
  _id: string;
  type: string;
  en: string;
  ku: string;
  movie_id?: number;
  series_id?: number;
  manga_id?: number;
  poster: { low: string };
  genres: { slug: string }[];
}
type Paged = { data: { pagination_info: { results: Item[]; totalItems: number; totalPages: number } } };

const ZWNJ = '\u200c';
const film = (en: string, ku: string, extra: object = {}) => ({
  en,
  ku,
  ar: '',
  about: 'دەربارە',
  country: 'ژاپۆن',
  language: 'ژاپۆنی',
  date_publish: '2021-04-01',
  time: 100,
  budget: 1,
  revenue: 1,
  rating: 8,
  assessment: 'A',
  director: 'X',
  trailer: '',
  ...extra,
});
const manga = (en: string, ku: string, or: string, type: string, extra: object = {}) => ({
  en,
  ku,
  or,
  about: 'دەربارە',
  date_publish: '2015-01-01',
  author: 'X',
  language: 'ژاپۆنی',
  name_studio: 'X',
  rating: 7,
  status: 'continue',
  type,
  ...extra,
});

/** [path, body, views] */
const CORPUS: [string, object, number][] = [
  ['movies', { ...film('Attack on Titan: The Last Attack', 'هێرشی تایتانەکان: دوایین هێرش'), type: 'anime' }, 300],
  [
    'series',
    {
      ...film('Attack on Titan', 'هێرشی تایتانەکان', { alt_titles: ['Shingeki no Kyōjin'] }),
      type: 'series',
      status: 'finish',
    },
    500,
  ],
  ['series', { ...film('Titan Academy', 'ئەکادیمیای تایتان'), type: 'series', status: 'continue' }, 50],
  ['manga', manga('One Piece', 'ون پیس', 'ワンピース', 'manga'), 40],
  ['manga', manga('Tales of Demons and Gods', 'چیرۆکی دێوەزمە و خوداوەندەکان', '妖神记', 'manhua'), 30],
  ['movies', { ...film('Pokémon: The Movie', 'پۆکێمۆن: فیلمەکە', { date_publish: '1998-07-18' }), type: 'anime' }, 20],
  [
    'series',
    { ...film('Hidden Attack', 'هێرشی شاراوە', { active_show: false }), type: 'series', status: 'finish' },
    900,
  ],
  ['series', { ...film('Spirited Away Again', 'ڕۆحە ڕفێنراوەکان'), type: 'series', status: 'finish' }, 10],
];

const seen = new Map<string, string[]>();

forEachDatabase((kind) => {
  const t = useTestApp(kind, { seed: 'owner' });
  const ids = new Map<string, string>();
  let admin = '';

  const search = async (query: string): Promise<Paged['data']['pagination_info']> => {
    const res = await t().get(`/api/search?${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as Paged).data.pagination_info;
  };
  const titles = async (query: string) => (await search(query)).results.map((r) => r.en);

  it('writes the corpus through the api', async () => {
    admin = (await t().createUser({ is_admin: true })).token;
    for (const [path, body, views] of CORPUS) {
      const res = await t().post(`/api/${path}`, body, { token: admin });
      expect(res.statusCode, res.body).toBe(201);
      const work = Object.values((res.json() as { data: Record<string, { _id: string; en: string }> }).data)[0];
      ids.set(work!.en, work!._id);
      await (t() as TestApp).db.kysely.updateTable('works').set({ view: views }).where('id', '=', work!._id).execute();
    }
  });

  const CASES: [string, string, string[]][] = [
    [
      'Kurdish name typed on an Arabic keyboard',
      `q=${encodeURIComponent(`هيرشى تايتانه${ZWNJ}كان`)}`,
      ['Attack on Titan', 'Attack on Titan: The Last Attack'],
    ],
    ['English name in lower case', 'q=attack%20on%20titan', ['Attack on Titan', 'Attack on Titan: The Last Attack']],
    ['alternative title without the accent', 'q=shingeki%20no%20kyojin', ['Attack on Titan']],
    [
      'exact > prefix > word start, then views',
      'q=titan',
      ['Titan Academy', 'Attack on Titan', 'Attack on Titan: The Last Attack'],
    ],
    [
      'a prefix as the visitor types',
      'q=tit',
      ['Titan Academy', 'Attack on Titan', 'Attack on Titan: The Last Attack'],
    ],
    [
      'a word under three letters only at the start of a word (not "Pokémon" or "Demons")',
      'q=on',
      ['One Piece', 'Attack on Titan', 'Attack on Titan: The Last Attack'],
    ],
    ['two short words', 'q=on%20t', ['Attack on Titan', 'Attack on Titan: The Last Attack']],
    ['Latin with accents and case', `q=${encodeURIComponent('POKÉMON')}`, ['Pokémon: The Movie']],
    ['Kurdish name without Kurdish letters', `q=${encodeURIComponent('پوکیمون')}`, ['Pokémon: The Movie']],
    ['Kurdish name with tatweel and harakat', `q=${encodeURIComponent('پـۆکێمـۆنَ')}`, ['Pokémon: The Movie']],
    ['spaces ignored inside a title', 'q=onepiece', ['One Piece']],
    ['Kurdish words', `q=${encodeURIComponent('ون پیس')}`, ['One Piece']],
    ['original name', `q=${encodeURIComponent('ワンピース')}`, ['One Piece']],
    ['ڕ and ە typed as ر and ه', `q=${encodeURIComponent('روحه')}`, ['Spirited Away Again']],
    ['Persian digits and yeh', `q=${encodeURIComponent('چيرۆكى')}`, ['Tales of Demons and Gods']],
    ['hidden works are never found', 'q=hidden', []],
    ['nothing matches', 'q=dragon', []],
    ['a type filter without words', 'type=manhua', ['Tales of Demons and Gods']],
    ['a kind filter', 'q=attack&kind=series', ['Attack on Titan']],
    ['a status filter', 'q=titan&status=continue', ['Titan Academy']],
    ['a year filter', 'year=1998', ['Pokémon: The Movie']],
    ['sorted by rating, then views', 'kind=manga&sort=rating', ['One Piece', 'Tales of Demons and Gods']],
  ];

  it.each(CASES)('%s', async (_, query, expected) => {
    const found = await titles(query);
    expect(found).toEqual(expected);
    if (kind === 'sqlite') seen.set(query, found);
    else if (seen.has(query)) expect(found).toEqual(seen.get(query));
  });

  it('pages a query with more matches than the cap exactly as ranking every match would', async () => {
    const { db } = t() as TestApp;
    // a whole-title match, so every tier has works: Titan (exact), Titan Academy (title start), Attack on Titan…
    const extra = await t().post('/api/movies', { ...film('Titan', 'تایتان'), type: 'anime' }, { token: admin });
    expect(extra.statusCode, extra.body).toBe(201);
    const full = createSearchRepository(db.kysely, db.dialect);
    const capped = createSearchRepository(db.kysely, db.dialect, 2);
    const filter = (q: string, sort: SearchFilter['sort'], page: number, limit: number): SearchFilter => ({
      key: queryKey(q),
      sort,
      page,
      limit,
    });
    const ids = (rows: { id: string }[]) => rows.map((r) => r.id);
    for (const q of ['titan', 'تایتان', 'a', 'an', 'ta', 'tit', 'on', 'e', 'ه', 'ی'])
      for (const sort of ['relevance', 'newest', 'views', 'rating'] as const) {
        const all = await full.search(filter(q, sort, 1, 50));
        expect(all.capped).toBe(false);
        const first = await capped.search(filter(q, sort, 1, 2));
        expect(first.total, q).toBe(Math.min(all.total, 2));
        expect(first.capped, q).toBe(all.total > 2);
        expect(ids(first.rows), `${q} ${sort}`).toEqual(ids(all.rows).slice(0, 2));
        const second = await capped.search(filter(q, sort, 2, 1));
        expect(ids(second.rows), `${q} ${sort} page 2`).toEqual(ids(all.rows).slice(1, 2));
      }
    // the UI's count: the api says when there are more
    const res = (await (t() as TestApp).get('/api/search?q=a')).json() as {
      data: { pagination_info: { capped: boolean; totalItems: number } };
    };
    expect(res.data.pagination_info).toMatchObject({ capped: false, totalItems: expect.any(Number) });
    const id = (extra.json() as { data: { movie: { _id: string } } }).data.movie._id;
    expect((await t().request('DELETE', `/api/movies/${id}`, undefined, { token: admin })).statusCode).toBeLessThan(
      300,
    );
  });

  it('answers the usual paged list, each result with type, names, poster, genres and its public number', async () => {
    const page2 = await search('q=titan&limit=1&page=2');
    expect(page2).toMatchObject({ totalItems: 3, totalPages: 3 });
    expect(page2.results).toEqual([
      expect.objectContaining({
        type: 'series',
        en: 'Attack on Titan',
        ku: 'هێرشی تایتانەکان',
        series_id: expect.any(Number),
        poster: expect.objectContaining({ low: expect.any(String) }),
        genres: [],
      }),
    ]);
    const [movie] = (await search('q=pokemon')).results;
    expect(movie).toMatchObject({ type: 'anime', movie_id: expect.any(Number) });
    expect(movie).not.toHaveProperty('series_id');
  });

  it('filters by genre', async () => {
    const genres = (await t().get('/api/genres')).json().data.genres as { _id: string; slug: string }[];
    const action = genres.find((g) => g.slug === 'action')!;
    await t().request('PATCH', `/api/series/${ids.get('Attack on Titan')}`, { genres: [action._id] }, { token: admin });
    expect(await titles('genre=action')).toEqual(['Attack on Titan']);
    expect(await titles('q=titan&genre=action')).toEqual(['Attack on Titan']);
    expect(await titles('q=titan&genre=no-such')).toEqual([]);
  });

  it('follows the writes that change titles, at once (the cached answer is dropped)', async () => {
    expect(await titles('q=colossal')).toEqual([]);
    const id = ids.get('Attack on Titan: The Last Attack');
    const res = await t().request('PATCH', `/api/movies/${id}`, { en: 'Colossal Finale' }, { token: admin });
    expect(res.statusCode, res.body).toBe(200);
    expect(await titles('q=colossal')).toEqual(['Colossal Finale']);
    expect(await titles('q=attack%20on%20titan')).toEqual(['Attack on Titan']);
    // still found by its Kurdish name
    expect(await titles(`q=${encodeURIComponent('دوایین هێرش')}`)).toEqual(['Colossal Finale']);

    await t().request(
      'PATCH',
      `/api/series/${ids.get('Titan Academy')}`,
      { alt_titles: ['Kyojin Gakuen'] },
      { token: admin },
    );
    expect(await titles('q=gakuen')).toEqual(['Titan Academy']);
    await t().request('DELETE', `/api/series/${ids.get('Titan Academy')}`, undefined, { token: admin });
    // Colossal Finale keeps «تایتان» only in its Kurdish name: a Latin word does not find it
    expect(await titles('q=titan')).toEqual(['Attack on Titan']);

    // hiding and showing a work (PostgreSQL's work_search follows works by a trigger)
    const onePiece = ids.get('One Piece');
    const hide = await t().request('PATCH', `/api/manga/${onePiece}`, { active_show: false }, { token: admin });
    expect(hide.statusCode, hide.body).toBe(200);
    expect(await titles('q=piece')).toEqual([]);
    await t().request('PATCH', `/api/manga/${onePiece}`, { active_show: true }, { token: admin });
    expect(await titles('q=piece')).toEqual(['One Piece']);
  });

  it('answers hostile queries with 200 or a Sorani 4xx, never 5xx', async () => {
    const hostile = [
      '"*) OR 1=1 --',
      'titan" OR "a',
      "'; drop table works; --",
      '%',
      '_',
      '\\',
      'key:titan',
      'NEAR(attack titan)',
      'attack AND NOT titan',
      '*',
      '^titan',
      '\u0000',
      'titan\u0000',
      '\u200c\u200f',
      'ـــ',
      'a',
      'ا',
      'x'.repeat(200),
      'x'.repeat(5000),
      'تایتان '.repeat(40),
    ];
    for (const q of hostile) {
      const res = await t().get(`/api/search?q=${encodeURIComponent(q)}`);
      expect(res.statusCode, `${JSON.stringify(q.slice(0, 20))}: ${res.body}`).toBeLessThan(500);
      if (res.statusCode >= 400) expect(res.json()).toEqual({ message: expect.stringMatching(/[\u0600-\u06FF]/) });
    }
    expect((await t().get(`/api/search?q=${'x'.repeat(5000)}`)).statusCode).toBe(400);
    // a lone surrogate and a broken escape: the query-string parser decodes them leniently
    for (const raw of ['%ED%A0%80', '%E0%A4%A', '%', '%00'])
      expect((await t().get(`/api/search?q=${raw}`)).statusCode, raw).toBeLessThan(500);
    for (const bad of ['page=0', 'limit=500', 'sort=evil', 'type=tv', 'year=abc']) {
      const res = await t().get(`/api/search?${bad}`);
      expect(res.statusCode, `${bad}: ${res.body}`).toBe(400);
      expect(res.json()).toEqual({ message: expect.stringMatching(/[\u0600-\u06FF]/) });
    }
  });
});
