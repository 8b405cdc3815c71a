import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { hydrateFromServer, makeStore, serverState } from './store.ts';
import { NETWORK_ERROR, SERVER_ERROR } from './errors.ts';
import { signedIn, signedOutAction } from './authSlice.ts';
import { errorShown, successShown, selectToast, selectIsLoading } from './uiSlice.ts';
import { catalogApi } from './endpoints/catalog.ts';
import { authApi } from './endpoints/auth.ts';
import { readerApi } from './endpoints/reader.ts';
import { toastPlanned } from './uiSlice.ts';

function token(claims: Record<string, unknown>): string {
  const b64 = (o: unknown) => btoa(JSON.stringify(o)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64(claims)}.sig`;
}
const inDays = (d: number) => Math.floor(Date.now() / 1000) + d * 86400;

describe('auth state', () => {
  it('signs in with a decodable token, stores it, and restores it at start-up', () => {
    const store = makeStore();
    const t = token({ id: 'u1', exp: inDays(3) });
    store.dispatch(signedIn(t));
    expect(store.getState().auth).toMatchObject({ isAuthenticated: true, token: t, user: { id: 'u1' } });
    expect(localStorage.getItem('token')).toBe(t);
    expect(makeStore().getState().auth.isAuthenticated).toBe(true);
  });

  it('treats an expired or malformed stored token as signed out and clears it', () => {
    localStorage.setItem('token', token({ id: 'u1', exp: inDays(-1) }));
    localStorage.setItem('tokenExpiry', String(Date.now() + 1000));
    expect(makeStore().getState().auth.isAuthenticated).toBe(false);
    expect(localStorage.getItem('token')).toBeNull();
    localStorage.setItem('token', 'not-a-jwt');
    expect(makeStore().getState().auth.isAuthenticated).toBe(false);
  });

  it('honours the 3-day client-side expiry even when the token itself lives longer', () => {
    localStorage.setItem('token', token({ id: 'u1', exp: inDays(30) }));
    localStorage.setItem('tokenExpiry', String(Date.now() - 1));
    expect(makeStore().getState().auth.isAuthenticated).toBe(false);
  });

  it('logout clears the stored token', () => {
    const store = makeStore();
    store.dispatch(signedIn(token({ id: 'u1', exp: inDays(3) })));
    store.dispatch(signedOutAction());
    expect(store.getState().auth.isAuthenticated).toBe(false);
    expect(localStorage.getItem('token')).toBeNull();
  });
});

describe('overlay state', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows the error over a success and clears both after 3 s', async () => {
    const store = makeStore();
    store.dispatch(successShown('ok'));
    store.dispatch(errorShown('bad'));
    expect(selectToast(store.getState())).toEqual({ kind: 'error', message: 'bad' });
    await vi.advanceTimersByTimeAsync(2999);
    expect(selectToast(store.getState())).not.toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    expect(selectToast(store.getState())).toBeNull();
  });
});

describe('requests', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends the API key and bearer token, and turns the spinner on while running', async () => {
    let seen: Request | undefined;
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    vi.stubGlobal('fetch', async (req: Request) => {
      seen = req;
      await gate;
      return new Response(
        JSON.stringify({ data: { pagination_info: { results: [], totalPages: 0, totalItems: 0 } } }),
        {
          headers: { 'content-type': 'application/json' },
        },
      );
    });
    const store = makeStore();
    const t = token({ id: 'u1', exp: inDays(3) });
    store.dispatch(signedIn(t));
    const running = store.dispatch(catalogApi.endpoints.getMovies.initiate({ page: 2, limit: 14, activeShow: true }));
    await vi.waitFor(() => expect(seen).toBeDefined());
    expect(selectIsLoading(store.getState())).toBe(true);
    expect(seen!.headers.get('x-api-key')).toBeTruthy();
    expect(seen!.headers.get('authorization')).toBe(`Bearer ${t}`);
    expect(new URL(seen!.url).search).toBe('?page=2&limit=14&active_show=true');
    release();
    await running;
    expect(selectIsLoading(store.getState())).toBe(false);
    running.unsubscribe();
  });

  it('signs out when the api refuses the token a call carried', async () => {
    vi.stubGlobal('fetch', async () => new Response(JSON.stringify({ message: 'نا' }), { status: 401 }));
    const store = makeStore();
    store.dispatch(signedIn(token({ id: 'u1', exp: inDays(3) })));
    expect(store.getState().auth.isAuthenticated).toBe(true);
    await store.dispatch(catalogApi.endpoints.getMovies.initiate({ page: 4 }));
    expect(store.getState().auth.isAuthenticated).toBe(false);
    expect(localStorage.getItem('token')).toBeNull();
  });

  it("shows the body's message in the error toast, else a Sorani one (never 'An error occurred' for a visitor)", async () => {
    vi.stubGlobal('fetch', async () => new Response(JSON.stringify({ message: 'هەڵە' }), { status: 400 }));
    const store = makeStore();
    await store.dispatch(catalogApi.endpoints.getMovies.initiate({}));
    expect(selectToast(store.getState())).toEqual({ kind: 'error', message: 'هەڵە' });
    vi.stubGlobal('fetch', async () => new Response('<html>', { status: 502 }));
    await store.dispatch(catalogApi.endpoints.getMovies.initiate({ page: 9 }));
    expect(selectToast(store.getState())).toEqual({ kind: 'error', message: SERVER_ERROR });
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    await store.dispatch(catalogApi.endpoints.getMovies.initiate({ page: 10 }));
    expect(selectToast(store.getState())).toEqual({ kind: 'error', message: NETWORK_ERROR });
  });

  it("leaves to the screen the failures it shows itself: the reader's chapter, a request planned `quiet: 'all'`", async () => {
    vi.stubGlobal('fetch', async () => new Response(JSON.stringify({ message: 'نەدۆزرایەوە' }), { status: 404 }));
    const store = makeStore();
    await store.dispatch(readerApi.endpoints.getChapter.initiate({ manga: 1, session: 1, chapter: '99' }));
    expect(selectToast(store.getState())).toBeNull();
    vi.stubGlobal('fetch', async () => new Response(JSON.stringify({ message: 'هەڵەیە' }), { status: 401 }));
    const started = store.dispatch(authApi.endpoints.login.initiate({ email: 'a@b.test', password: 'x' }));
    store.dispatch(toastPlanned({ requestId: started.requestId, plan: { quiet: 'all' } }));
    await started;
    expect(selectToast(store.getState())).toBeNull();
    // the same failure elsewhere still raises the toast
    await store.dispatch(catalogApi.endpoints.getMovies.initiate({ page: 11 }));
    expect(selectToast(store.getState())).toEqual({ kind: 'error', message: 'هەڵەیە' });
  });
});

describe('the answers a server-drawn page embeds', () => {
  /** A server render's store: one manga found, one chapter not (404), as an anonymous visitor gets them. */
  async function drawnState() {
    const serverFetch = async (request: Request) =>
      request.url.includes('/chapter/')
        ? new Response(JSON.stringify({ message: 'نەدۆزرایەوە' }), { status: 404 })
        : new Response(JSON.stringify({ data: { manga: { _id: 'm1' } } }), { status: 200 });
    const server = makeStore(undefined, { serverFetch });
    await server.dispatch(catalogApi.endpoints.getManga.initiate('m1'));
    await server.dispatch(readerApi.endpoints.getChapter.initiate(CHAPTER));
    return serverState(server);
  }
  const CHAPTER = { manga: 1, session: 1, chapter: '2' };

  it('a visitor keeps them all, the 404 included (nothing is fetched again)', async () => {
    const store = makeStore();
    hydrateFromServer(store, await drawnState());
    expect(catalogApi.endpoints.getManga.select('m1')(store.getState()).status).toBe('fulfilled');
    expect(readerApi.endpoints.getChapter.select(CHAPTER)(store.getState()).status).toBe('rejected');
  });

  it('signed-in staff drop what the public could not get, so their page asks again with their token', async () => {
    const store = makeStore();
    store.dispatch(signedIn(token({ id: 'u1', exp: inDays(3) })));
    hydrateFromServer(store, await drawnState());
    expect(catalogApi.endpoints.getManga.select('m1')(store.getState()).status).toBe('fulfilled');
    expect(readerApi.endpoints.getChapter.select(CHAPTER)(store.getState()).status).toBe('uninitialized');
  });
});
