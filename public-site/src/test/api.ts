import { afterEach, vi } from 'vitest';

afterEach(() => vi.unstubAllGlobals());

/** A fake `/api`: handlers by path (`/api/movies`, `/api/movies/3/number`), answering like the real one. */
export type Handler = (url: URL) => { status?: number; body: unknown } | unknown;

export interface FakeApi {
  /** Every request, as `path?query`. */
  calls: string[];
  /** Requests to one path. */
  callsTo(path: string): URL[];
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** `{ status, body }` from a handler is sent as is; anything else is wrapped as `{ data }`. */
export function fakeApi(routes: Record<string, Handler | unknown>): FakeApi {
  const calls: string[] = [];
  const urls: URL[] = [];
  vi.stubGlobal('fetch', async (input: Request | string) => {
    const url = new URL(typeof input === 'string' ? input : input.url);
    calls.push(`${url.pathname}${url.search}`);
    urls.push(url);
    const route = routes[url.pathname];
    if (route === undefined) return json(404, { message: `نەدۆزرایەوە: ${url.pathname}` });
    const out = typeof route === 'function' ? (route as Handler)(url) : { body: { data: route } };
    if (out && typeof out === 'object' && 'body' in out) {
      const { status = 200, body } = out as { status?: number; body: unknown };
      return json(status, body);
    }
    return json(200, { data: out });
  });
  return { calls, callsTo: (path) => urls.filter((u) => u.pathname === path) };
}

/** A request that never answers: the page stays in its waiting state. */
export function pendingApi(): void {
  vi.stubGlobal('fetch', () => new Promise<Response>(() => {}));
}

export const failWith =
  (status: number, message = 'هەڵەیەک ڕوویدا') =>
  () => ({ status, body: { message } });

export const paged = <T>(results: T[], totalItems = results.length, totalPages = 1) => ({
  pagination_info: { results, totalItems, totalPages },
});
