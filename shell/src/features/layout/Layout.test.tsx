import { errorShown, successShown } from '@ckb/api-client';
import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders, validToken } from '../../../../tooling/testing.tsx';
import { Layout } from './Layout.tsx';

describe('Layout', () => {
  it('offers login to visitors, and admin and logout once signed in', () => {
    renderWithProviders(<Layout>page</Layout>);
    const banner = screen.getByRole('banner');
    expect(within(banner).getAllByRole('link', { name: 'چوونەژوورەوە' }).length).toBeGreaterThan(0);
    expect(within(banner).queryByRole('link', { name: 'چوونەدەرەوە' })).toBeNull();
  });

  it('follows the stored token at start-up', () => {
    localStorage.setItem('token', validToken());
    localStorage.setItem('tokenExpiry', String(Date.now() + 60_000));
    renderWithProviders(<Layout>page</Layout>);
    const banner = screen.getByRole('banner');
    expect(within(banner).getAllByRole('link', { name: 'بەڕێوەبردن' }).length).toBeGreaterThan(0);
    expect(within(banner).getAllByRole('link', { name: 'چوونەدەرەوە' }).length).toBeGreaterThan(0);
    expect(within(banner).queryByRole('link', { name: 'چوونەژوورەوە' })).toBeNull();
  });

  it('has the landmarks and the 2025 copyright (the ads: ShellAd.test.tsx)', () => {
    renderWithProviders(<Layout>page</Layout>);
    expect(screen.getByRole('main')).toHaveTextContent('page');
    expect(screen.getByRole('contentinfo')).toHaveTextContent('٢٠٢٥');
  });

  it('shows one toast at a time, the error before the success', () => {
    const { store } = renderWithProviders(<Layout>page</Layout>);
    act(() => {
      store.dispatch(successShown('باشە'));
    });
    expect(screen.getByText('باشە')).toBeVisible();
    act(() => {
      store.dispatch(errorShown('هەڵە'));
    });
    expect(screen.getByRole('alert')).toHaveTextContent('هەڵە');
    expect(screen.queryByText('باشە')).toBeNull();
  });
});
