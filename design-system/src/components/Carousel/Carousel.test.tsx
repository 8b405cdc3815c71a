import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CAROUSEL_STRINGS, Carousel } from './Carousel.tsx';

function mockMatchMedia(reduced: boolean) {
  vi.stubGlobal(
    'matchMedia',
    (query: string) =>
      ({
        matches: reduced && query.includes('prefers-reduced-motion'),
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      }) as unknown as MediaQueryList,
  );
}

afterEach(() => vi.unstubAllGlobals());

const cards = (n: number) =>
  Array.from({ length: n }, (_, i) => <a key={`k${i}`} href={`/movies/${i}`}>{`فیلم ${i + 1}`}</a>);

describe('Carousel', () => {
  it('is a region named by its heading; the first paint has the slides in view, the rest come with swiper', async () => {
    mockMatchMedia(false);
    const { container } = render(<Carousel title="نوێترین بەرهەمەکان">{cards(12)}</Carousel>);
    const region = screen.getByRole('region', { name: 'نوێترین بەرهەمەکان' });
    expect(within(region).getByRole('heading', { level: 2, name: 'نوێترین بەرهەمەکان' })).toBeInTheDocument();
    // jsdom's window is 1024px wide: 7 cards per view, and the next one.
    expect(container.querySelectorAll('.swiper-slide')).toHaveLength(8);
    act(() => within(region).getAllByRole('link')[0]!.focus());
    await waitFor(() => expect(container.querySelectorAll('.swiper-slide')).toHaveLength(12));
    expect(within(region).getAllByRole('link')).toHaveLength(12);
  });

  // Button states need real layout; the stories check them in a browser.
  it('takes over with swiper: the slides get their labels', async () => {
    mockMatchMedia(false);
    const { container } = render(<Carousel label="فیلمەکان">{cards(9)}</Carousel>);
    const region = screen.getByRole('region', { name: 'فیلمەکان' });
    fireEvent.mouseEnter(region);
    await waitFor(() => expect(region).toHaveAttribute('data-ready'));
    expect(container.querySelector('.swiper')).toHaveClass('swiper-initialized');
    const first = container.querySelector('.swiper-slide')!;
    expect(first).toHaveAttribute('aria-roledescription', CAROUSEL_STRINGS.roleSlide);
    expect(first).toHaveAttribute('aria-label', '1 / 9');
  });

  it('has a pause button when it plays by itself, and toggles it', async () => {
    mockMatchMedia(false);
    const user = userEvent.setup();
    render(
      <Carousel title="زۆرترین بینراوی ئەمڕۆ" autoplay>
        {cards(9)}
      </Carousel>,
    );
    await waitFor(() => expect(screen.getByRole('region')).toHaveAttribute('data-ready'));
    await user.click(screen.getByRole('button', { name: CAROUSEL_STRINGS.pause }));
    expect(screen.getByRole('button', { name: CAROUSEL_STRINGS.play })).toBeInTheDocument();
  });

  it('never plays by itself for visitors who prefer reduced motion', async () => {
    mockMatchMedia(true);
    render(
      <Carousel title="زۆرترین بینراوی ئەمڕۆ" autoplay>
        {cards(9)}
      </Carousel>,
    );
    await waitFor(() => expect(screen.getByRole('region')).toHaveAttribute('data-ready'));
    expect(screen.queryByRole('button', { name: CAROUSEL_STRINGS.pause })).not.toBeInTheDocument();
  });

  it('listens to the arrow keys only while focus is inside it', async () => {
    mockMatchMedia(false);
    const user = userEvent.setup();
    const { container } = render(
      <>
        <button type="button">بەر لە</button>
        <Carousel label="فیلمەکان">{cards(9)}</Carousel>
      </>,
    );
    const el = container.querySelector('.swiper') as HTMLElement & { swiper?: { keyboard: { enabled: boolean } } };
    fireEvent.mouseEnter(screen.getByRole('region'));
    await waitFor(() => expect(el.swiper).toBeTruthy());
    expect(el.swiper!.keyboard.enabled).toBe(false);
    act(() => screen.getByRole('link', { name: 'فیلم 2' }).focus());
    expect(el.swiper!.keyboard.enabled).toBe(true);
    await user.tab(); // to the next link: still inside
    expect(el.swiper!.keyboard.enabled).toBe(true);
    act(() => screen.getByRole('button', { name: 'بەر لە' }).focus());
    expect(el.swiper!.keyboard.enabled).toBe(false);
  });

  it('cleans up swiper on unmount', async () => {
    mockMatchMedia(false);
    const { unmount, container } = render(<Carousel label="x">{cards(3)}</Carousel>);
    fireEvent.touchStart(screen.getByRole('region'));
    await waitFor(() => expect(container.querySelector('.swiper')).toHaveClass('swiper-initialized'));
    const el = container.querySelector('.swiper') as HTMLElement & { swiper?: unknown };
    act(() => unmount());
    expect(el.swiper ?? null).toBeNull();
  });

  it('unmounts safely while swiper still has a frame queued for a slide that took focus', async () => {
    mockMatchMedia(false);
    const errors: unknown[] = [];
    const onError = (e: ErrorEvent) => errors.push(e.error);
    window.addEventListener('error', onError);
    try {
      const { unmount, container } = render(<Carousel label="x">{cards(3)}</Carousel>);
      fireEvent.touchStart(screen.getByRole('region'));
      await waitFor(() => expect(container.querySelector('.swiper')).toHaveClass('swiper-initialized'));
      // focus on a slide that is not the active one (swiper's a11y module ignores focus in its first 100 ms):
      // the module queues a frame to move to it
      await new Promise((resolve) => setTimeout(resolve, 150));
      fireEvent.focus(container.querySelectorAll('.swiper-slide')[2]!);
      act(() => unmount());
      await new Promise((resolve) => requestAnimationFrame(() => resolve(null)));
      expect(errors).toEqual([]);
    } finally {
      window.removeEventListener('error', onError);
    }
  });
});
