import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderWithProviders, validToken } from '../../../../tooling/testing.tsx';
import { markStandalone } from '../../lib/host.ts';
import { chapterAdminPath } from '../../lib/links.ts';
import { StaffEditLink } from './StaffEditLink.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  delete (globalThis as Record<string, unknown>).__ckbReaderStandalone;
});

const session = (id: string) => ({
  auth: { token: validToken(id), isAuthenticated: true, user: { id, exp: Math.floor(Date.now() / 1000) + 3600 } },
});
const account = (id: string, flags: Record<string, boolean>) => ({
  body: { data: { user: { _id: id, name: 'ستاف', username: id, ...flags } } },
});
const serve = () =>
  fakeApi((url) => {
    if (url.pathname === '/api/users/admin1') return account('admin1', { is_admin: true });
    if (url.pathname === '/api/users/tr1') return account('tr1', { is_translator: true });
    return undefined;
  });

const TO = chapterAdminPath(7, 's1', 'c 1');

describe('StaffEditLink: the reader’s way to the chapter’s admin screen', () => {
  it('is the back-office chapter address, the manga by its public number', () => {
    expect(TO).toBe('/admin/manga/7/session/s1/chapter/c%201');
  });

  it('an admin gets «دەستکاری»', async () => {
    serve();
    renderWithProviders(<StaffEditLink to={TO} />, { preloadedState: session('admin1') });
    expect(await screen.findByRole('link', { name: 'دەستکاری' })).toHaveAttribute('href', TO);
  });

  it('a visitor gets nothing and the api is not asked', () => {
    const calls = serve();
    const { container } = renderWithProviders(<StaffEditLink to={TO} />);
    expect(container).toBeEmptyDOMElement();
    expect(calls).toHaveLength(0);
  });

  it('a translator, who may not edit works, gets nothing', async () => {
    const calls = serve();
    renderWithProviders(<StaffEditLink to={TO} />, { preloadedState: session('tr1') });
    await waitFor(() => expect(calls.some((c) => c.url.endsWith('/api/users/tr1'))).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('link', { name: 'دەستکاری' })).not.toBeInTheDocument();
  });

  it('the standalone reader has none, even for an admin', async () => {
    const calls = serve();
    markStandalone();
    const { container } = renderWithProviders(<StaffEditLink to={TO} />, { preloadedState: session('admin1') });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container).toBeEmptyDOMElement();
    expect(calls).toHaveLength(0);
  });
});
