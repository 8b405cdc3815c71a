import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderWithProviders, validToken } from '../../../../tooling/testing.tsx';
import LogoutPage from './LogoutPage.tsx';

afterEach(() => vi.unstubAllGlobals());

const signedInAs = (token: string) => ({
  auth: { token, isAuthenticated: true, user: { id: 'me', exp: Math.floor(Date.now() / 1000) + 3600 } },
});

describe('LogoutPage', () => {
  it('ends the session on the server with the token, then clears it here and goes to /', async () => {
    const token = validToken('me');
    let sessionDuringCall: string | null = 'unset';
    let current: () => string | null = () => null;
    const calls = fakeApi((url) => {
      if (url.pathname !== '/api/logout') return undefined;
      sessionDuringCall = current();
      return { body: { data: { signedOut: true } } };
    });
    const { store, location } = renderWithProviders(<LogoutPage />, {
      route: '/logout',
      preloadedState: signedInAs(token),
    });
    current = () => store.getState().auth.token;
    await waitFor(() => expect(location()).toBe('/'));
    const logout = calls.find((c) => new URL(c.url).pathname === '/api/logout');
    expect(logout?.method).toBe('POST');
    expect(logout?.headers.get('authorization')).toBe(`Bearer ${token}`);
    // the session was still there while the server ended it, and is gone after
    expect(sessionDuringCall).toBe(token);
    expect(store.getState().auth.token).toBeNull();
    expect(store.getState().auth.isAuthenticated).toBe(false);
  });

  it('signs out here even when the server cannot be reached', async () => {
    const token = validToken('me');
    const calls = fakeApi(() => ({ status: 503, body: { message: 'سێرڤەر ئامادە نییە' } }));
    const { store, location } = renderWithProviders(<LogoutPage />, {
      route: '/logout',
      preloadedState: signedInAs(token),
    });
    await waitFor(() => expect(location()).toBe('/'));
    expect(calls.some((c) => new URL(c.url).pathname === '/api/logout')).toBe(true);
    expect(store.getState().auth.isAuthenticated).toBe(false);
  });

  it('calls nothing when nobody is signed in', async () => {
    const calls = fakeApi(() => undefined);
    const { location } = renderWithProviders(<LogoutPage />, { route: '/logout' });
    await waitFor(() => expect(location()).toBe('/'));
    expect(calls).toHaveLength(0);
  });
});
