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

export const renderPage = (pattern: string, route: string, page: ReactElement) =>
  renderWithProviders(
    <Routes>
      <Route path={pattern} element={page} />
    </Routes>,
    { route },
  );
