import { Route, Routes } from '@ckb/design-system';
import type { ReactElement } from 'react';
import { renderWithProviders } from '../../../tooling/testing.tsx';

/**
 * For the works' detail page tests: what every work's admin page reads besides its kind's own fields,
 * and the page drawn at its route (the page reads its `:id`).
 */
const image = { low: '/img/default/default.png', original: '/img/default/default.png' };
export const workFrame = {
  view: 0,
  poster: image,
  background: image,
  active_show: 'true',
  translator_id: [],
  designer_id: [],
  technique_id: [],
  genres: [],
  alt_titles: [],
};

/** A chapter's page `n` as the api answers it. */
export const mangaPage = (n: number) => ({
  _id: `p${n}`,
  path_photo: `/p${n}.webp`,
  photoPathNum: n,
  width: 800,
  height: 1200,
});

/** A chapter named `name` with `pages` pages. */
export const mangaChapter = (id: string, name: string, pages = 0) => ({
  _id: id,
  name_chapter: name,
  detail: '',
  photo_path_array: Array.from({ length: pages }, (_, i) => mangaPage(i + 1)),
});

/** The manga `k` (public number 7) with these sessions. */
export const mangaWith = (session: unknown[]) => ({
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
  session,
});

export const renderPage = (pattern: string, route: string, page: ReactElement) =>
  renderWithProviders(
    <Routes>
      <Route path={pattern} element={page} />
    </Routes>,
    { route },
  );
