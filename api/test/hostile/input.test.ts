import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { forEachDatabase, useTestApp, type TestApp } from '../helpers/app.ts';
import { mangaBody, movieBody, seriesBody, server } from '../helpers/fixtures.ts';
import { FIELD_LABELS } from '@ckb/contract/validation';

/** The smaller holes hostile runs found in what the api takes in: what they sent, and the answers it must get now. */

const sorani = /[\u0600-\u06FF]/;
const onlyMessage = (body: string) => {
  const json = JSON.parse(body) as Record<string, unknown>;
  expect(Object.keys(json)).toEqual(['message']);
  expect(json.message).toMatch(sorani);
  return json.message as string;
};

/** A fake build of the shell: enough for the server to draw pages. */
const webRoot = mkdtempSync(join(tmpdir(), 'ckb-hostile-'));
mkdirSync(join(webRoot, 'shell/dist'), { recursive: true });
writeFileSync(
  join(webRoot, 'shell/dist/index.html'),
  '<!doctype html><html lang="ckb" dir="rtl"><head><title>ئەنیمی کورد</title></head><body><div id="root"></div></body></html>',
);
afterAll(() => rmSync(webRoot, { recursive: true, force: true }));
const html = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };
const ogUrl = (body: string) => /<meta property="og:url" content="([^"]*)"/.exec(body)?.[1];
const canonical = (body: string) => /<link rel="canonical" href="([^"]*)"/.exec(body)?.[1];

forEachDatabase((kind) => {
  describe('hostile input', () => {
    const t = useTestApp(kind, { seed: 'demo' });

    it("the router's own refusals answer { message } in Sorani, not Fastify's body", async () => {
      const badEscape = await t().get('/api/movies/%zz');
      expect(badEscape.statusCode).toBe(400);
      onlyMessage(badEscape.body);
      const broken = await t().get('/api/users/%E0%A4%A');
      expect(broken.statusCode).toBe(400);
      onlyMessage(broken.body);
      const huge = await t().get(`/api/movies/${'a'.repeat(60_000)}`);
      expect(huge.statusCode).toBe(404);
      onlyMessage(huge.body);
    });

    it('an unknown or absurd id is 404 for every caller, before any role check', async () => {
      const { token: translator } = await t().createUser({ is_translator: true });
      const { token: admin } = await t().createUser({ is_admin: true });
      const absurd = 'a'.repeat(5000);
      const long = 'b'.repeat(60); // passes the router, cannot be an id
      for (const id of [absurd, long, 'not-an-id', '0123456789abcdef01234567']) {
        for (const token of [undefined, translator, admin]) {
          const opts = token ? { token } : {};
          const calls = [
            t().get(`/api/movies/${id}`, opts),
            t().request('PATCH', `/api/movies/${id}`, { en: 'x' }, opts),
            t().request('DELETE', `/api/series/${id}`, undefined, opts),
            t().request('PATCH', `/api/users/${id}`, { name: 'x' }, opts),
            t().post(`/api/movies/${id}/server`, server(), opts),
          ];
          for (const res of await Promise.all(calls)) {
            // a well-formed id that does not exist still meets the role check first (401 / 403 / 404)
            if (id === '0123456789abcdef01234567') expect([401, 403, 404]).toContain(res.statusCode);
            else expect(res.statusCode, `${id.slice(0, 12)}… ${token ? 'signed in' : 'anonymous'}`).toBe(404);
            onlyMessage(res.body);
          }
        }
      }
      for (const number of ['abc', '0', '-1', '1.5', '9'.repeat(40)]) {
        const res = await t().get(`/api/movies/${number}/number`);
        expect(res.statusCode, number).toBe(404);
      }
    });

    it('text made only of invisible characters is refused like blank text', async () => {
      const { token } = await t().createUser({ is_owner: true });
      const invisible = '\u200c\u200d\u200f';
      const film = await t().post('/api/movies', movieBody({ en: invisible }), { token });
      expect(film.statusCode).toBe(400);
      expect(onlyMessage(film.body)).toContain('«ناوی ئینگلیزی»');
      const user = await t().post(
        '/api/users',
        { name: ` ${invisible}\u3164 `, username: 'ghost', email: 'ghost@example.com', password: 'ghost-pass-1' },
        { token },
      );
      expect(user.statusCode).toBe(400);
      expect(onlyMessage(user.body)).toContain('«ناو»');
      const created = (await t().post('/api/movies', movieBody(), { token })).json() as {
        data: { movie: { _id: string } };
      };
      const srv = await t().post(`/api/movies/${created.data.movie._id}/server`, server(invisible), { token });
      expect(srv.statusCode).toBe(400);
      expect(onlyMessage(srv.body)).toContain('«ناوی سێرڤەر»');
      // a visible name with joiners inside (Sorani writes ZWNJ) is fine
      const fine = await t().post('/api/movies', movieBody({ ku: 'مێژووی\u200cنهێنی' }), { token });
      expect(fine.statusCode).toBe(201);
    });

    it('lone surrogates are refused with 400 and nothing is stored', async () => {
      const { token } = await t().createUser({ is_owner: true });
      const before = (await t().get('/api/movies?limit=1')).json() as {
        data: { pagination_info: { totalItems: number } };
      };
      const body = JSON.stringify(movieBody({ en: 'A\ud800B' }));
      expect(body).toContain('\\ud800'); // JSON.stringify escapes it: the server receives the escape
      const res = await t().request('POST', '/api/movies', body, {
        token,
        headers: { 'content-type': 'application/json' },
      });
      expect(res.statusCode).toBe(400);
      expect(onlyMessage(res.body)).toContain('«ناوی ئینگلیزی»');
      const after = (await t().get('/api/movies?limit=1')).json() as typeof before;
      expect(after.data.pagination_info.totalItems).toBe(before.data.pagination_info.totalItems);
    });
  });

  describe('links, days and ids', () => {
    const t = useTestApp(kind, { seed: 'demo' });
    const KU_PATH = 'https://example.org/کوردی';
    const KU_PATH_CANONICAL = 'https://example.org/%DA%A9%D9%88%D8%B1%D8%AF%DB%8C';
    const owner = async () => (await t().createUser({ is_owner: true })).token;
    const adLink = async (token: string, id: string) => {
      const list = (await t().get('/api/ads', { token })).json() as {
        data: { _id: string; link: string; clicks: number }[];
      };
      return list.data.find((a) => a._id === id)!;
    };

    it('an ad link with non-Latin characters is stored canonical and its click redirects', async () => {
      const token = await owner();
      for (const [given, stored] of [
        [KU_PATH, KU_PATH_CANONICAL],
        ['https://کوردی.example/a?b=ک', 'https://xn--ugbd2e0txf.example/a?b=%DA%A9'],
        ['HTTPS://Sponsor.Example', 'https://sponsor.example/'],
      ]) {
        const res = await t().post('/api/ads', { link: given }, { token });
        expect(res.statusCode, res.body).toBe(201);
        const ad = (res.json() as { data: { ad: { _id: string; link: string } } }).data.ad;
        expect(ad.link).toBe(stored);
        const click = await t().request('GET', `/go/ad/${ad._id}`, undefined, { apiKey: false });
        expect(click.statusCode).toBe(302);
        expect(click.headers.location).toBe(stored);
      }
      // and through an edit
      const res = await t().post('/api/ads', { link: 'https://sponsor.example/' }, { token });
      const id = (res.json() as { data: { ad: { _id: string } } }).data.ad._id;
      const edited = await t().request('PATCH', `/api/ads/${id}`, { link: KU_PATH }, { token });
      expect((edited.json() as { data: { ad: { link: string } } }).data.ad.link).toBe(KU_PATH_CANONICAL);
    });

    it('a link stored raw before is encoded at the redirect; one that cannot be followed is 404 and not counted', async () => {
      const token = await owner();
      const make = async (raw: string) => {
        const res = await t().post('/api/ads', { link: 'https://sponsor.example/' }, { token });
        const id = (res.json() as { data: { ad: { _id: string } } }).data.ad._id;
        await t().db.kysely.updateTable('ads').set({ link: raw }).where('id', '=', id).execute();
        return id;
      };
      const old = await make(KU_PATH);
      const click = await t().request('GET', `/go/ad/${old}`, undefined, { apiKey: false });
      expect(click.statusCode).toBe(302);
      expect(click.headers.location).toBe(KU_PATH_CANONICAL);
      for (const raw of ['https://a:b/', 'https://[::1/', 'https://example.org@evil.example/']) {
        const id = await make(raw);
        const res = await t().request('GET', `/go/ad/${id}`, undefined, { apiKey: false });
        expect(res.statusCode, raw).toBe(404);
        onlyMessage(res.body);
        expect((await adLink(token, id)).clicks, raw).toBe(0);
      }
    });

    it('links with userinfo are refused with a Sorani reason, for ads and banners', async () => {
      const token = await owner();
      for (const link of [
        'https://example.org@evil.example/',
        'https://a:b@evil.example/x',
        'http://example.org:@evil.example',
      ]) {
        const ad = await t().post('/api/ads', { link }, { token });
        expect(ad.statusCode, link).toBe(400);
        const message = onlyMessage(ad.body);
        expect(message).toContain('«بەستەر»');
        expect(message).toContain('@');
        const banner = await t().post('/api/banners', { title: 'بانەر', link }, { token });
        expect(banner.statusCode, link).toBe(400);
        expect(onlyMessage(banner.body)).toContain('@');
      }
      // an @ in the path is not userinfo
      expect((await t().post('/api/ads', { link: 'https://social.example/@studio' }, { token })).statusCode).toBe(201);
    });

    it('impossible days are refused; real ones, 29 February of a leap year included, are kept', async () => {
      const token = await owner();
      for (const [field, day] of [
        ['starts_on', '2026-02-30'],
        ['ends_on', '2026-02-29'],
        ['starts_on', '2026-13-01'],
        ['ends_on', '2026-04-31'],
        ['starts_on', '2026-00-10'],
      ]) {
        const res = await t().post('/api/ads', { link: 'https://sponsor.example/', [field!]: day }, { token });
        expect(res.statusCode, day).toBe(400);
        expect(onlyMessage(res.body)).toContain(`«${FIELD_LABELS[field!]}»`);
      }
      const fine = await t().post(
        '/api/ads',
        { link: 'https://sponsor.example/', starts_on: '2028-02-29', ends_on: '2028-03-31' },
        { token },
      );
      expect(fine.statusCode, fine.body).toBe(201);
    });

    it("a banner's link on this site is a path: // and \\ are refused, what is kept stays on the site", async () => {
      const token = await owner();
      for (const link of [
        '//evil.example/b1',
        '/\\evil.example/b2',
        '/.//evil.example/b3',
        '\\\\evil.example',
        'javascript:alert(1)',
        '/a b',
      ]) {
        const res = await t().post('/api/banners', { title: 'بانەر', link }, { token });
        expect(res.statusCode, link).toBe(400);
        expect(onlyMessage(res.body)).toContain('«بەستەر»');
      }
      for (const [given, stored] of [
        ['/series/4', '/series/4'],
        ['/کوردی?x=1', '/%DA%A9%D9%88%D8%B1%D8%AF%DB%8C?x=1'],
        [KU_PATH, KU_PATH_CANONICAL],
        ['', ''],
      ]) {
        const res = await t().post('/api/banners', { title: 'بانەر', link: given }, { token });
        expect(res.statusCode, res.body).toBe(201);
        expect((res.json() as { data: { banner: { link: string } } }).data.banner.link).toBe(stored);
      }
    });

    it('a list of ids that names one twice is refused, wherever a list of ids is taken', async () => {
      const token = await owner();
      const genres = ((await t().get('/api/genres')).json() as { data: { genres: { _id: string }[] } }).data.genres;
      const [a, b] = [genres[0]!._id, genres[1]!._id];
      const { row: staff } = await t().createUser({ is_translator: true });
      const cases: [string, Record<string, unknown>, string][] = [
        ['/api/movies', movieBody({ genres: [a, b, a] }), '«ژانرەکان»'],
        ['/api/movies', movieBody({ genres: [a, { _id: a }] }), '«ژانرەکان»'],
        ['/api/series', seriesBody({ translator_id: [staff.id, staff.id] }), '«وەرگێڕەکان»'],
        ['/api/manga', mangaBody({ designer_id: [{ _id: staff.id }, staff.id] }), '«دیزاینەرەکان»'],
      ];
      for (const [url, body, field] of cases) {
        const res = await t().post(url, body, { token });
        expect(res.statusCode, `${url} ${field}`).toBe(400);
        expect(onlyMessage(res.body)).toContain(field);
      }
      const order = await t().post('/api/genres/order', { ids: [a, ...genres.map((g) => g._id)] }, { token });
      expect(order.statusCode).toBe(400);
      onlyMessage(order.body);
    });
  });

  describe('optional text that shows nothing', () => {
    const t = useTestApp(kind, { seed: 'owner' });
    // spaces, ZWNJ, RLM, a Hangul filler and a zero-width space: nothing a reader can see
    const INVISIBLE = ' \u200c\u200f\u3164\u200b ';
    // the optional texts of each kind (contract/src/work-inputs.ts); the required ones must show something
    const FILM_OPTIONAL = ['ar', 'trailer', 'imdb'];
    const FILM_REQUIRED = ['about', 'country', 'language', 'date_publish', 'assessment', 'director'];
    const WORKS: [
      url: string,
      key: string,
      body: (extra: Record<string, unknown>) => Record<string, unknown>,
      fields: string[],
      required: string[],
    ][] = [
      ['/api/movies', 'movie', movieBody, FILM_OPTIONAL, FILM_REQUIRED],
      ['/api/series', 'series', seriesBody, FILM_OPTIONAL, FILM_REQUIRED],
      [
        '/api/manga',
        'manga',
        mangaBody,
        ['country', 'director'],
        ['or', 'about', 'date_publish', 'author', 'language', 'name_studio'],
      ],
    ];
    const blankAll = (fields: string[]) => Object.fromEntries(fields.map((f) => [f, INVISIBLE]));

    it.each(WORKS)(
      '%s: a required text that shows nothing is refused on create and on edit',
      async (url, key, body, _, required) => {
        const { token } = await t().createUser({ is_owner: true });
        for (const field of required) {
          const res = await t().post(url, body({ [field]: INVISIBLE }), { token });
          expect(res.statusCode, `${url} ${field}`).toBe(400);
          onlyMessage(res.body);
        }
        const created = await t().post(url, body({}), { token });
        expect(created.statusCode, created.body).toBe(201);
        const id = String((created.json() as { data: Record<string, Record<string, unknown>> }).data[key]!._id);
        for (const field of required) {
          const edited = await t().request('PATCH', `${url}/${id}`, { [field]: INVISIBLE }, { token });
          expect(edited.statusCode, `PATCH ${url} ${field}`).toBe(400);
        }
      },
    );

    it.each(WORKS)(
      '%s: an optional text that shows nothing is stored as empty on create and on edit',
      async (url, key, body, fields) => {
        const { token } = await t().createUser({ is_owner: true });
        const created = await t().post(url, body({ ...blankAll(fields), alt_titles: [INVISIBLE, 'Other name'] }), {
          token,
        });
        expect(created.statusCode, created.body).toBe(201);
        const work = (created.json() as { data: Record<string, Record<string, unknown>> }).data[key]!;
        for (const field of fields) expect(work[field], `${url} ${field}`).toBe('');
        expect(work.alt_titles).toEqual(['Other name']);
        for (const field of fields) {
          await t().request('PATCH', `${url}/${String(work._id)}`, { [field]: 'نووسین' }, { token });
          const edited = await t().request('PATCH', `${url}/${String(work._id)}`, { [field]: INVISIBLE }, { token });
          expect(edited.statusCode, edited.body).toBe(200);
          const after = (edited.json() as { data: Record<string, Record<string, unknown>> }).data[key]!;
          expect(after[field], `PATCH ${url} ${field}`).toBe('');
        }
      },
    );

    it("a season's detail, an ad's name, a banner's text and an account's role label", async () => {
      const { token } = await t().createUser({ is_owner: true });
      const series = (await t().post('/api/series', seriesBody(), { token })).json() as {
        data: { series: { _id: string } };
      };
      const season = await t().post(
        `/api/series/${series.data.series._id}/session`,
        { name_session: 1, detail: INVISIBLE },
        { token },
      );
      expect(season.statusCode, season.body).toBe(201);
      const tree = season.json() as { data: { series: { session: { detail: string }[] } } };
      expect(tree.data.series.session[0]!.detail).toBe('');
      const ad = await t().post('/api/ads', { link: 'https://sponsor.example/', name: INVISIBLE }, { token });
      expect((ad.json() as { data: { ad: { name: string } } }).data.ad.name).toBe('');
      const banner = await t().post('/api/banners', { title: 'بانەر', text: INVISIBLE }, { token });
      expect((banner.json() as { data: { banner: { text: string } } }).data.banner.text).toBe('');
      const user = await t().post(
        '/api/users',
        {
          name: 'ناو',
          username: `role_${kind}`,
          email: `role-${kind}@example.com`,
          password: 'role-pass-123',
          role: INVISIBLE,
          is_translator: true,
        },
        { token },
      );
      expect(user.statusCode, user.body).toBe(201);
      expect((user.json() as { data: { user: { role: string } } }).data.user.role).toBe('');
    });

    it('text with something visible is kept as typed, joiners included', async () => {
      const { token } = await t().createUser({ is_owner: true });
      const about = ' مێژووی\u200cنهێنی ';
      const res = await t().post('/api/movies', movieBody({ about }), { token });
      expect((res.json() as { data: { movie: { about: string } } }).data.movie.about).toBe(about);
    });
  });

  describe('hosts and page URLs', () => {
    const t = useTestApp(kind, { seed: 'demo', config: { webRoot } });
    const page = (url: string, host: string) => t().get(url, { apiKey: false, headers: { ...html, host } });

    it('a malformed Host answers 400 in Sorani, a page for a browser and { message } for the api', async () => {
      for (const host of ['a b', '[::1', 'a:99999', 'a/b', 'user@evil.example']) {
        const api = await t().get('/api/movies', { headers: { host } });
        expect(api.statusCode, host).toBe(400);
        onlyMessage(api.body);
        for (const url of ['/', '/movies/1']) {
          const res = await page(url, host);
          expect(res.statusCode, `${host} ${url}`).toBe(400);
          expect(res.headers['content-type']).toMatch(/^text\/html/);
          expect(res.body).toMatch(sorani);
          expect(res.body).toContain('lang="ckb"');
        }
      }
    });

    it('a foreign Host is never written into og:url or the canonical link', async () => {
      const res = await page('/movies?page=2', 'evil.example');
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toContain('evil.example');
      expect(canonical(res.body)).toBe('/movies?page=2');
      // this machine's own name is drawn absolute, as `npm start` serves it
      expect(canonical((await page('/movies?page=2', 'localhost:8080')).body)).toBe(
        'http://localhost:8080/movies?page=2',
      );
    });

    it('malformed page URLs get the Sorani not-found page; the api keeps its Sorani JSON', async () => {
      for (const url of ['/%E0%A4%A', '/movies/%', '/series/%zz']) {
        const res = await page(url, 'localhost');
        expect(res.statusCode, url).toBe(404);
        expect(res.headers['content-type'], url).toMatch(/^text\/html/);
        expect(res.body).toContain('هیچ نەدۆزرایەوە');
      }
      const api = await t().get('/api/movies/%');
      expect(api.statusCode).toBe(400);
      onlyMessage(api.body);
    });

    it('an unknown /api path of any length is 404, and a message repeats at most 100 characters of it', async () => {
      for (const length of [101, 150, 3000, 4090, 8000]) {
        const res = await t().get(`/api/${'x'.repeat(length)}`);
        expect(res.statusCode, String(length)).toBe(404);
        const message = onlyMessage(res.body);
        expect(message, String(length)).not.toContain('x'.repeat(100));
        expect(message).toContain('x'.repeat(80));
      }
      for (const length of [4090, 8000]) {
        const res = await t().get(`/media/${'x'.repeat(length)}`);
        expect(res.statusCode, `/media ${length}`).toBe(404);
      }
      // an unknown field named by a long key, and an id in a list
      const { token } = await t().createUser({ is_owner: true });
      const key = 'k'.repeat(3000);
      const unknown = await t().post('/api/ads', { link: 'https://sponsor.example/', [key]: 1 }, { token });
      expect(unknown.statusCode).toBe(400);
      expect(onlyMessage(unknown.body)).not.toContain('k'.repeat(100));
      const staff = await t().post('/api/movies', movieBody({ translator_id: ['y'.repeat(64)] }), { token });
      expect(staff.statusCode).toBe(400);
      expect(onlyMessage(staff.body)).toContain('y'.repeat(64));
    });
  });

  describe('hosts with ALLOWED_HOSTS or PUBLIC_URL', () => {
    const listed = useTestApp(kind, {
      seed: 'none',
      config: { webRoot, allowedHosts: ['anime.example', 'www.anime.example'] },
    });
    const fixed = useTestApp(kind, { seed: 'none', config: { webRoot, publicUrl: 'https://anime.example' } });
    const page = (app: () => TestApp, host: string) =>
      app().get('/movies', { apiKey: false, headers: { ...html, host } });

    it('draw absolute addresses only with a listed host or PUBLIC_URL', async () => {
      expect(canonical((await page(listed, 'www.anime.example')).body)).toBe('http://www.anime.example/movies');
      expect(canonical((await page(listed, 'evil.example')).body)).toBe('http://anime.example/movies');
      for (const host of ['evil.example', 'anime.example']) {
        const res = await page(fixed, host);
        expect(canonical(res.body), host).toBe('https://anime.example/movies');
        expect(ogUrl(res.body), host).toBe('https://anime.example/movies');
      }
    });
  });
});
