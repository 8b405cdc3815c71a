import { beforeAll, expect, it } from 'vitest';
import { forEachDatabase, useTestApp } from '../helpers/app.ts';

forEachDatabase((kind) => {
  const t = useTestApp(kind);

  beforeAll(() => {
    // a route that fails the way a bug would, to see what leaks
    t().app.get('/api/test-boom', async () => {
      throw new Error('secret internals at /srv/app.ts:12');
    });
  });

  const expectEnvelope = (res: { headers: Record<string, unknown>; body: string }) => {
    expect(res.headers['content-type']).toMatch(/application\/json/);
    const body = JSON.parse(res.body) as Record<string, unknown>;
    expect(Object.keys(body)).toEqual(['message']);
    expect(typeof body.message).toBe('string');
    expect(res.body).not.toMatch(/<html|at \w+ \(|\.ts:\d+/i);
    return body as { message: string };
  };

  it('unknown /api route -> 404 JSON naming the route', async () => {
    const res = await t().get('/api/no-such-thing', { headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(404);
    expect(expectEnvelope(res).message).toContain('/api/no-such-thing');
  });

  it('unknown method on a known path -> 404 JSON', async () => {
    const res = await t().request('DELETE', '/api/login');
    expect(res.statusCode).toBe(404);
    expectEnvelope(res);
  });

  it('malformed JSON -> 400 JSON', async () => {
    const res = await t().post('/api/login', '{"email": "a@b.c", "password": ', {
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(400);
    expect(expectEnvelope(res).message).toContain('JSON');
  });

  it('empty JSON body -> 400', async () => {
    const res = await t().post('/api/login', '', { headers: { 'content-type': 'application/json' } });
    expect(res.statusCode).toBe(400);
    expectEnvelope(res);
  });

  it('prototype-pollution JSON is refused, not merged', async () => {
    const res = await t().post('/api/login', '{"email":"a@b.c","password":"x","__proto__":{"admin":true}}', {
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(400);
    expectEnvelope(res);
  });

  it('unsupported content type -> 415', async () => {
    const res = await t().post('/api/login', 'email=a', {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.statusCode).toBe(415);
    expectEnvelope(res);
  });

  it('wrong types name the field', async () => {
    const page = await t().get('/api/movies?page=abc');
    expect(page.statusCode).toBe(400);
    expect(expectEnvelope(page).message).toContain('«ژمارەی پەڕە»');

    const limit = await t().get('/api/movies?limit=2.5');
    expect(limit.statusCode).toBe(400);
    expect(expectEnvelope(limit).message).toContain('«ژمارەی دانە لە هەر پەڕەیەکدا»');

    const type = await t().get('/api/movies?type=cartoon');
    expect(type.statusCode).toBe(400);
    expect(expectEnvelope(type).message).toContain('«جۆر»');

    const body = await t().post('/api/login', { email: ['x'], password: 'p' });
    expect(body.statusCode).toBe(400);
    expect(expectEnvelope(body).message).toContain('«ئیمەیڵ»');
  });

  it('a missing field is named', async () => {
    const res = await t().post('/api/login', { email: 'a@b.c' });
    expect(res.statusCode).toBe(400);
    expect(expectEnvelope(res).message).toContain('«وشەی نهێنی»');
  });

  it('a server fault -> 500 with a generic Sorani message, no stack', async () => {
    const res = await t().get('/api/test-boom');
    expect(res.statusCode).toBe(500);
    const { message } = expectEnvelope(res);
    expect(message).not.toContain('secret internals');
    expect(message).toMatch(/[\u0600-\u06FF]/);
  });

  it('GET /healthz reports the database', async () => {
    const res = await t().get('/healthz');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: kind });
  });
});
