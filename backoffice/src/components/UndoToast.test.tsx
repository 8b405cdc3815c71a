import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { worksAdminApi } from '@ckb/api-client/admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderWithProviders, validToken } from '../../../tooling/testing.tsx';
import { UndoToast } from './UndoToast.tsx';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const signedIn = {
  auth: {
    token: validToken('me'),
    isAuthenticated: true,
    user: { id: 'me', exp: Math.floor(Date.now() / 1000) + 3600 },
  },
};

function serve() {
  return fakeApi((url, req) => {
    if (req.method === 'DELETE' && url.pathname === '/api/series/s1')
      return { body: { data: { series: { _id: 's1' } } }, headers: { 'x-trash-id': 'trash-1' } };
    if (req.method === 'POST' && url.pathname === '/api/trash/trash-1/restore')
      return { body: { data: { item: { _id: 'trash-1', kind: 'series', item_id: 's1' } } } };
    return undefined;
  });
}

describe('UndoToast', () => {
  it('after a delete, offers «گەڕاندنەوە»: it restores and opens the work again', async () => {
    const calls = serve();
    const { store, location } = renderWithProviders(<UndoToast />, {
      route: '/admin/series',
      preloadedState: signedIn,
    });
    expect(screen.queryByRole('status')).toBeNull();
    await act(() => store.dispatch(worksAdminApi.endpoints.deleteWork.initiate({ kind: 'series', id: 's1' })));
    const toast = await screen.findByRole('status');
    const undo = screen.getByRole('button', { name: 'گەڕاندنەوە' });
    expect(toast).toContainElement(undo);
    // keyboard: the first stop of the page
    await userEvent.tab();
    expect(undo).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(location()).toBe('/admin/series/s1'));
    expect(calls.some((c) => c.method === 'POST' && c.url.endsWith('/api/trash/trash-1/restore'))).toBe(true);
    expect(screen.queryByRole('button', { name: 'گەڕاندنەوە' })).toBeNull();
  });

  it('after a delete of many, brings them all back in one call and stays on the list', async () => {
    const calls = fakeApi((url, req) => {
      if (req.method === 'POST' && url.pathname === '/api/series/bulk')
        return {
          body: { data: { count: 2, trash_ids: ['trash-1', 'trash-2'] } },
          headers: { 'x-trash-id': 'trash-1,trash-2' },
        };
      if (req.method === 'POST' && url.pathname === '/api/trash/restore')
        return {
          body: {
            data: {
              items: [
                { _id: 'trash-1', kind: 'series', item_id: 's1' },
                { _id: 'trash-2', kind: 'series', item_id: 's2' },
              ],
            },
          },
        };
      return undefined;
    });
    const { store, location } = renderWithProviders(<UndoToast />, {
      route: '/admin/series',
      preloadedState: signedIn,
    });
    await act(() =>
      store.dispatch(
        worksAdminApi.endpoints.bulkWorks.initiate({
          kind: 'series',
          body: { action: 'delete', work_ids: ['s1', 's2'] },
        }),
      ),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'گەڕاندنەوە' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'گەڕاندنەوە' })).toBeNull());
    const restores = calls.filter((c) => c.method === 'POST' && c.url.includes('/api/trash/'));
    expect(restores.map((c) => new URL(c.url).pathname)).toEqual(['/api/trash/restore']);
    expect(await restores[0]!.clone().json()).toEqual({ ids: ['trash-1', 'trash-2'] });
    expect(location()).toBe('/admin/series');
  });

  it('goes after 10 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    serve();
    const { store } = renderWithProviders(<UndoToast />, { route: '/admin/series', preloadedState: signedIn });
    await act(() => store.dispatch(worksAdminApi.endpoints.deleteWork.initiate({ kind: 'series', id: 's1' })));
    expect(await screen.findByRole('button', { name: 'گەڕاندنەوە' })).toBeVisible();
    act(() => vi.advanceTimersByTime(9_000));
    expect(screen.getByRole('button', { name: 'گەڕاندنەوە' })).toBeVisible();
    act(() => vi.advanceTimersByTime(1_500));
    expect(screen.queryByRole('button', { name: 'گەڕاندنەوە' })).toBeNull();
  });
});
