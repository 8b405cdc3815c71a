import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../test/render.tsx';
import LandingPage from './LandingPage.tsx';

describe('/hi', () => {
  it('is an English, left-to-right page with hero, logos, about, solution and five services', async () => {
    const { container } = renderPage(LandingPage, { path: '/hi', route: '/hi' });
    const root = container.querySelector('[dir="ltr"][lang="en"]');
    expect(root).not.toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'We build fast, friendly software' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Teams that trust us' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'About us' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Our solution' })).toBeInTheDocument();
    const services = screen.getByRole('region', { name: 'We specialize' });
    expect(within(services).getAllByRole('heading', { level: 3 })).toHaveLength(5);
    // The carousels speak the page's language.
    expect(within(services).getByRole('button', { name: 'Pause the slideshow' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Contact us' })[0]).toHaveAttribute(
      'href',
      expect.stringMatching(/^https:\/\//),
    );
    await waitFor(() => expect(services.querySelector('.swiper')).toHaveClass('swiper-initialized'), { timeout: 5000 });
  });

  it('scrolls to a section from the header buttons and moves focus to it', async () => {
    const { user } = renderPage(LandingPage, { path: '/hi', route: '/hi' });
    const scroll = vi.spyOn(Element.prototype, 'scrollIntoView');
    const nav = screen.getByRole('navigation', { name: 'Landing page sections' });
    await user.click(within(nav).getByRole('button', { name: 'About' }));
    expect(scroll.mock.contexts.at(-1)).toBe(document.getElementById('hi-about'));
    expect(screen.getByRole('heading', { name: 'About us' })).toHaveFocus();
    await user.click(within(nav).getByRole('button', { name: 'Service' }));
    expect(scroll.mock.contexts.at(-1)).toBe(document.getElementById('hi-service'));
    expect(screen.getByRole('heading', { name: 'We specialize' })).toHaveFocus();
    await user.click(within(nav).getByRole('button', { name: 'Home' }));
    expect(screen.getByRole('heading', { level: 1 })).toHaveFocus();
  });
});
