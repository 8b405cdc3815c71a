import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CAROUSEL_STRINGS, Carousel } from './Carousel.tsx';

// Its own file: swiper, once downloaded, stays loaded for every later carousel of the module.
vi.stubGlobal('matchMedia', (query: string) => ({
  matches: false,
  media: query,
  addEventListener() {},
  removeEventListener() {},
}));

const cards = (n: number) => Array.from({ length: n }, (_, i) => <a key={i} href={`/w/${i}`}>{`کار ${i + 1}`}</a>);

describe('Carousel loads swiper on demand', () => {
  it('lays out the slides without swiper until the visitor reaches for it; a button press is kept', async () => {
    const user = userEvent.setup();
    const { container } = render(<Carousel label="نوێترین">{cards(12)}</Carousel>);
    await new Promise((r) => setTimeout(r, 300));
    const viewport = container.querySelector('.swiper') as HTMLElement & { swiper?: { activeIndex: number } };
    expect(viewport).not.toHaveClass('swiper-initialized');
    // jsdom's window is 1024px wide: 7 per view; those and the next one are there, so there is a next.
    expect(container.querySelectorAll('.swiper-slide')).toHaveLength(8);
    expect(screen.getByRole('button', { name: CAROUSEL_STRINGS.previous })).toBeDisabled();
    const next = screen.getByRole('button', { name: CAROUSEL_STRINGS.next });
    expect(next).toBeEnabled();
    await user.click(next);
    await waitFor(() => expect(viewport).toHaveClass('swiper-initialized'));
    await waitFor(() => expect(viewport.swiper?.activeIndex).toBe(1));
    expect(container.querySelectorAll('.swiper-slide')).toHaveLength(12);
  });

  it('starts at once when it plays by itself (here: no IntersectionObserver, so treated as on screen)', async () => {
    const { container } = render(
      <Carousel label="ئەمڕۆ" autoplay>
        {cards(9)}
      </Carousel>,
    );
    await waitFor(() => expect(container.querySelector('.swiper')).toHaveClass('swiper-initialized'));
    fireEvent.mouseLeave(screen.getByRole('region'));
  });
});
