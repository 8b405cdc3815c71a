import { screen } from '@testing-library/react';
import { Route, Routes } from '@ckb/design-system';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../../tooling/testing.tsx';
import ChapterPage from './ChapterPage.tsx';

describe('ChapterPage', () => {
  it('names the chapter in Sorani digits, says the reader comes later, and links back to the manga', () => {
    renderWithProviders(
      <Routes>
        <Route path="/manga/:id/session/:session/chapter/:chapter" element={<ChapterPage />} />
      </Routes>,
      { route: '/manga/7/session/2/chapter/13' },
    );
    expect(screen.getByRole('heading', { name: 'خوێنەری بەشەکان' })).toBeVisible();
    expect(screen.getByText('وەرزی ٢، بەشی ١٣')).toBeVisible();
    expect(screen.getByText(/قۆناغێکی داهاتوودا/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'گەڕانەوە بۆ پەڕەی مانگاکە' })).toHaveAttribute('href', '/manga/7');
  });
});
