import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ReadingProgress } from './ReadingProgress.tsx';

describe('ReadingProgress', () => {
  it('reports the page in words and fills in the reading direction, not the page’s', () => {
    const { rerender } = render(
      <div dir="rtl">
        <ReadingProgress page={10} total={40} direction="ltr" />
      </div>,
    );
    const bar = screen.getByRole('progressbar', { name: 'ڕێژەی خوێندنەوە' });
    expect(bar).toHaveAttribute('aria-valuenow', '10');
    expect(bar).toHaveAttribute('aria-valuetext', 'پەڕەی ١٠ لە ٤٠');
    // a left-to-right manhwa fills from the left even in the RTL interface
    expect(bar).toHaveAttribute('dir', 'ltr');
    expect((bar.firstChild as HTMLElement).style.inlineSize).toBe('25%');
    rerender(
      <div dir="rtl">
        <ReadingProgress page={40} total={40} direction="rtl" />
      </div>,
    );
    expect(bar).toHaveAttribute('dir', 'rtl');
    expect((bar.firstChild as HTMLElement).style.inlineSize).toBe('100%');
  });
});
