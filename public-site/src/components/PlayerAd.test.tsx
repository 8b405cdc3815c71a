import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderWithProviders } from '../../../tooling/testing.tsx';
import { PlayerAd } from './PlayerAd.tsx';

afterEach(() => vi.unstubAllGlobals());

const ad = {
  _id: 'p1',
  desktop: { low: '/media/p-low.webp', original: '/media/p.webp' },
  mobile: { low: '/media/p-low.webp', original: '/media/p.webp' },
  href: '/go/ad/p1',
  link: 'https://sponsor.example/',
};

describe('PlayerAd', () => {
  it("shows the permanent ad for this work's player, linking to the sponsor", async () => {
    vi.stubGlobal('navigator', { ...navigator, sendBeacon: () => true });
    const calls = fakeApi((url) => (url.pathname === '/api/ads/player' ? { body: { data: { ad } } } : undefined));
    renderWithProviders(<PlayerAd workId="w1" />);
    expect(await screen.findByRole('link')).toHaveAttribute('href', 'https://sponsor.example/');
    expect(new URL(calls[0]!.url).searchParams.get('work')).toBe('w1');
  });

  it('shows nothing when the work opted out (the api answers null)', async () => {
    const calls = fakeApi(() => ({ body: { data: { ad: null } } }));
    const { container } = renderWithProviders(<PlayerAd workId="w2" />);
    await waitFor(() => expect(calls).toHaveLength(1));
    await new Promise((r) => setTimeout(r, 20));
    expect(container).toBeEmptyDOMElement();
  });
});
