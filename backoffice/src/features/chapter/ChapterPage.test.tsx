import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../../tooling/testing.tsx';
import { mangaChapter, mangaWith, renderPage } from '../../components/workFixtures.tsx';
import ChapterPage from './ChapterPage.tsx';

afterEach(() => vi.unstubAllGlobals());

const manga = mangaWith([
  { _id: 'a', name_session: 1, detail: '', chapter: [mangaChapter('c1', '1', 2), mangaChapter('c2', '2')] },
]);

const PATTERN = '/admin/manga/:id/session/:session/chapter/:chapter';

describe('ChapterPage: the manga by its public number or its _id', () => {
  it.each([
    ['its public number (what links say)', '/admin/manga/7/session/a/chapter/c1', 'GET /api/manga/7/number'],
    ['its _id (older links)', '/admin/manga/k/session/a/chapter/c1', 'GET /api/manga/k'],
  ])('opens the chapter from %s, and links the next one by number', async (_name, route, asked) => {
    const calls = fakeApi((url, req) =>
      `${req.method} ${url.pathname}` === asked ? { body: { data: { manga } } } : undefined,
    );
    renderPage(PATTERN, route, <ChapterPage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'بەشی ١' })).toBeVisible();
    expect(calls.some((c) => `${c.method} ${new URL(c.url).pathname}` === asked)).toBe(true);
    expect(screen.getByRole('link', { name: 'بەشی دواتر' })).toHaveAttribute(
      'href',
      '/admin/manga/7/session/a/chapter/c2',
    );
  });
});
