import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { failWith, fakeApi, paged, pendingApi } from '../../test/api.ts';
import { user } from '../../test/fixtures.ts';
import { renderPage } from '../../test/render.tsx';
import StaffPage from './StaffPage.tsx';

describe('/staff', () => {
  it('shows 12 members per page with avatar and name, each linking to /staff/{id}', async () => {
    const api = fakeApi({
      '/api/users': paged(
        Array.from({ length: 12 }, (_, i) => user(`u${i + 1}`)),
        30,
        3,
      ),
    });
    renderPage(StaffPage, { path: '/staff', route: '/staff?page=2' });
    expect(screen.getByRole('status')).toBeInTheDocument();
    const links = await screen.findAllByRole('link', { name: /ئەندام u/ });
    expect(links).toHaveLength(12);
    expect(links[0]).toHaveAttribute('href', '/staff/u1');
    expect(links[0]!.querySelector('img')).toHaveAttribute('alt', '');
    expect(Object.fromEntries(api.callsTo('/api/users')[0]!.searchParams)).toMatchObject({ page: '2', limit: '12' });
    const nav = screen.getByRole('navigation', { name: 'پەڕەکان' });
    expect(within(nav).getByRole('link', { name: 'پەڕەی ٣' })).toHaveAttribute('href', '/staff?page=3');
    expect(within(nav).getByRole('link', { name: /پێشوو/ })).toHaveAttribute('href', '/staff');
  });

  it("shows the SPEC's message when there are no members", async () => {
    fakeApi({ '/api/users': paged([], 0, 0) });
    renderPage(StaffPage, { path: '/staff', route: '/staff' });
    expect(await screen.findByText('هیچ ئەندامێک نەدۆزرایەوە')).toBeInTheDocument();
    expect(screen.queryByText('No User data found.')).not.toBeInTheDocument();
  });

  it('shows the problem when the list fails, and waits while it loads', async () => {
    pendingApi();
    const first = renderPage(StaffPage, { path: '/staff', route: '/staff' });
    expect(screen.getByRole('status')).toHaveTextContent('چاوەڕێ بکە...');
    first.unmount();
    fakeApi({ '/api/users': failWith(500) });
    renderPage(StaffPage, { path: '/staff', route: '/staff' });
    expect(await screen.findByRole('alert')).toHaveTextContent('کێشەیەک هەیە');
  });
});
