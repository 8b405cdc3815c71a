import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderWithProviders, validToken } from '../../../../tooling/testing.tsx';
import { AdminGuard } from './AdminGuard.tsx';
import LoginPage, { returnPath } from './LoginPage.tsx';
import { Route, Routes } from '@ckb/design-system';
import { selectToast } from '@ckb/api-client';

afterEach(() => vi.unstubAllGlobals());

describe('LoginPage', () => {
  it('requires email and password before calling the api', async () => {
    const calls = fakeApi(() => undefined);
    renderWithProviders(<LoginPage />, { route: '/login' });
    await userEvent.click(screen.getByRole('button', { name: 'چوونەژوورەوە' }));
    expect(screen.getByText('ئیمەیڵ پێویستە')).toBeVisible();
    expect(screen.getByText('وشەی نهێنی پێویستە')).toBeVisible();
    expect(screen.getByLabelText('ئیمەیڵ')).toHaveFocus();
    await userEvent.type(screen.getByLabelText('ئیمەیڵ'), 'not-an-email');
    await userEvent.click(screen.getByRole('button', { name: 'چوونەژوورەوە' }));
    expect(screen.getByText('ئیمەیڵەکە دروست نییە')).toBeVisible();
    expect(calls).toHaveLength(0);
  });

  it('stores the token and goes to / on success', async () => {
    const token = validToken('owner1');
    const calls = fakeApi((url) => (url.pathname === '/api/login' ? { body: { data: { token } } } : undefined));
    const { store, location } = renderWithProviders(<LoginPage />, { route: '/login' });
    await userEvent.type(screen.getByLabelText('ئیمەیڵ'), 'owner@example.com');
    await userEvent.type(screen.getByLabelText('وشەی نهێنی'), 'secret');
    await userEvent.click(screen.getByRole('button', { name: 'چوونەژوورەوە' }));
    await waitFor(() => expect(location()).toBe('/'));
    expect(store.getState().auth).toMatchObject({ isAuthenticated: true, user: { id: 'owner1' } });
    expect(localStorage.getItem('token')).toBe(token);
    expect(await calls[0]!.json()).toEqual({ email: 'owner@example.com', password: 'secret' });
  });

  it("shows the server's message when the login is refused", async () => {
    fakeApi(() => ({ status: 401, body: { message: 'ئیمەیڵ یان وشەی نهێنی هەڵەیە' } }));
    const { store, location } = renderWithProviders(<LoginPage />, { route: '/login' });
    await userEvent.type(screen.getByLabelText('ئیمەیڵ'), 'owner@example.com');
    await userEvent.type(screen.getByLabelText('وشەی نهێنی'), 'wrong');
    await userEvent.click(screen.getByRole('button', { name: 'چوونەژوورەوە' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('ئیمەیڵ یان وشەی نهێنی هەڵەیە');
    // said once, under the form: no toast repeating it
    expect(selectToast(store.getState())).toBeNull();
    expect(store.getState().auth.isAuthenticated).toBe(false);
    expect(location()).toBe('/login');
  });

  it('goes back to the admin page the guard sent the visitor from', async () => {
    const token = validToken('owner1');
    fakeApi((url) => {
      if (url.pathname === '/api/login') return { body: { data: { token } } };
      if (url.pathname === '/api/verify-token') return { body: { data: { valid: true } } };
      if (url.pathname === '/api/users/owner1')
        return { body: { data: { user: { _id: 'owner1', name: 'O', username: 'o', is_owner: true } } } };
      return undefined;
    });
    const { location } = renderWithProviders(
      <Routes>
        <Route path="/login" element={<LoginPage />} />
        <Route path="/admin/*" element={<AdminGuard notFound="404">admin content</AdminGuard>} />
      </Routes>,
      { route: '/admin/series?page=2' },
    );
    await waitFor(() => expect(location()).toBe('/login'));
    await userEvent.type(screen.getByLabelText('ئیمەیڵ'), 'owner@example.com');
    await userEvent.type(screen.getByLabelText('وشەی نهێنی'), 'secret');
    await userEvent.click(screen.getByRole('button', { name: 'چوونەژوورەوە' }));
    await waitFor(() => expect(location()).toBe('/admin/series?page=2'));
    expect(await screen.findByText('admin content')).toBeVisible();
  });

  it('returns only to back-office paths of this site', () => {
    expect(returnPath({ from: '/admin/users/3' })).toBe('/admin/users/3');
    expect(returnPath({ from: '/admin' })).toBe('/admin');
    expect(returnPath({ from: '//evil.example/admin' })).toBe('/');
    expect(returnPath({ from: '/administrator' })).toBe('/');
    expect(returnPath(null)).toBe('/');
  });
});
