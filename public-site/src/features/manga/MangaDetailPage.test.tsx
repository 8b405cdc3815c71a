import { recordReading, rememberServer } from '@ckb/api-client';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { failWith, fakeApi, paged, pendingApi } from '../../test/api.ts';
import { manga, staff } from '../../test/fixtures.ts';
import { currentLocation, renderPage } from '../../test/render.tsx';
import MangaDetailPage from './MangaDetailPage.tsx';

const chapter = (id: string, n: string, pages = 3) => ({
  _id: id,
  name_chapter: n,
  detail: '',
  photo_path_array: Array.from({ length: pages }, (_, i) => ({
    _id: `${id}-p${i}`,
    path_photo: `/media/p${i}.webp`,
    photoPathNum: i + 1,
    width: 800,
    height: 1200,
  })),
});

const work = manga(3, {
  en: 'Berserk',
  type: 'manhua',
  translator_id: [staff('u1', 'ئاراس')],
  designer_id: [],
  session: [
    { _id: 'ss1', name_session: 1, detail: '', chapter: [chapter('c2', '2'), chapter('c1', '1', 0)] },
    { _id: 'ss2', name_session: 2, detail: '', chapter: [] },
  ],
});

const api = (over: Record<string, unknown> = {}) =>
  fakeApi({ '/api/manga/3/number': { manga: work }, '/api/manga': paged([]), ...over });
const open = () => renderPage(MangaDetailPage, { path: '/manga/:id', route: '/manga/3' });

describe('/manga/{id}', () => {
  beforeEach(() => {
    // The progress module memoises per write: write once through it (a new version), then forget everything.
    rememberServer('test:reset', { id: 'x', name: 'x' });
    localStorage.clear();
  });

  it('starts reading at the first chapter, then continues with the next unread one', async () => {
    localStorage.clear();
    api();
    const first = open();
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByRole('link', { name: 'دەستبکە بە خوێندنەوە' })).toHaveAttribute(
      'href',
      '/manga/3/session/1/chapter/1',
    );
    first.unmount();

    // Chapter 1 read to its last page: the button goes on to chapter 2.
    recordReading({ manga: 3, title: 'Berserk', session: 1, chapter: '1', page: 4, pages: 4 });
    api();
    open();
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByRole('link', { name: 'درێژەدان بە خوێندنەوەی بەشی ٢' })).toHaveAttribute(
      'href',
      '/manga/3/session/1/chapter/2',
    );
    localStorage.clear();
  });

  it('marks the chapters read and the one being read, which opens at its page, as does the continue button', async () => {
    localStorage.clear();
    recordReading({ manga: 3, title: 'Berserk', session: 1, chapter: '1', page: 4, pages: 4 });
    recordReading({ manga: 3, title: 'Berserk', session: 1, chapter: '2', page: 2, pages: 3 });
    api();
    open();
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByRole('link', { name: 'درێژەدان بە خوێندنەوەی بەشی ٢' })).toHaveAttribute(
      'href',
      '/manga/3/session/1/chapter/2#page=2',
    );
    const [one, two] = within(screen.getByRole('tabpanel')).getAllByRole('link');
    expect(one).toHaveAccessibleName(/خوێندراوە/);
    expect(one).toHaveAttribute('href', '/manga/3/session/1/chapter/1');
    expect(two).not.toHaveAccessibleName(/خوێندراوە/);
    expect(two).toHaveTextContent('پەڕەی ٢ لە ٣');
    expect(two).toHaveAttribute('href', '/manga/3/session/1/chapter/2#page=2');
    localStorage.clear();
  });

  it('shows a waiting message while loading', () => {
    pendingApi();
    open();
    expect(screen.getByRole('status')).toHaveTextContent('چاوەڕێ بکە...');
  });

  it("shows 'هیچ نەدۆزرایەوە' for a manga that does not exist", async () => {
    api({ '/api/manga/3/number': failWith(404) });
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'هیچ نەدۆزرایەوە' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'گەڕانەوە بۆ لیستەکە' })).toHaveAttribute('href', '/manga');
  });

  it('shows the problem (with retry) when the server fails', async () => {
    api({ '/api/manga/3/number': failWith(500) });
    open();
    expect(await screen.findByRole('alert')).toHaveTextContent('کێشەیەک هەیە');
  });

  it('shows the metadata without budget or revenue, with the type label and staff', async () => {
    api();
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Berserk' })).toBeInTheDocument();
    const info = screen.getByRole('region', { name: 'زانیاری' });
    expect(within(info).getByText('جۆر').nextElementSibling).toHaveTextContent('مانهوا');
    expect(within(info).getByText('نووسەر').nextElementSibling).toHaveTextContent('Kentaro Miura');
    expect(within(info).getByText('دۆخ').nextElementSibling).toHaveTextContent('بەردەوامە');
    expect(within(info).getByText('ناوی ڕەسەن').nextElementSibling).toHaveTextContent('ベルセルク');
    expect(within(info).queryByText('بودجە')).not.toBeInTheDocument();
    expect(within(info).queryByText('داهات')).not.toBeInTheDocument();
    const credits = screen.getByRole('region', { name: 'تیمی کار' });
    expect(within(credits).getByRole('link', { name: 'ئاراس' })).toHaveAttribute('href', '/staff/u1');
    expect(within(credits).queryByText('تەکنیک')).not.toBeInTheDocument();
  });

  it('lists the chapters of each session; a chapter link lands on the reader route', async () => {
    api();
    const { user } = open();
    const panel = await screen.findByRole('tabpanel');
    const links = within(panel).getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      '/manga/3/session/1/chapter/1',
      '/manga/3/session/1/chapter/2',
    ]);
    expect(links[1]).toHaveTextContent('٣ پەڕە');
    await user.click(screen.getByRole('tab', { name: 'وەرزی ٢' }));
    expect(screen.getByRole('tabpanel')).toHaveTextContent('هێشتا هیچ بەشێک نییە');
    await user.click(screen.getByRole('tab', { name: 'وەرزی ١' }));
    await user.click(within(screen.getByRole('tabpanel')).getByRole('link', { name: /بەشی ٢/ }));
    expect(currentLocation()).toBe('/manga/3/session/1/chapter/2');
  });

  it("marks, for staff previewing the page, a draft chapter and a scheduled one; a visitor's chapters carry no mark", async () => {
    const ahead = Date.UTC(2099, 0, 2);
    api({
      '/api/manga/3/number': {
        manga: {
          ...work,
          session: [
            {
              _id: 'ss1',
              name_session: 1,
              detail: '',
              chapter: [
                { ...chapter('c1', '1'), publish_at: 1 },
                { ...chapter('c2', '2'), publish_at: null },
                { ...chapter('c3', '3'), publish_at: ahead },
              ],
            },
          ],
        },
      },
    });
    open();
    const panel = await screen.findByRole('tabpanel');
    const links = within(panel).getAllByRole('link');
    expect(links[0]).not.toHaveTextContent('ڕەشنووس');
    expect(links[0]).not.toHaveTextContent('بڵاوکردنەوە');
    expect(links[1]).toHaveTextContent('ڕەشنووس');
    expect(links[2]).toHaveTextContent(/بڵاوکردنەوە لە .*٢٠٩٩/);
  });
});
