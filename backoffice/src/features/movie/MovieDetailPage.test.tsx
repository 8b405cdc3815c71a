import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../../tooling/testing.tsx';
import { renderPage, workFrame } from '../../components/workFixtures.tsx';
import MovieDetailPage from './MovieDetailPage.tsx';

afterEach(() => vi.unstubAllGlobals());

const ID = '65a1b2c3d4e5f60718293a4b';
const movie = { _id: ID, movie_id: 49, type: 'movie', en: 'Your Name', ku: 'ناوی تۆ', server: [], ...workFrame };

function serve() {
  return fakeApi((url) =>
    url.pathname === '/api/movies/49/number' || url.pathname === `/api/movies/${ID}`
      ? { body: { data: { movie } } }
      : undefined,
  );
}

const render = (path: string) => renderPage('/admin/movies/:id', path, <MovieDetailPage />);

describe('MovieDetailPage: the film by its public number or its _id', () => {
  it('/admin/movies/49 is the film whose public number is 49, asked by number', async () => {
    const calls = serve();
    render('/admin/movies/49');
    expect(await screen.findByRole('heading', { level: 1, name: 'Your Name' })).toBeVisible();
    expect(calls.map((c) => new URL(c.url).pathname)).toContain('/api/movies/49/number');
    expect(screen.getByRole('link', { name: 'کردنەوە لە ماڵپەڕ' })).toHaveAttribute('href', '/movies/49');
  });

  it('an older link by _id still opens the film', async () => {
    const calls = serve();
    render(`/admin/movies/${ID}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Your Name' })).toBeVisible();
    expect(calls.map((c) => new URL(c.url).pathname)).toContain(`/api/movies/${ID}`);
  });

  it('a number no film has says so', async () => {
    serve();
    render('/admin/movies/50');
    expect(await screen.findByRole('heading', { level: 2, name: 'هیچ نەدۆزرایەوە' })).toBeVisible();
  });
});
