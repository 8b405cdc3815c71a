import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderWithProviders } from '../../../tooling/testing.tsx';
import { ROTATE_MS, ShellAd } from './ShellAd.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  document.documentElement.removeAttribute('data-ads');
});

const ad = (id: string, link: string) => ({
  _id: id,
  desktop: { low: `/media/${id}-d-low.webp`, original: `/media/${id}-d.webp` },
  mobile: { low: `/media/${id}-m-low.webp`, original: `/media/${id}-m.webp` },
  href: `/go/ad/${id}`,
  link,
});

function serve(ads: unknown[]) {
  const beacons: string[] = [];
  vi.stubGlobal('navigator', { ...navigator, sendBeacon: (url: string) => beacons.push(url) > 0 });
  const calls = fakeApi((url) => (url.pathname === '/api/ads/active' ? { body: { data: ads } } : undefined));
  return { calls, beacons };
}

describe('ShellAd', () => {
  it('shows an active ad linking to its own address, counts it once, and clicks through the redirect', async () => {
    const { beacons } = serve([ad('a1', 'https://sponsor.example/offer')]);
    renderWithProviders(<ShellAd />, { route: '/movies' });
    const region = await screen.findByRole('complementary', { name: 'ڕیکلام' });
    const link = within(region).getByRole('link');
    expect(link).toHaveAttribute('href', 'https://sponsor.example/offer');
    expect(link).toHaveAttribute('target', '_blank');
    expect(within(region).getByRole('img')).toHaveAccessibleName('ڕیکلام: sponsor.example');
    await waitFor(() => expect(beacons).toEqual(['/go/ad/a1/seen']));
    // the click leaves through the counting redirect; the link shows the target again right after
    let followed = '';
    const follow = (e: MouseEvent) => {
      followed = (e.target as HTMLAnchorElement).getAttribute('href') ?? '';
      e.preventDefault();
    };
    // bubbling to the document: after React's handler, where the browser would follow the link
    document.addEventListener('click', follow);
    fireEvent.click(link);
    document.removeEventListener('click', follow);
    expect(followed).toBe('/go/ad/a1');
    await waitFor(() => expect(link).toHaveAttribute('href', 'https://sponsor.example/offer'));
  });

  it('rotates several ads', async () => {
    serve([ad('a1', 'https://one.example'), ad('a2', 'https://two.example')]);
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderWithProviders(<ShellAd />, { route: '/' });
    expect(await screen.findByRole('link')).toHaveAttribute('href', 'https://one.example');
    await act(async () => {
      vi.advanceTimersByTime(ROTATE_MS + 10);
    });
    expect(screen.getByRole('link')).toHaveAttribute('href', 'https://two.example');
  });

  it('no slot at all when no ad is active, and none on the back-office, login or 404 pages', async () => {
    const { calls } = serve([ad('a1', 'https://one.example')]);
    const admin = renderWithProviders(<ShellAd />, { route: '/admin/users' });
    expect(admin.container).toBeEmptyDOMElement();
    admin.unmount();
    const login = renderWithProviders(<ShellAd />, { route: '/login' });
    expect(login.container).toBeEmptyDOMElement();
    login.unmount();
    expect(calls).toHaveLength(0);
    for (const route of ['/forbidden', '/logout', '/admin/no/such/screen']) {
      const page = renderWithProviders(<ShellAd />, { route });
      expect(page.container, route).toBeEmptyDOMElement();
      page.unmount();
    }
    expect(calls).toHaveLength(0);
    const missing = renderWithProviders(<ShellAd />, { route: '/no/such/page' });
    await new Promise((r) => setTimeout(r, 50));
    expect(missing.container.querySelector('aside')).toBeNull();
    expect(calls).toHaveLength(0);
    missing.unmount();
    vi.unstubAllGlobals();
    serve([]);
    const none = renderWithProviders(<ShellAd />, { route: '/' });
    await waitFor(() => expect(none.container).toBeEmptyDOMElement());
  });

  it("shows on the reader's chapters as on the public pages", async () => {
    serve([ad('a1', 'https://one.example')]);
    renderWithProviders(<ShellAd />, { route: '/manga/3/session/1/chapter/2' });
    expect(await screen.findByRole('link')).toHaveAttribute('href', 'https://one.example');
  });

  it('keeps the empty slot while loading when the server said ads are coming', () => {
    serve([]);
    document.documentElement.setAttribute('data-ads', '');
    const { container } = renderWithProviders(<ShellAd />, { route: '/' });
    expect(container.querySelector('.ckb-ad-slot')).toBeEmptyDOMElement();
  });
});
