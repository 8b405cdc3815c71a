import { expect, it } from 'vitest';
import { forEachDatabase, OWNER, useTestApp } from '../helpers/app.ts';
import { mangaBody, movieBody, seriesBody, server } from '../helpers/fixtures.ts';
import { FIELD_LABELS } from '@ckb/contract/validation';

/**
 * Hostile and sloppy input: wrong types, missing fields, huge strings, HTML/script,
 * unicode and RTL text, malformed JSON. Every answer is 4xx `{ message }` (naming the field where
 * one is at fault) or a success; never 5xx. Text is stored and sent back exactly as given.
 */

const WRONG_VALUES: unknown[] = [null, 12, -1, 1e308, 'text', '', true, [], ['x'], {}, { $gt: '' }];

const HOSTILE = [
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  "'; DROP TABLE works; --",
  '{{constructor.constructor("return 1")()}}',
  '../../etc/passwd',
];
const UNICODE = [
  'سڵاو لە هەمووان — ڕۆژباش ئەنیمی',
  '\u202Eمەتن بە ئاراستەی پێچەوانە\u202C',
  'ژ\u200cن',
  'emoji 🎬🍜 ∑ 漢字 カタカナ',
  'ﷺ ۝ ٠١٢٣٤٥٦٧٨٩',
];

forEachDatabase((kind) => {
  const t = useTestApp(kind);
  let token = '';
  const owner = async () => (token ||= await t().login(OWNER.email, OWNER.password));
  const send = (method: 'POST' | 'PATCH', url: string, body: unknown, opts: Record<string, unknown> = {}) =>
    t().request(method, url, body, { token: token, ...opts });

  let targets: { movie: string; series: string; season: string; manga: string; session: string; user: string };

  it('sets up one of each target', async () => {
    await owner();
    const created = async (url: string, body: unknown) => {
      const res = await send('POST', url, body);
      expect(res.statusCode, res.body).toBe(201);
      return Object.values(
        (res.json() as { data: Record<string, { _id: string; session: { _id: string }[] }> }).data,
      )[0]!;
    };
    const movie = await created('/api/movies', movieBody());
    const series = await created('/api/series', seriesBody());
    const season = (await created(`/api/series/${series._id}/session`, { name_session: 1 })).session[0]!._id;
    const manga = await created('/api/manga', mangaBody());
    const session = (await created(`/api/manga/${manga._id}/session`, { name_session: 1 })).session[0]!._id;
    const user = await created('/api/users', {
      name: 'x',
      username: 'validation_target',
      email: 'validation@example.com',
      password: 'Validation-1',
    });
    targets = { movie: movie._id, series: series._id, season, manga: manga._id, session, user: user._id };
  });

  /** Every body of every write route, with a valid example to mutate one field at a time. */
  const routes = () => [
    { method: 'POST' as const, url: '/api/movies', body: movieBody() },
    { method: 'PATCH' as const, url: `/api/movies/${targets.movie}`, body: { ...movieBody(), type: undefined } },
    { method: 'POST' as const, url: '/api/series', body: seriesBody() },
    { method: 'PATCH' as const, url: `/api/series/${targets.series}`, body: seriesBody() },
    { method: 'POST' as const, url: '/api/manga', body: mangaBody() },
    { method: 'PATCH' as const, url: `/api/manga/${targets.manga}`, body: mangaBody() },
    { method: 'POST' as const, url: `/api/series/${targets.series}/session`, body: { name_session: 7, detail: 'x' } },
    {
      method: 'POST' as const,
      url: `/api/series/${targets.series}/session/${targets.season}/epsode`,
      body: { name_epsode: 3, detail: 'x' },
    },
    { method: 'POST' as const, url: `/api/movies/${targets.movie}/server`, body: server() },
    { method: 'POST' as const, url: `/api/manga/${targets.manga}/session`, body: { name_session: 7, detail: 'x' } },
    {
      method: 'POST' as const,
      url: `/api/manga/${targets.manga}/session/${targets.session}/chapter`,
      body: { name_chapter: '9', detail: 'x' },
    },
    {
      method: 'POST' as const,
      url: '/api/users',
      body: { name: 'n', username: 'u_x', email: 'u_x@example.com', password: 'Password-1' },
    },
    { method: 'PATCH' as const, url: `/api/users/${targets.user}`, body: { name: 'n', is_admin: false } },
  ];

  it('wrong types in any field: 4xx { message } naming the field, never 5xx', async () => {
    let refused = 0;
    for (const route of routes()) {
      for (const field of Object.keys(route.body)) {
        for (const value of WRONG_VALUES) {
          const body = { ...route.body, [field]: value };
          const res = await send(route.method, route.url, body);
          const label = `${route.method} ${route.url} ${field}=${JSON.stringify(value)} -> ${res.statusCode} ${res.body.slice(0, 160)}`;
          expect(res.statusCode, label).toBeLessThan(500);
          if (res.statusCode >= 400) {
            refused++;
            expect(Object.keys(res.json() as object), label).toEqual(['message']);
            // a type problem names its field (409 duplicates name theirs too)
            if (res.statusCode === 400)
              expect((res.json() as { message: string }).message, label).toContain(`«${FIELD_LABELS[field] ?? field}`);
          }
        }
      }
    }
    expect(refused).toBeGreaterThan(300);
  });

  it('a missing required field is named', async () => {
    const required: [string, Record<string, unknown>, string[]][] = [
      ['/api/movies', movieBody(), ['en', 'ku', 'time', 'rating', 'type', 'about', 'director']],
      ['/api/series', seriesBody(), ['status', 'type', 'date_publish']],
      ['/api/manga', mangaBody(), ['or', 'author', 'name_studio', 'rating', 'status', 'type']],
      [`/api/series/${targets.series}/session`, { name_session: 9 }, ['name_session']],
      [`/api/movies/${targets.movie}/server`, server(), ['name_server', 'embed_code']],
      [`/api/manga/${targets.manga}/session/${targets.session}/chapter`, { name_chapter: '3' }, ['name_chapter']],
    ];
    for (const [url, body, fields] of required) {
      for (const field of fields) {
        const { [field]: _gone, ...rest } = body;
        const res = await send('POST', url, rest);
        expect(res.statusCode, `${url} without ${field}`).toBe(400);
        expect((res.json() as { message: string }).message).toContain(`«${FIELD_LABELS[field]}»`);
      }
    }
  });

  it('out-of-range numbers and unknown values are refused by name', async () => {
    const cases: [string, Record<string, unknown>, string][] = [
      ['/api/movies', movieBody({ rating: 10.5 }), 'rating'],
      ['/api/movies', movieBody({ rating: -1 }), 'rating'],
      ['/api/movies', movieBody({ time: -5 }), 'time'],
      ['/api/movies', movieBody({ type: 'series' }), 'type'],
      ['/api/series', seriesBody({ status: 'paused' }), 'status'],
      ['/api/manga', mangaBody({ type: 'anime' }), 'type'],
      ['/api/movies', movieBody({ active_show: 'yes' }), 'active_show'],
      ['/api/movies', movieBody({ translator_id: ['not-an-id'] }), 'translator_id'],
      ['/api/movies', movieBody({ views: 5 }), 'views'],
      [`/api/series/${targets.series}/session`, { name_session: 1.5 }, 'name_session'],
      [`/api/series/${targets.series}/session`, { name_session: '2' }, 'name_session'],
    ];
    for (const [url, body, field] of cases) {
      const res = await send('POST', url, body);
      expect(res.statusCode, `${url} ${field}: ${res.body}`).toBe(400);
      expect((res.json() as { message: string }).message).toContain(`«${FIELD_LABELS[field] ?? field}`);
    }
  });

  it('huge strings: 400 naming the field (or 413 for a body past the limit), never 5xx', async () => {
    for (const [field, size] of [
      ['en', 301],
      ['about', 10_001],
      ['trailer', 100_000],
    ] as const) {
      const res = await send('POST', '/api/movies', movieBody({ [field]: 'ب'.repeat(size) }));
      expect(res.statusCode).toBe(400);
      expect((res.json() as { message: string }).message).toContain(`«${FIELD_LABELS[field]}»`);
    }
    const tooBig = await send('POST', '/api/movies', movieBody({ about: 'x'.repeat(2_000_000) }));
    expect(tooBig.statusCode).toBe(413);
    expect(Object.keys(tooBig.json() as object)).toEqual(['message']);
    // an id or number that cannot exist is not found, whatever its length (before any guard or query)
    const longPath = await t().get(`/api/movies/${'a'.repeat(5000)}`);
    expect(longPath.statusCode).toBe(404);
    expect(Object.keys(longPath.json() as object)).toEqual(['message']);
    const longNumber = await t().get(`/api/movies/${'9'.repeat(40)}/number`);
    expect(longNumber.statusCode).toBe(404);
  });

  it('HTML and script are stored as text and sent back exactly, as JSON', async () => {
    for (const text of HOSTILE) {
      const res = await send('POST', '/api/movies', movieBody({ en: `x ${text}`, about: text, director: text }));
      expect(res.statusCode, res.body).toBe(201);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      const movie = (res.json() as { data: { movie: { _id: string; about: string; en: string } } }).data.movie;
      expect(movie.about).toBe(text);
      const back = (await t().get(`/api/movies/${movie._id}`)).json() as { data: { movie: { about: string } } };
      expect(back.data.movie.about).toBe(text);
    }
    // NUL cannot be stored (PostgreSQL refuses it in text): a clear 400, on login too
    const nul = await send('POST', '/api/movies', movieBody({ about: 'a\u0000b' }));
    expect(nul.statusCode).toBe(400);
    expect((nul.json() as { message: string }).message).toContain('«دەربارە»');
    const login = await t().post('/api/login', { email: 'a\u0000@example.com', password: 'x' });
    expect(login.statusCode).toBe(400);
    // the database is intact after the SQL-looking text
    expect((await t().get('/api/movies?limit=1')).statusCode).toBe(200);
  });

  it('unicode and RTL text round-trip exactly', async () => {
    for (const text of UNICODE) {
      const res = await send('POST', '/api/manga', mangaBody({ ku: text, about: text, or: text }));
      expect(res.statusCode, res.body).toBe(201);
      const id = (res.json() as { data: { manga: { _id: string } } }).data.manga._id;
      const back = (await t().get(`/api/manga/${id}`)).json() as { data: { manga: Record<string, string> } };
      expect(back.data.manga.ku).toBe(text);
      expect(back.data.manga.or).toBe(text);
    }
    const user = await send('POST', '/api/users', {
      name: 'هێمن 🎬',
      username: 'هێمن_کوردی',
      email: 'rtl@example.com',
      password: 'وشەی-نهێنی-١٢٣',
    });
    expect(user.statusCode, user.body).toBe(201);
    expect(await t().login('rtl@example.com', 'وشەی-نهێنی-١٢٣')).toEqual(expect.any(String));
  });

  it('malformed JSON, wrong content types and non-object bodies: 4xx { message }', async () => {
    const raw = async (payload: string, contentType = 'application/json') => {
      const res = await t().app.inject({
        method: 'POST',
        url: '/api/movies',
        payload,
        headers: { 'content-type': contentType, 'x-api-key': t().config.apiKey, authorization: `Bearer ${token}` },
      });
      expect(res.statusCode, `${payload.slice(0, 40)} -> ${res.body}`).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
      expect(Object.keys(res.json() as object)).toEqual(['message']);
      return res;
    };
    await raw('{"en": "x",');
    await raw('{en: x}');
    await raw('[]');
    await raw('"just a string"');
    await raw('null');
    await raw('12');
    await raw('{"__proto__": {"admin": true}}');
    await raw('{"en": "\\ud800"}');
    expect((await raw('en=x', 'application/x-www-form-urlencoded')).statusCode).toBe(415);
    expect((await raw('<xml/>', 'text/xml')).statusCode).toBe(415);
  });

  it('query strings: bad paging, flags and types are 400 naming the parameter; select ignores junk', async () => {
    for (const q of [
      'page=abc',
      'page=1.5',
      'limit=1e9',
      'active_show=maybe',
      'type=bogus',
      `select=${'x'.repeat(2000)}`,
    ]) {
      const res = await t().get(`/api/series?${q}`);
      expect(res.statusCode, q).toBe(400);
      expect((res.json() as { message: string }).message).toMatch(
        /«(ژمارەی پەڕە|ژمارەی دانە لە هەر پەڕەیەکدا|پیشاندان بۆ خەڵک|جۆر|خانە داواکراوەکان)»/,
      );
    }
    const junk = await t().get(`/api/series?select=${encodeURIComponent('<script> en __proto__ constructor')}&limit=1`);
    expect(junk.statusCode).toBe(200);
    const item = (junk.json() as { data: { pagination_info: { results: object[] } } }).data.pagination_info.results[0];
    if (item) expect(Object.keys(item).sort()).toEqual(['_id', 'en']);
  });
});
