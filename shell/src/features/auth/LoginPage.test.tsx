import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderWithProviders, validToken } from '../../../../tooling/testing.tsx';
import LoginPage from './LoginPage.tsx';

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
    expect(store.getState().auth.isAuthenticated).toBe(false);
    expect(location()).toBe('/login');
  });
});
