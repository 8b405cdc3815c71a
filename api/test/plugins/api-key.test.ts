import { expect, it } from 'vitest';
import { forEachDatabase, useTestApp } from '../helpers/app.ts';

forEachDatabase((kind) => {
  const t = useTestApp(kind);

  it('answers 401 { message } without the key', async () => {
    const res = await t().get('/api/movies', { apiKey: false });
    expect(res.statusCode).toBe(401);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.json()).toEqual({ message: expect.stringContaining('x-api-key') });
  });

  it('answers 401 with a wrong key, also on POST and unknown /api paths', async () => {
    expect((await t().get('/api/movies', { apiKey: 'ckb-public-key' })).statusCode).toBe(401);
    expect((await t().post('/api/login', { email: 'a', password: 'b' }, { apiKey: 'nope' })).statusCode).toBe(401);
    expect((await t().get('/api/nothing-here', { apiKey: false })).statusCode).toBe(401);
  });

  it('lets requests with the configured key through', async () => {
    expect((await t().get('/api/movies')).statusCode).toBe(200);
  });

  it('does not guard what is not under /api', async () => {
    expect((await t().get('/healthz', { apiKey: false })).statusCode).toBe(200);
    expect((await t().get('/img/default/default.png', { apiKey: false })).statusCode).toBe(200);
  });

  it('leaves the OpenAPI page open to a browser', async () => {
    const res = await t().get('/api/docs/json', { apiKey: false });
    expect(res.statusCode).toBe(200);
    const doc = res.json() as { openapi: string; paths: Record<string, unknown> };
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/login', '/api/movies', '/api/users/{id}']));
    expect(Object.keys(doc.paths).some((p) => p.startsWith('/mf') || p === '/')).toBe(false);
    const page = await t().get('/api/docs', { apiKey: false, headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
  });
});
