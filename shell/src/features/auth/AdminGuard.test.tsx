import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderWithProviders, validToken } from '../../../../tooling/testing.tsx';
import { AdminGuard } from './AdminGuard.tsx';

afterEach(() => vi.unstubAllGlobals());

const flags = {
  is_owner: false,
  is_dev: false,
  is_supervisor: false,
  is_admin: false,
  is_translator: false,
  is_designer: false,
  is_technique: false,
};

function signedInAs(roles: Partial<typeof flags>, { valid = true } = {}) {
  const token = validToken('u1');
  localStorage.setItem('token', token);
  localStorage.setItem('tokenExpiry', String(Date.now() + 86400_000));
  return fakeApi((url) => {
    if (url.pathname === '/api/verify-token')
      return valid ? { body: { data: { valid: true } } } : { status: 401, body: { message: 'نا' } };
    if (url.pathname === '/api/users/u1')
      return { body: { data: { user: { _id: 'u1', name: 'U', username: 'u', ...flags, ...roles } } } };
    return undefined;
  });
}

const guarded = (
  <AdminGuard notFound={<h1>404</h1>}>
    <p>admin content</p>
  </AdminGuard>
);

describe('AdminGuard', () => {
  it('sends a visitor without a token to /login', async () => {
    const { location } = renderWithProviders(guarded, { route: '/admin' });
    await waitFor(() => expect(location()).toBe('/login'));
  });

  it('verifies the token, and signs out to /login when it is refused', async () => {
    const calls = signedInAs({ is_admin: true }, { valid: false });
    const { location, store } = renderWithProviders(guarded, { route: '/admin' });
    await waitFor(() => expect(location()).toBe('/login'));
    expect(calls.some((c) => c.url.endsWith('/api/verify-token'))).toBe(true);
    expect(store.getState().auth.isAuthenticated).toBe(false);
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('signs out when the api answers that the token is not valid', async () => {
    signedInAs({ is_admin: true });
    fakeApi((url) => (url.pathname === '/api/verify-token' ? { body: { data: { valid: false } } } : undefined));
    const { location, store } = renderWithProviders(guarded, { route: '/admin' });
    await waitFor(() => expect(location()).toBe('/login'));
    expect(store.getState().auth.isAuthenticated).toBe(false);
  });

  it('keeps the session when the check gets no answer (network, or the page left), and offers a retry', async () => {
    signedInAs({ is_admin: true });
    let down = true;
    const answer = (body: unknown) =>
      new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
    vi.stubGlobal('fetch', async (input: Request) => {
      const { pathname } = new URL(input.url);
      if (pathname === '/api/verify-token') {
        if (down) throw new TypeError('Failed to fetch');
        return answer({ data: { valid: true } });
      }
      if (pathname === '/api/users/u1')
        return answer({ data: { user: { _id: 'u1', name: 'U', ...flags, is_admin: true } } });
      return new Response('{}', { status: 404 });
    });
    const { location, store } = renderWithProviders(guarded, { route: '/admin' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('چوونەژوورەوەکەت نەپشکنرا');
    expect(location()).toBe('/admin');
    expect(store.getState().auth.isAuthenticated).toBe(true);
    expect(localStorage.getItem('token')).not.toBeNull();
    down = false;
    await userEvent.click(screen.getByRole('button', { name: 'دووبارە هەوڵدانەوە' }));
    expect(await screen.findByText('admin content')).toBeVisible();
  });

  it('lets a managing role see the dashboard', async () => {
    signedInAs({ is_supervisor: true });
    renderWithProviders(guarded, { route: '/admin' });
    expect(await screen.findByText('admin content')).toBeVisible();
  });

  it('sends a translator from the dashboard to their profile', async () => {
    signedInAs({ is_translator: true });
    const { location } = renderWithProviders(guarded, { route: '/admin' });
    await waitFor(() => expect(location()).toBe('/admin/users/profile'));
  });

  it('sends a supervisor away from the works sections to /forbidden', async () => {
    signedInAs({ is_supervisor: true });
    const { location } = renderWithProviders(guarded, { route: '/admin/movies' });
    await waitFor(() => expect(location()).toBe('/forbidden'));
  });

  it('opens the accounts screens to every staff member, as the route map says', async () => {
    signedInAs({ is_translator: true });
    renderWithProviders(guarded, { route: '/admin/users' });
    expect(await screen.findByText('admin content')).toBeVisible();
  });

  it('refuses a back-office path with no screen, for every role: the 404 page, not the back-office', async () => {
    signedInAs({ is_owner: true, is_dev: true });
    const { location } = renderWithProviders(guarded, { route: '/admin/add/other' });
    expect(await screen.findByRole('heading', { level: 1, name: '404' })).toBeVisible();
    expect(screen.queryByText('admin content')).toBeNull();
    expect(location()).toBe('/admin/add/other');
  });

  it('lets an admin into the works sections', async () => {
    signedInAs({ is_admin: true });
    renderWithProviders(guarded, { route: '/admin/series/abc' });
    expect(await screen.findByText('admin content')).toBeVisible();
  });
});
