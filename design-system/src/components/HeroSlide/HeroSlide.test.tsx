import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '../../test/render.tsx';
import { HeroSlide } from './HeroSlide.tsx';
import { truncate } from './truncate.ts';

const about = 'ئەم فیلمە چیرۆکی دوو گەنجە کە لە دوو شوێنی جیاوازدا دەژین و لە خەونەکانیاندا یەکتر دەبینن. '.repeat(4);

describe('truncate', () => {
  it('keeps short text and cuts long text to at most the limit, ending with an ellipsis', () => {
    expect(truncate('کورت', 80)).toBe('کورت');
    const cut = truncate(about, 150);
    expect(Array.from(cut).length).toBeLessThanOrEqual(150);
    expect(cut.endsWith('…')).toBe(true);
    expect(Array.from(truncate(about, 80)).length).toBeLessThanOrEqual(80);
  });

  it('never splits a character with its combining mark', () => {
    const text = 'e\u0301'.repeat(10);
    expect(truncate(text, 5)).toBe(`${'e\u0301'.repeat(4)}…`);
  });
});

describe('HeroSlide', () => {
  it('shows the title, both cuts of the about text, the genres and the action link', () => {
    renderWithRouter(
      <HeroSlide
        title="Your Name"
        about={about}
        poster={{ low: '/p-low.png', original: '/p.png' }}
        background={{ low: '/b-low.png', original: '/b.png' }}
        genres={['ئەکشن', 'ڕۆمانسی']}
        action={{ label: 'بینین', to: '/movies/4' }}
        priority
      />,
    );
    expect(screen.getByRole('heading', { name: 'Your Name' })).toBeInTheDocument();
    expect(screen.getByText(truncate(about, 150))).toBeInTheDocument();
    expect(screen.getByText(truncate(about, 80))).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'ژانرەکان' })).toHaveTextContent('ئەکشنڕۆمانسی');
    // Named after its work: twenty slides' links must say apart.
    expect(screen.getByRole('link', { name: 'بینین: Your Name' })).toHaveAttribute('href', '/movies/4');
  });

  it('stacks the original over the low picture, with no script in between, at high priority', () => {
    const { container } = renderWithRouter(
      <HeroSlide
        title="A"
        about=""
        poster={{ low: '/p-low', original: '/p' }}
        background={{ low: '/b-low', original: '/b' }}
        action={{ label: 'x', to: '/' }}
        priority
      />,
    );
    const srcs = Array.from(container.querySelectorAll('img')).map((i) => [
      i.getAttribute('src'),
      i.getAttribute('fetchpriority'),
    ]);
    expect(srcs).toEqual([
      ['/b-low', null],
      ['/b', 'high'],
      ['/p-low', null],
      ['/p', 'high'],
    ]);
  });

  it('loads the first slide eagerly with high priority, the others lazily', () => {
    const { container, rerender } = renderWithRouter(
      <HeroSlide
        title="A"
        about=""
        poster={{ low: '/p' }}
        background={{ low: '/b' }}
        action={{ label: 'x', to: '/' }}
        priority
      />,
    );
    const imgs = () => Array.from(container.querySelectorAll('img'));
    expect(imgs().every((i) => i.getAttribute('loading') === 'eager')).toBe(true);
    expect(imgs().every((i) => i.getAttribute('fetchpriority') === 'high')).toBe(true);
    rerender(
      <HeroSlide
        title="A"
        about=""
        poster={{ low: '/p' }}
        background={{ low: '/b' }}
        action={{ label: 'x', to: '/' }}
      />,
    );
    expect(imgs().every((i) => i.getAttribute('loading') === 'lazy')).toBe(true);
  });
});
