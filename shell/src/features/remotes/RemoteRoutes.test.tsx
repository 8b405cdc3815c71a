import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../tooling/testing.tsx';
import type { RemoteRoutesModule } from './loadRemote.ts';
import { RemoteRoutes } from './RemoteRoutes.tsx';

const mod: RemoteRoutesModule = {
  routes: [{ path: '/movies', Component: () => <h1>فیلمەکان</h1> }],
};

describe('RemoteRoutes', () => {
  it("renders the remote's page for a path it knows, and the 404 for one it does not", async () => {
    const loader = { load: vi.fn(async () => mod), peek: () => undefined };
    renderWithProviders(<RemoteRoutes remote="publicSite" notFound={<p>404</p>} loader={loader} />, {
      route: '/movies',
    });
    expect(await screen.findByRole('heading', { name: 'فیلمەکان' })).toBeVisible();
    renderWithProviders(<RemoteRoutes remote="publicSite" notFound={<p>404</p>} loader={loader} />, { route: '/nope' });
    expect(await screen.findByText('404')).toBeVisible();
  });

  it('shows a Sorani message with a retry button when the remote fails, and loads again on retry', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const load = vi.fn().mockRejectedValueOnce(new Error('network')).mockResolvedValueOnce(mod);
    renderWithProviders(
      <RemoteRoutes remote="publicSite" notFound={<p>404</p>} loader={{ load, peek: () => undefined }} />,
      {
        route: '/movies',
      },
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('ئەم بەشەی ماڵپەڕەکە بار نەبوو');
    await userEvent.click(screen.getByRole('button', { name: 'دووبارە هەوڵدانەوە' }));
    expect(await screen.findByRole('heading', { name: 'فیلمەکان' })).toBeVisible();
    expect(load).toHaveBeenLastCalledWith('publicSite', { retry: true });
  });
});
