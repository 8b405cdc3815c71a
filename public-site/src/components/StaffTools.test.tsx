import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderWithProviders, validToken } from '../../../tooling/testing.tsx';
import { StaffTools } from './StaffTools.tsx';

afterEach(() => vi.unstubAllGlobals());

const session = (id: string) => ({
  auth: { token: validToken(id), isAuthenticated: true, user: { id, exp: Math.floor(Date.now() / 1000) + 3600 } },
});
const account = (id: string, flags: Record<string, boolean>) => ({
  body: { data: { user: { _id: id, name: 'ستاف', username: id, ...flags } } },
});

/** The api of two accounts: an admin and a translator. */
function serve() {
  return fakeApi((url) => {
    if (url.pathname === '/api/users/admin1') return account('admin1', { is_admin: true });
    if (url.pathname === '/api/users/tr1') return account('tr1', { is_translator: true });
    return undefined;
  });
}

describe('StaffTools: a work page for signed-in staff', () => {
  it('a visitor gets nothing and the api is not asked', () => {
    const calls = serve();
    const { container } = renderWithProviders(<StaffTools kind="movies" number={49} hidden />);
    expect(container).toBeEmptyDOMElement();
    expect(calls).toHaveLength(0);
  });

  it('an admin gets «دەستکاری» to the admin screen by the same public number', async () => {
    serve();
    renderWithProviders(<StaffTools kind="movies" number={49} hidden={false} />, { preloadedState: session('admin1') });
    expect(await screen.findByRole('link', { name: 'دەستکاری' })).toHaveAttribute('href', '/admin/movies/49');
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });

  it('a hidden work says so, to an admin and to a translator; only the admin may edit it', async () => {
    const calls = serve();
    const admin = renderWithProviders(<StaffTools kind="manga" number={7} hidden />, {
      preloadedState: session('admin1'),
    });
    expect(await screen.findByRole('note')).toHaveTextContent('ئەم بەرهەمە شاراوەیە.');
    expect(await screen.findByRole('link', { name: 'دەستکاری' })).toHaveAttribute('href', '/admin/manga/7');
    admin.unmount();

    renderWithProviders(<StaffTools kind="manga" number={7} hidden />, { preloadedState: session('tr1') });
    expect(await screen.findByRole('note')).toHaveTextContent('خەڵک نایبینن');
    // the translator's account was asked for and answered, and still no link
    await waitFor(() => expect(calls.some((c) => c.url.endsWith('/api/users/tr1'))).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('link', { name: 'دەستکاری' })).not.toBeInTheDocument();
  });
});
