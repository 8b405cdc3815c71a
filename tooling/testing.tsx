import { makeStore, Provider, type RootState } from '@ckb/api-client';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from '@ckb/design-system';
import { vi } from 'vitest';

/**
 * Test helpers shared by the shell and the remotes' component tests (jsdom).
 * Renders with the real store factory and a memory router; `location()` tells where navigation ended.
 */
export function renderWithProviders(
  ui: ReactElement,
  { route = '/', preloadedState }: { route?: string; preloadedState?: Partial<RootState> } = {},
) {
  const store = makeStore(preloadedState);
  let current = route;
  function Spy() {
    const loc = useLocation();
    current = loc.pathname + loc.search;
    return null;
  }
  const utils = render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[route]}>
        <Spy />
        <Routes>
          <Route path="*" element={ui} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
  return { ...utils, store, location: () => current };
}

export function jwt(claims: Record<string, unknown>): string {
  const b64 = (o: unknown) => btoa(JSON.stringify(o)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64(claims)}.signature`;
}

export const validToken = (id = 'u1') => jwt({ id, exp: Math.floor(Date.now() / 1000) + 3 * 86400 });

/** `headers`: more response headers (a delete's `x-trash-id`). */
type Handler = (
  url: URL,
  init: Request,
) => { status?: number; body: unknown; headers?: Record<string, string> } | undefined;

/** A fake api behind `fetch`: each handler may answer a request; unanswered requests get 404. */
export function fakeApi(handler: Handler) {
  const calls: Request[] = [];
  vi.stubGlobal('fetch', async (input: Request) => {
    calls.push(input);
    const res = handler(new URL(input.url), input);
    return new Response(JSON.stringify(res?.body ?? { message: 'not found' }), {
      status: res?.status ?? (res ? 200 : 404),
      headers: { 'content-type': 'application/json', ...res?.headers },
    });
  });
  return calls;
}
