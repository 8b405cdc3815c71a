import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderWithProviders, validToken } from '../../../../tooling/testing.tsx';
import TrashPage from './TrashPage.tsx';

afterEach(() => vi.unstubAllGlobals());

const signedIn = {
  auth: {
    token: validToken('me'),
    isAuthenticated: true,
    user: { id: 'me', exp: Math.floor(Date.now() / 1000) + 3600 },
  },
};

/** The signed-in admin, as GET /api/users/{id} answers it (the screen reads its roles). */
const image = { low: '/img/default/default.png', original: '/img/default/default.png' };
const admin = {
  _id: 'me',
  name: 'Admin',
  username: 'admin',
  email: 'admin@example.com',
  role: '',
  avatar: image,
  background: image,
  is_owner: false,
  is_dev: false,
  is_supervisor: false,
  is_admin: true,
  is_translator: false,
  is_designer: false,
  is_technique: false,
};

const item = (id: string, label: string, extra: Record<string, unknown> = {}) => ({
  _id: id,
  kind: 'chapter',
  item_id: `row-${id}`,
  label,
  work: { _id: 'w1', kind: 'manga' },
  deleted_by: { _id: 'u1', name: 'ئاراس' },
  deleted_at: '2026-11-20T10:00:00.000Z',
  expires_at: '2026-12-20T10:00:00.000Z',
  rows: 4,
  files: 3,
  ...extra,
});

function serve(results: unknown[], totalPages = 1) {
  return fakeApi((url, req) => {
    if (url.pathname === '/api/users/me') return { body: { data: { user: admin } } };
    if (url.pathname === '/api/trash' && req.method === 'GET')
      return { body: { data: { pagination_info: { results, totalPages, totalItems: results.length } } } };
    if (req.method === 'POST' && url.pathname.endsWith('/restore')) return { body: { data: { item: results[0] } } };
    if (req.method === 'DELETE') return { status: 204, body: null };
    return undefined;
  });
}

describe('TrashPage', () => {
  it('lists what was deleted, by whom and when, in Kurdish digits, 12 a page, with the kind in the URL', async () => {
    const calls = serve([item('t1', 'ناروتۆ › وەرزی ٢ › بەشی «١٢»')], 3);
    renderWithProviders(<TrashPage />, { route: '/admin/trash?kind=chapter&page=2', preloadedState: signedIn });
    const row = (await screen.findByText('ناروتۆ › وەرزی ٢ › بەشی «١٢»')).closest('tr')!;
    expect(within(row).getByText('ئاراس')).toBeVisible();
    expect(within(row).getByText('٤ ڕیز، ٣ وێنە')).toBeVisible();
    expect(within(row).getByText('بەش')).toBeVisible();
    const list = calls.find((c) => new URL(c.url).pathname === '/api/trash')!;
    expect(Object.fromEntries(new URL(list.url).searchParams)).toEqual({ page: '2', limit: '12', kind: 'chapter' });
    expect(screen.getByRole('navigation', { name: 'پەڕەکانی سەبەتەی زبڵ' })).toBeVisible();
    expect(screen.getByText(/٣٠ ڕۆژ/)).toBeVisible();
  });

  it('says so when it is empty', async () => {
    serve([]);
    renderWithProviders(<TrashPage />, { route: '/admin/trash', preloadedState: signedIn });
    expect(await screen.findByText('سەبەتەی زبڵ بەتاڵە: هیچ شتێک نەسڕاوەتەوە.')).toBeVisible();
  });

  it('restores at once; purges only after the question', async () => {
    const calls = serve([item('t1', 'ناروتۆ')]);
    renderWithProviders(<TrashPage />, { route: '/admin/trash', preloadedState: signedIn });
    await userEvent.click(await screen.findByRole('button', { name: 'گەڕاندنەوە: ناروتۆ' }));
    await waitFor(() =>
      expect(calls.some((c) => c.method === 'POST' && c.url.endsWith('/api/trash/t1/restore'))).toBe(true),
    );

    await userEvent.click(screen.getByRole('button', { name: 'سڕینەوەی هەمیشەیی' }));
    const dialog = await screen.findByRole('dialog', { name: 'دڵنیایت دەتەوێت «ناروتۆ» بە هەمیشەیی بسڕیتەوە؟' });
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'سڕینەوەی هەمیشەیی' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'DELETE' && c.url.endsWith('/api/trash/t1'))).toBe(true));
  });
});
