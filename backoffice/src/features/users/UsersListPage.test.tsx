import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderWithProviders, validToken } from '../../../../tooling/testing.tsx';
import { account } from './fixtures.ts';
import UsersListPage from './UsersListPage.tsx';

afterEach(() => vi.unstubAllGlobals());

const signedInAs = (id: string) => ({
  auth: { token: validToken(id), isAuthenticated: true, user: { id, exp: Math.floor(Date.now() / 1000) + 3600 } },
});

function serve(me: ReturnType<typeof account>) {
  return fakeApi((url, req) => {
    if (url.pathname === '/api/users' && req.method === 'GET')
      return {
        body: {
          data: {
            pagination_info: {
              results: [account({ _id: 'a', name: 'Ara', username: 'ara', is_designer: true })],
              totalPages: 3,
              totalItems: 25,
            },
          },
        },
      };
    if (url.pathname === `/api/users/${me._id}`) return { body: { data: { user: me } } };
    return undefined;
  });
}

describe('UsersListPage', () => {
  it('asks for 12 a page, links each account by id, and offers "add" to an admin', async () => {
    const calls = serve(account({ _id: 'me', is_admin: true }));
    renderWithProviders(<UsersListPage />, { route: '/admin/users?page=2', preloadedState: signedInAs('me') });
    expect(await screen.findByRole('link', { name: 'Ara' })).toHaveAttribute('href', '/admin/users/a');
    const list = calls.find((c) => new URL(c.url).pathname === '/api/users')!;
    expect(new URL(list.url).searchParams.get('limit')).toBe('12');
    expect(new URL(list.url).searchParams.get('page')).toBe('2');
    expect(screen.getByRole('navigation', { name: 'پەڕەکانی لیستی بەکارهێنەران' })).toBeVisible();
    await userEvent.click(await screen.findByRole('button', { name: 'بەکارهێنەری نوێ' }));
    expect(screen.getByRole('dialog', { name: 'زیادکردنی بەکارهێنەر' })).toBeVisible();
    expect(screen.getAllByRole('switch')).toHaveLength(3);
  });

  it('no add button for a translator', async () => {
    const calls = serve(account({ _id: 'me', is_translator: true }));
    const { store } = renderWithProviders(<UsersListPage />, {
      route: '/admin/users',
      preloadedState: signedInAs('me'),
    });
    await screen.findByRole('link', { name: 'Ara' });
    // Once the signed-in account (its roles) has arrived, the button is still absent.
    await waitFor(() => expect(JSON.stringify(store.getState())).toContain('"is_translator":true'));
    expect(calls.some((c) => new URL(c.url).pathname === '/api/users/me')).toBe(true);
    expect(screen.queryByRole('button', { name: 'بەکارهێنەری نوێ' })).toBeNull();
  });
});
