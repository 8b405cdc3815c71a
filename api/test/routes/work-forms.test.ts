import { expect, it } from 'vitest';
import { forEachDatabase, OWNER, useTestApp } from '../helpers/app.ts';
import { movieBody, mangaBody, seriesBody, server } from '../helpers/fixtures.ts';
import { image, upload } from '../media/helpers.ts';

/**
 * What the back-office's one-step add form relies on: one create call carries the genres and the alternative
 * titles (the pictures follow on the new work, each refused with a message naming the accepted types); the
 * add and edit bodies share one rule; a server's player code is what the public player plays, or a 400.
 */

type Work = {
  _id: string;
  en: string;
  ar: string | null;
  about: string;
  budget: number | null;
  genres: { _id: string; slug: string }[];
  alt_titles: string[];
  poster: { original: string };
};
type Genre = { _id: string; slug: string };

forEachDatabase((kind) => {
  const t = useTestApp(kind, { seed: 'demo' });
  let token = '';
  const owner = async () => (token ||= await t().login(OWNER.email, OWNER.password));
  const send = async (method: 'POST' | 'PATCH', url: string, body: unknown) =>
    t().request(method, url, body, { token: await owner() });
  const genres = async () => ((await t().get('/api/genres')).json() as { data: { genres: Genre[] } }).data.genres;

  it('creates a film, a series and a manga with their genres and alternative titles in one call', async () => {
    const [a, b] = await genres();
    const cases = [
      ['movies', 'movie', movieBody()],
      ['series', 'series', seriesBody()],
      ['manga', 'manga', mangaBody()],
    ] as const;
    for (const [path, key, body] of cases) {
      const res = await send('POST', `/api/${path}`, {
        ...body,
        genres: [a!._id, b!._id],
        alt_titles: ['Kimi no Na wa', 'كيمي'],
        active_show: 'false',
      });
      expect(res.statusCode, res.body).toBe(201);
      const work = (res.json() as { data: Record<string, Work> }).data[key]!;
      expect(work.genres.map((g) => g.slug)).toEqual([a!.slug, b!.slug]);
      expect(work.alt_titles).toEqual(['Kimi no Na wa', 'كيمي']);
    }
  });

  it('a film needs no Arabic name, budget, revenue or trailer, on add as on edit', async () => {
    const { ar: _a, budget: _b, revenue: _r, trailer: _t, ...body } = movieBody();
    const res = await send('POST', '/api/movies', body);
    expect(res.statusCode, res.body).toBe(201);
    const film = (res.json() as { data: { movie: Work } }).data.movie;
    expect(film.budget).toBeNull();
    const cleared = await send('PATCH', `/api/movies/${film._id}`, { ar: '', trailer: '' });
    expect(cleared.statusCode, cleared.body).toBe(200);
  });

  it('editing may not blank what adding requires, and says so by the field’s label', async () => {
    const film = ((await send('POST', '/api/movies', movieBody())).json() as { data: { movie: Work } }).data.movie;
    for (const [field, label] of [
      ['about', 'دەربارە'],
      ['director', 'دەرهێنەر'],
      ['en', 'ناوی ئینگلیزی'],
    ] as const) {
      const res = await send('PATCH', `/api/movies/${film._id}`, { [field]: ' \u200c ' });
      expect(res.statusCode, field).toBe(400);
      expect((res.json() as { message: string }).message).toContain(`«${label}»`);
    }
  });

  it('refuses a player code the public player would not play, in Sorani, and saves nothing', async () => {
    const film = ((await send('POST', '/api/movies', movieBody())).json() as { data: { movie: Work } }).data.movie;
    for (const embed_code of [
      '<script>alert(1)</script>',
      '<iframe src="http://player.example/x"></iframe>',
      '<iframe src="https://player.example/x" onload="alert(1)"></iframe>',
    ]) {
      const res = await send('POST', `/api/movies/${film._id}/server`, { name_server: 'A', embed_code });
      expect(res.statusCode, embed_code).toBe(400);
      const { message } = res.json() as { message: string };
      expect(message).toContain('«کۆدی لێدەر» وەرناگیرێت');
      expect(message).toContain('https://');
    }
    const after = (await t().get(`/api/movies/${film._id}`, { token: await owner() })).json() as {
      data: { movie: { server: unknown[] } };
    };
    expect(after.data.movie.server).toEqual([]);
    for (const embed_code of [server().embed_code, 'https://player.example/embed/9']) {
      const ok = await send('POST', `/api/movies/${film._id}/server`, { name_server: 'B', embed_code });
      expect(ok.statusCode, embed_code).toBe(201);
    }
  });

  it('a text file as a poster is refused naming the picture types taken; a picture is taken', async () => {
    const film = ((await send('POST', '/api/movies', movieBody())).json() as { data: { movie: Work } }).data.movie;
    const url = `/api/movies/${film._id}/upload/poster`;
    const bad = await upload(t(), {
      url,
      token: await owner(),
      parts: [
        { field: 'poster', filename: 'notes.txt', data: Buffer.from('not a picture'), contentType: 'text/plain' },
      ],
    });
    expect(bad.statusCode).toBe(415);
    expect(bad.json().message).toMatch(/«notes\.txt».*JPEG، PNG، WebP، AVIF و GIF/);
    const good = await upload(t(), {
      url,
      token: await owner(),
      parts: [{ field: 'poster', filename: 'p.png', data: await image('png'), contentType: 'image/png' }],
    });
    expect(good.statusCode, good.body).toBe(200);
  });
});
