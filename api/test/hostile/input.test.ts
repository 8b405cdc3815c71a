import { describe, expect, it } from 'vitest';
import { forEachDatabase, useTestApp } from '../helpers/app.ts';
import { movieBody, server } from '../helpers/fixtures.ts';

/** The smaller holes a hostile run found: what it sent, and the answers it must get now. */

const sorani = /[\u0600-\u06FF]/;
const onlyMessage = (body: string) => {
  const json = JSON.parse(body) as Record<string, unknown>;
  expect(Object.keys(json)).toEqual(['message']);
  expect(json.message).toMatch(sorani);
  return json.message as string;
};

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
      expect(onlyMessage(film.body)).toContain('«en»');
      const user = await t().post(
        '/api/users',
        { name: ` ${invisible}\u3164 `, username: 'ghost', email: 'ghost@example.com', password: 'ghost-pass-1' },
        { token },
      );
      expect(user.statusCode).toBe(400);
      expect(onlyMessage(user.body)).toContain('«name»');
      const created = (await t().post('/api/movies', movieBody(), { token })).json() as {
        data: { movie: { _id: string } };
      };
      const srv = await t().post(`/api/movies/${created.data.movie._id}/server`, server(invisible), { token });
      expect(srv.statusCode).toBe(400);
      expect(onlyMessage(srv.body)).toContain('«name_server»');
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
      expect(onlyMessage(res.body)).toContain('«en»');
      const after = (await t().get('/api/movies?limit=1')).json() as typeof before;
      expect(after.data.pagination_info.totalItems).toBe(before.data.pagination_info.totalItems);
    });
  });
});
