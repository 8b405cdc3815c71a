import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PageFrame } from './PageFrame.tsx';

const base = { page: 3, total: 40, width: 800, height: 1160, low: '/p?quality=low', high: '/p?quality=high' };

describe('PageFrame', () => {
  it('takes its proportions from the stored size and names the page "N of M" in Sorani digits', () => {
    const { container } = render(<PageFrame {...base} load="low" />);
    const figure = container.querySelector('figure')!;
    expect(figure.style.getPropertyValue('--page-w')).toBe('800');
    expect(figure.style.getPropertyValue('--page-h')).toBe('1160');
    expect(screen.getByRole('img', { name: 'پەڕەی ٣ لە ٤٠' })).toHaveAttribute('src', '/p?quality=low');
    expect(container.querySelectorAll('img')).toHaveLength(1);
  });

  it('loads the high variant over the low one and marks itself high once it has arrived', () => {
    const onHighLoaded = vi.fn();
    const { container } = render(<PageFrame {...base} load="high" onHighLoaded={onHighLoaded} />);
    const [low, high] = container.querySelectorAll('img');
    expect(low).toHaveAttribute('alt', 'پەڕەی ٣ لە ٤٠');
    expect(high).toHaveAttribute('src', '/p?quality=high');
    expect(container.querySelector('figure')).toHaveAttribute('data-quality', 'low');
    fireEvent.load(high!);
    expect(onHighLoaded).toHaveBeenCalledOnce();
    expect(container.querySelector('figure')).toHaveAttribute('data-quality', 'high');
    // one name for the page, on the picture that is shown
    expect(screen.getAllByRole('img', { name: 'پەڕەی ٣ لە ٤٠' })).toHaveLength(1);
  });

  it('a priority page (the first) asks for its pictures first and shows the high one without waiting for a script', () => {
    const { container } = render(<PageFrame {...base} load="high" priority />);
    const [low, high] = container.querySelectorAll('img');
    expect(low).toHaveAttribute('fetchpriority', 'high');
    expect(high).toHaveAttribute('fetchpriority', 'high');
    // shown as the browser has it (a page drawn on the server paints before its scripts run)
    expect(high!.className).toMatch(/eager/);
    const other = render(<PageFrame {...base} load="high" />).container.querySelectorAll('img')[1]!;
    expect(other).not.toHaveAttribute('fetchpriority');
    expect(other.className).not.toMatch(/eager/);
  });

  it('holds no picture when released, but keeps its box and name', () => {
    const { container } = render(<PageFrame {...base} load="none" />);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByRole('img', { name: 'پەڕەی ٣ لە ٤٠' })).toBeInTheDocument();
  });

  it('puts the watermark where it is told, hidden from assistive technology', () => {
    const { container } = render(
      <PageFrame {...base} load="low" watermark={{ x: 12, y: 79 }} watermarkArt={<svg data-testid="logo" />} />,
    );
    const mark = container.querySelector('[aria-hidden="true"]') as HTMLElement;
    expect(mark.style.insetInlineStart).toBe('12%');
    expect(mark.style.insetBlockStart).toBe('79%');
  });

  it('offers a button to load one page in high quality when only low may load (data saver)', () => {
    const onLoadHigh = vi.fn();
    render(<PageFrame {...base} load="low" onLoadHigh={onLoadHigh} />);
    fireEvent.click(screen.getByRole('button', { name: 'بارکردنی ئەم پەڕەیە بە کوالیتی بەرز' }));
    expect(onLoadHigh).toHaveBeenCalledOnce();
  });
});
