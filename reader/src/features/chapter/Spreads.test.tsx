import type { ChapterRead } from '@ckb/api-client';
import { readingOf } from '@ckb/api-client';
import { Route, Routes } from '@ckb/design-system';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderWithProviders } from '../../../../tooling/testing.tsx';
import { resetSettingsCache } from '../../lib/settings.ts';
import { CHAPTER_2 } from '../../test/chapter.ts';
import ChapterPage from './ChapterPage.tsx';

/** Five tall pages: the first alone, then 2–3 and 4–5. */
const data = (type: ChapterRead['manga']['type'] = 'manga'): ChapterRead => ({
  ...CHAPTER_2,
  manga: { ...CHAPTER_2.manga, type },
  pages: Array.from({ length: 5 }, (_, i) => ({
    _id: `p${i + 1}`,
    path_photo: `/media/pages/c2/${i + 1}`,
    photoPathNum: i + 1,
    width: 800,
    height: 1200,
  })),
  chapters: [{ _id: 'c2', name_chapter: '2', detail: '', pages: 5 }],
  previous: null,
  next: null,
});

function open(chapter: ChapterRead, wide = true) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: wide && query.includes('min-width'),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
  fakeApi((url) =>
    url.pathname === '/api/manga/3/number/session/1/chapter/2' ? { body: { data: { chapter } } } : undefined,
  );
  return renderWithProviders(
    <Routes>
      <Route path="/manga/:id/session/:session/chapter/:chapter" element={<ChapterPage />} />
    </Routes>,
    { route: '/manga/3/session/1/chapter/2' },
  );
}
const settings = (value: Record<string, unknown>) =>
  localStorage.setItem('ckb:v1:reader-settings', JSON.stringify(value));
/** The pages on screen, by their names. */
const visible = (container: HTMLElement) =>
  [...container.querySelectorAll('[data-pages] figure')]
    .filter((f) => !f.closest('[hidden]'))
    .map((f) => f.getAttribute('data-page'));

beforeEach(() => {
  localStorage.clear();
  resetSettingsCache();
});
afterEach(() => vi.unstubAllGlobals());

describe('double-page spreads', () => {
  it('on a wide screen a paged manga shows two pages at a time after the cover, and a turn moves by a spread', async () => {
    settings({ mode: 'paged', spread: true });
    const { container } = open(data());
    const region = await screen.findByRole('region', { name: 'پەڕەکانی بەش' });
    expect(visible(container)).toEqual(['1']);
    fireEvent.keyDown(document, { key: 'ArrowLeft' });
    expect(visible(container)).toEqual(['2', '3']);
    expect(within(region).getByText('پەڕەکانی ٢ و ٣ لە ٥')).toBeInTheDocument();
    // the spread's pages sit side by side, in the reading direction
    expect(region.querySelector('[data-spread]')).toHaveAttribute('data-spread', 'rtl');
    fireEvent.click(within(region).getByRole('button', { name: 'پەڕەی دواتر' }));
    expect(visible(container)).toEqual(['4', '5']);
    // the last spread holds the last page: the chapter is read to its end
    expect(readingOf(3)).toMatchObject({ page: 5, pages: 5 });
    fireEvent.keyDown(document, { key: 'ArrowRight' });
    expect(visible(container)).toEqual(['2', '3']);
  });

  it('is one page at a time on a narrow screen, for a manhua, and until chosen', async () => {
    settings({ mode: 'paged', spread: true });
    const narrow = open(data(), false);
    await screen.findByRole('region', { name: 'پەڕەکانی بەش' });
    fireEvent.keyDown(document, { key: 'ArrowLeft' });
    expect(visible(narrow.container)).toEqual(['2']);
    narrow.unmount();

    const manhua = open(data('manhua'));
    await screen.findByRole('region', { name: 'پەڕەکانی بەش' });
    fireEvent.keyDown(document, { key: 'ArrowRight' });
    expect(visible(manhua.container)).toEqual(['2']);
    manhua.unmount();

    settings({ mode: 'paged' });
    resetSettingsCache();
    const unset = open(data());
    await screen.findByRole('region', { name: 'پەڕەکانی بەش' });
    fireEvent.keyDown(document, { key: 'ArrowLeft' });
    expect(visible(unset.container)).toEqual(['2']);
  });

  it('the setting is offered for a manga and kept', async () => {
    settings({ mode: 'paged' });
    open(data());
    await screen.findByRole('region', { name: 'پەڕەکانی بەش' });
    fireEvent.click(screen.getByRole('button', { name: 'ڕێکخستنەکان' }));
    const toggle = await screen.findByRole('switch', { name: 'دوو پەڕە پێکەوە' });
    fireEvent.click(toggle);
    expect(JSON.parse(localStorage.getItem('ckb:v1:reader-settings')!)).toMatchObject({ spread: true });
  });

  it('is not offered for a manhua', async () => {
    settings({ mode: 'paged' });
    open(data('manhua'));
    await screen.findByRole('region', { name: 'پەڕەکانی بەش' });
    fireEvent.click(screen.getByRole('button', { name: 'ڕێکخستنەکان' }));
    await screen.findByRole('switch', { name: 'پاشەکەوتی داتا' });
    expect(screen.queryByRole('switch', { name: 'دوو پەڕە پێکەوە' })).toBeNull();
  });
});
