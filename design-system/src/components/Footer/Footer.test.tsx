import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '../../test/render.tsx';
import { Footer } from './Footer.tsx';

describe('Footer', () => {
  it('is the contentinfo landmark with internal links, a credit line and the 2025 copyright in Sorani digits', () => {
    renderWithRouter(<Footer />);
    const footer = screen.getByRole('contentinfo');
    const nav = within(footer).getByRole('navigation', { name: 'بەستەرەکان' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/', '/movies', '/series', '/manga', '/staff', '/about', '/read/']);
    expect(footer).toHaveTextContent('وەرگێڕان و ئامادەکردن');
    expect(footer).toHaveTextContent('© ٢٠٢٥ ئەنیمی کورد. هەموو مافەکان پارێزراون.');
  });

  it('links the messaging and short-video apps to the given targets, in a new tab', () => {
    renderWithRouter(<Footer telegramUrl="https://t.me/x" tiktokUrl="https://tiktok.com/@x" />);
    const telegram = screen.getByRole('link', { name: /تێلێگرام/ });
    expect(telegram).toHaveAttribute('href', 'https://t.me/x');
    expect(telegram).toHaveAttribute('target', '_blank');
    expect(telegram).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('link', { name: /تیکتۆک/ })).toHaveAttribute('href', 'https://tiktok.com/@x');
  });

  it('shows the other networks without a target, and they are not focusable', async () => {
    const { user } = renderWithRouter(<Footer telegramUrl="https://t.me/x" tiktokUrl="https://tiktok.com/@x" />);
    for (const name of ['ئینستاگرام', 'یوتیوب', 'فەیسبووک']) {
      expect(screen.getByText(name)).toBeInTheDocument();
      expect(screen.queryByRole('link', { name: new RegExp(name) })).toBeNull();
    }
    // 7 internal links + 2 social links, then focus leaves the footer
    for (let i = 0; i < 9; i++) await user.tab();
    expect(document.activeElement).toHaveAccessibleName(/تیکتۆک/);
    await user.tab();
    expect(screen.getByRole('contentinfo')).not.toContainElement(document.activeElement as HTMLElement);
  });

  it('takes another year and credit', () => {
    renderWithRouter(<Footer year={2026} credit="Credit" />);
    expect(screen.getByRole('contentinfo')).toHaveTextContent('© ٢٠٢٦');
    expect(screen.getByText('Credit')).toBeInTheDocument();
  });
});
