import { describe, expect, it } from 'vitest';
import { forEachDatabase, useTestApp } from '../helpers/app.ts';

interface Operation {
  summary?: string;
  tags?: string[];
  security?: unknown[];
  requestBody?: { content: Record<string, { schema: Schema }> };
  parameters?: { name: string; in: string; schema: Schema }[];
  responses: Record<string, unknown>;
}
interface Schema {
  type?: string;
  properties?: Record<string, Schema>;
  required?: string[];
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  items?: Schema;
}
interface Doc {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
}

/** The SPEC §7 calls (and the documented additions) that must be in the document. */
const EXPECTED = [
  'POST /api/login',
  'GET /api/verify-token',
  'GET /api/users',
  'POST /api/users',
  'GET /api/users/{id}',
  'PATCH /api/users/{id}',
  'DELETE /api/users/{id}',
  'GET /api/movies',
  'POST /api/movies',
  'GET /api/movies/{id}',
  'PATCH /api/movies/{id}',
  'DELETE /api/movies/{id}',
  'GET /api/movies/{number}/number',
  'POST /api/movies/{id}/server',
  'POST /api/movies/{id}/server/{serverId}/edit',
  'DELETE /api/movies/{id}/server/{serverId}',
  'GET /api/series',
  'POST /api/series',
  'GET /api/series/{id}',
  'PATCH /api/series/{id}',
  'DELETE /api/series/{id}',
  'GET /api/series/{number}/number',
  'POST /api/series/{id}/session',
  'PATCH /api/series/{id}/session/{sessionId}',
  'DELETE /api/series/{id}/session/{sessionId}',
  'POST /api/series/{id}/session/{sessionId}/epsode',
  'PATCH /api/series/{id}/session/{sessionId}/epsode/{epsodeId}',
  'DELETE /api/series/{id}/session/{sessionId}/epsode/{epsodeId}',
  'POST /api/series/{id}/session/{sessionId}/epsode/{epsodeId}/server',
  'POST /api/series/{id}/session/{sessionId}/epsode/{epsodeId}/server/{serverId}/edit',
  'DELETE /api/series/{id}/session/{sessionId}/epsode/{epsodeId}/server/{serverId}',
  'GET /api/manga',
  'POST /api/manga',
  'GET /api/manga/{id}',
  'PATCH /api/manga/{id}',
  'DELETE /api/manga/{id}',
  'GET /api/manga/{number}/number',
  'POST /api/manga/{id}/session',
  'PATCH /api/manga/{id}/session/{sessionId}',
  'DELETE /api/manga/{id}/session/{sessionId}',
  'POST /api/manga/{id}/session/{sessionId}/chapter',
  'PATCH /api/manga/{id}/session/{sessionId}/chapter/{chapterId}',
  'DELETE /api/manga/{id}/session/{sessionId}/chapter/{chapterId}',
  'GET /api/slide',
  'GET /api/trend/popular',
  'GET /api/trend/today',
  'GET /api/trend/new',
];

forEachDatabase((kind) => {
  describe('OpenAPI at /api/docs', () => {
    const t = useTestApp(kind);
    const doc = async () => {
      const res = await t().get('/api/docs/json', { apiKey: false });
      expect(res.statusCode).toBe(200);
      return res.json() as Doc;
    };

    it('documents every call of the contract, each with a summary, a tag and its answers', async () => {
      const { paths, openapi } = await doc();
      expect(openapi).toMatch(/^3\./);
      const documented = Object.entries(paths).flatMap(([path, ops]) =>
        Object.keys(ops).map((m) => `${m.toUpperCase()} ${path}`),
      );
      for (const call of EXPECTED) expect(documented, call).toContain(call);
      for (const [path, ops] of Object.entries(paths)) {
        if (!path.startsWith('/api/')) continue;
        for (const [method, op] of Object.entries(ops)) {
          expect(op.summary, `${method} ${path}`).toBeTruthy();
          expect(op.tags?.length, `${method} ${path}`).toBeGreaterThan(0);
          expect(
            Object.keys(op.responses).some((code) => /^4\d\d$/.test(code)),
            `${method} ${path}`,
          ).toBe(true);
          if (method !== 'get' && path !== '/api/login') expect(op.security, `${method} ${path}`).toBeDefined();
        }
      }
    });

    it('documents the length bounds and numeric ranges of the request bodies', async () => {
      const { paths } = await doc();
      const body = (path: string, method: string) =>
        paths[path]![method]!.requestBody!.content['application/json']!.schema;
      const movie = body('/api/movies', 'post');
      expect(movie.required).toEqual(expect.arrayContaining(['en', 'ku', 'about', 'time', 'rating', 'director']));
      // optional on add and edit alike (contract/src/work-inputs.ts says why)
      for (const optional of ['ar', 'budget', 'revenue', 'trailer']) expect(movie.required).not.toContain(optional);
      expect(movie.properties!.en!.maxLength).toBe(300);
      expect(movie.properties!.about!.maxLength).toBe(10_000);
      expect(movie.properties!.rating).toMatchObject({ minimum: 0, maximum: 10 });
      expect(body('/api/users', 'post').properties!.username!.maxLength).toBe(50);
      expect(body('/api/movies/{id}/server', 'post').properties!.embed_code!.maxLength).toBe(5000);
      expect(body('/api/series/{id}/session', 'post').properties!.name_session!.maximum).toBeGreaterThan(0);
      const list = paths['/api/movies']!.get!.parameters!.find((p) => p.name === 'limit');
      expect(list?.schema).toMatchObject({ minimum: -1, maximum: 1000 });
    });

    it('serves a browsable page without the API key', async () => {
      const res = await t().get('/api/docs', { apiKey: false });
      const page = res.statusCode === 302 ? await t().get(String(res.headers.location), { apiKey: false }) : res;
      expect([200, 302]).toContain(res.statusCode);
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toMatch(/text\/html/);
      expect(page.body).toMatch(/swagger/i);
    });
  });
});
