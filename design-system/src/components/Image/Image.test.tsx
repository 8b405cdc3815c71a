import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Image } from './Image.tsx';

const frameOf = (img: HTMLElement) => img.closest('[data-state]');

describe('Image', () => {
  it('shows the low picture first, lazily, with the reserved size', () => {
    const { container } = render(<Image low="/p-low.jpg" original="/p.jpg" alt="پۆستەر" width={300} height={450} />);
    const imgs = container.querySelectorAll('img');
    expect(imgs[0]).toHaveAttribute('src', '/p-low.jpg');
    expect(imgs[0]).toHaveAttribute('alt', '');
    expect(imgs[0]).toHaveAttribute('width', '300');
    expect(imgs[0]).toHaveAttribute('height', '450');
    expect(imgs[0]).toHaveAttribute('loading', 'lazy');
    const original = screen.getByRole('img', { name: 'پۆستەر' });
    expect(original).toHaveAttribute('src', '/p.jpg');
    expect(frameOf(original)).toHaveAttribute('data-state', 'low');
  });

  it('swaps to the original once it has loaded, and starts again for a new original', () => {
    const onLoad = vi.fn();
    const { rerender } = render(<Image low="/a-low.jpg" original="/a.jpg" alt="پەڕە" onLoad={onLoad} />);
    fireEvent.load(screen.getByRole('img', { name: 'پەڕە' }));
    expect(frameOf(screen.getByRole('img', { name: 'پەڕە' }))).toHaveAttribute('data-state', 'high');
    expect(onLoad).toHaveBeenCalledTimes(1);

    rerender(<Image low="/b-low.jpg" original="/b.jpg" alt="پەڕە" onLoad={onLoad} />);
    expect(frameOf(screen.getByRole('img', { name: 'پەڕە' }))).toHaveAttribute('data-state', 'low');
  });

  it('uses a single image when there is nothing better to load', () => {
    render(<Image low="/only.jpg" alt="لۆگۆ" />);
    expect(screen.getAllByRole('img')).toHaveLength(1);
    expect(screen.getByRole('img', { name: 'لۆگۆ' })).toHaveAttribute('src', '/only.jpg');
  });

  it('loads eagerly with high priority when asked', () => {
    render(<Image low="/l.jpg" original="/h.jpg" alt="هێرۆ" priority />);
    const img = screen.getByRole('img', { name: 'هێرۆ' });
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).toHaveAttribute('fetchpriority', 'high');
  });

  it('shows a priority original at once, without waiting for a script to see it load (a drawn page)', () => {
    render(<Image low="/l.jpg" original="/h.jpg" alt="هێرۆ" priority />);
    const img = screen.getByRole('img', { name: 'هێرۆ' });
    expect(frameOf(img)).toHaveAttribute('data-state', 'eager');
    fireEvent.load(img);
    expect(frameOf(img)).toHaveAttribute('data-state', 'high');
  });

  it('fills its container without a ratio of its own when asked (a hero background)', () => {
    render(<Image low="/l.jpg" original="/h.jpg" alt="" fill priority />);
    const frame = document.querySelector('[data-state]') as HTMLElement;
    expect(frame.className).toMatch(/fill/);
    expect(frame.style.aspectRatio).toBe('');
    expect(frame.querySelectorAll('img')).toHaveLength(2);
  });
});
