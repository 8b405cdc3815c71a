import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderWithProviders } from '../../../tooling/testing.tsx';
import type * as Admin from '@ckb/api-client/admin';
import AddPage from '../features/add/AddPage.tsx';

// Pictures go over XMLHttpRequest (progress); here the send is replaced, the rest of the client is real.
const sent = vi.hoisted(() => ({ calls: [] as { path: string; field: string; name: string }[], fail: new Set() }));
vi.mock('@ckb/api-client/admin', async (original) => {
  const real = await original<typeof Admin>();
  return {
    ...real,
    sendFiles: vi.fn(async ({ path, field, files, onProgress }) => {
      sent.calls.push({ path, field, name: files[0].name });
      onProgress?.(5, 10);
      if (sent.fail.has(field)) {
        sent.fail.delete(field);
        throw new real.UploadError('پەیوەندی بە ماڵپەڕەکەوە نەکرا.', 0);
      }
      return {};
    }),
  };
});

beforeEach(() => {
  sent.calls = [];
  sent.fail.clear();
});
afterEach(() => vi.unstubAllGlobals());

const GENRES = [
  { _id: 'g1', slug: 'action', name: 'ئاکشن', position: 0, works: 3 },
  { _id: 'g2', slug: 'drama', name: 'دراما', position: 1, works: 2 },
];
const png = (name: string) => new File(['png'], name, { type: 'image/png' });
const input = (name: string) => document.querySelector<HTMLInputElement>(`[name="${name}"]`)!;

async function fillFilm() {
  for (const [name, value] of Object.entries({
    en: 'Your Name',
    ku: 'ناوی تۆ',
    about: 'دەربارە',
    country: 'ژاپۆن',
    language: 'ژاپۆنی',
    date_publish: '2016-08-26',
    time: '١٠٦',
    rating: '8.4',
    assessment: 'PG',
    director: 'Makoto Shinkai',
  }))
    await userEvent.type(input(name), value);
}

function api() {
  return fakeApi((url, req) => {
    if (url.pathname === '/api/genres') return { body: { data: { genres: GENRES } } };
    if (url.pathname === '/api/movies' && req.method === 'POST')
      return { status: 201, body: { data: { movie: { _id: 'new1', movie_id: 50 } } } };
    return undefined;
  });
}

describe('adding a work in one step', () => {
  it('sends the fields with genres and alternative titles in one create, then the poster and background', async () => {
    const calls = api();
    const { location } = renderWithProviders(<AddPage />, { route: '/admin/add' });
    await fillFilm();
    await userEvent.click(await screen.findByRole('checkbox', { name: 'دراما' }));
    await userEvent.type(input('alt_titles'), 'Kimi no Na wa{enter}كيمي');
    await userEvent.upload(input('poster'), png('poster.png'));
    await userEvent.upload(input('background'), png('back.png'));
    await userEvent.click(screen.getByRole('button', { name: 'دروستکردن' }));
    await waitFor(() => expect(location()).toBe('/admin/movies/50'));
    const create = calls.filter((c) => c.method === 'POST');
    expect(create).toHaveLength(1);
    expect(await create[0]!.json()).toMatchObject({
      en: 'Your Name',
      time: 106,
      genres: ['g2'],
      alt_titles: ['Kimi no Na wa', 'كيمي'],
      active_show: 'false',
    });
    expect(sent.calls).toEqual([
      { path: 'movies/new1/upload/poster', field: 'poster', name: 'poster.png' },
      { path: 'movies/new1/upload/background', field: 'background', name: 'back.png' },
    ]);
  });

  it('after a picture fails, says what was saved and sends only what is missing, never a second work', async () => {
    const calls = api();
    sent.fail.add('background');
    const { location } = renderWithProviders(<AddPage />, { route: '/admin/add' });
    await fillFilm();
    await userEvent.upload(input('poster'), png('poster.png'));
    await userEvent.upload(input('background'), png('back.png'));
    await userEvent.click(screen.getByRole('button', { name: 'دروستکردن' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('بەرهەمەکە دروستکرا، بەڵام هەموو وێنەکان نەنێردران');
    const progress = screen.getByRole('region', { name: 'ڕەوتی دروستکردن' });
    expect(within(progress).getByText('وێنەی پشتەوە: پەیوەندی بە ماڵپەڕەکەوە نەکرا.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'کردنەوەی پەڕەی بەرهەمەکە' })).toHaveAttribute('href', '/admin/movies/50');
    await userEvent.click(screen.getByRole('button', { name: 'ناردنەوەی ئەوەی ماوە' }));
    await waitFor(() => expect(location()).toBe('/admin/movies/50'));
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
    expect(sent.calls.map((c) => c.field)).toEqual(['poster', 'background', 'background']);
  });

  it('a text file as a poster names the picture types taken, and nothing is sent', async () => {
    const calls = api();
    renderWithProviders(<AddPage />, { route: '/admin/add' });
    await userEvent.upload(input('poster'), new File(['hi'], 'notes.txt', { type: 'text/plain' }), {
      applyAccept: false,
    });
    expect(await screen.findByText('«notes.txt» وێنە نییە (JPEG، PNG، WebP، AVIF یان GIF).')).toBeVisible();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('asks only what editing asks too: no Arabic name, budget, revenue or trailer needed', async () => {
    api();
    renderWithProviders(<AddPage />, { route: '/admin/add' });
    await userEvent.click(screen.getByRole('button', { name: 'دروستکردن' }));
    await waitFor(() => expect(input('en')).toHaveFocus());
    for (const name of ['ar', 'budget', 'revenue', 'trailer'])
      expect(input(name), name).not.toHaveAttribute('aria-invalid', 'true');
    for (const name of ['ku', 'about', 'time', 'rating', 'director'])
      expect(input(name), name).toHaveAttribute('aria-invalid', 'true');
  });
});
