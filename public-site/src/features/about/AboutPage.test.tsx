import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../test/render.tsx';
import AboutPage from './AboutPage.tsx';

describe('/about', () => {
  it('states what SPEC §1 says: independent, translating into Kurdish, ads, no revenue, volunteers paid occasionally', () => {
    renderPage(AboutPage, { path: '/about', route: '/about' });
    expect(screen.getByRole('heading', { level: 1, name: 'دەربارەی ئێمە' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'ماڵپەڕێکی سەربەخۆ',
      'وەرگێڕان بۆ کوردی',
      'ڕیکلام',
      'بێ داهات',
      'خۆبەخشەکان',
    ]);
    expect(screen.getByText(/سەربەخۆیە/)).toBeInTheDocument();
    expect(screen.getByText(/وەردەگێڕینە سەر زمانی کوردی/)).toBeInTheDocument();
    expect(screen.getByText(/هەندێک ڤیدیۆدا ڕیکلام/)).toBeInTheDocument();
    expect(screen.getByText(/هیچ داهاتێکی نییە/)).toBeInTheDocument();
    expect(screen.getByText(/تەنها جار جار پارەیان پێدەدرێت/)).toBeInTheDocument();
    expect(document.title).toContain('دەربارەی ئێمە');
  });
});
