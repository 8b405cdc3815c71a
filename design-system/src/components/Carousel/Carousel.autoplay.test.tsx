import { fireEvent, render, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Carousel } from './Carousel.tsx';

// Its own file: swiper, once downloaded, stays loaded for every later carousel of the module.
vi.stubGlobal('matchMedia', (query: string) => ({
  matches: false,
  media: query,
  addEventListener() {},
  removeEventListener() {},
}));
// Every carousel is on screen at once.
vi.stubGlobal(
  'IntersectionObserver',
  class {
    constructor(private readonly callback: (entries: Array<{ isIntersecting: boolean }>) => void) {}
    observe() {
      this.callback([{ isIntersecting: true }]);
    }
    disconnect() {}
  },
);

const cards = (n: number) => Array.from({ length: n }, (_, i) => <a key={i} href={`/w/${i}`}>{`کار ${i + 1}`}</a>);

describe('a carousel that plays by itself', () => {
  it('waits, on screen, for the visitor to do something on the page before it downloads swiper', async () => {
    const { container } = render(
      <Carousel label="ئەمڕۆ" autoplay>
        {cards(9)}
      </Carousel>,
    );
    const viewport = container.querySelector('.swiper') as HTMLElement;
    // longer than the idle fallback (1.2 s): nothing has happened yet, so nothing loads
    await new Promise((r) => setTimeout(r, 1500));
    expect(viewport).not.toHaveClass('swiper-initialized');
    fireEvent.scroll(window);
    await waitFor(() => expect(viewport).toHaveClass('swiper-initialized'), { timeout: 5000 });
  });
});
