import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../../tooling/testing.tsx';
import { renderPage, workFrame } from '../../components/workFixtures.tsx';
import ChapterPage from './ChapterPage.tsx';

afterEach(() => vi.unstubAllGlobals());

const page = (n: number) => ({ _id: `p${n}`, path_photo: `/p${n}.webp`, photoPathNum: n, width: 800, height: 1200 });
const chapter = (id: string, name: string, pages = 0) => ({
  _id: id,
  name_chapter: name,
  detail: '',
  photo_path_array: Array.from({ length: pages }, (_, i) => page(i + 1)),
});
const manga = {
  _id: 'k',
  manga_id: 7,
  type: 'manga',
  en: 'Yotsuba',
  ku: 'یۆتسوبا',
  or: 'よつばと',
  status: 'continue',
  rating: 8,
  date_publish: '2003',
  ...workFrame,
  active_show_on_swiper: 'false',
  session: [{ _id: 'a', name_session: 1, detail: '', chapter: [chapter('c1', '1', 2), chapter('c2', '2')] }],
};

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
