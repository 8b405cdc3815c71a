import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../../tooling/testing.tsx';
import { mangaChapter, mangaWith, renderPage } from '../../components/workFixtures.tsx';
import MangaDetailPage from './MangaDetailPage.tsx';

afterEach(() => vi.unstubAllGlobals());

const sessionA = {
  _id: 'a',
  name_session: 1,
  detail: '',
  chapter: [mangaChapter('c1', '1', 20), mangaChapter('c2', 'Extra')],
};

const render = () => renderPage('/admin/manga/:id', '/admin/manga/k', <MangaDetailPage />);

describe('MangaDetailPage: seasons → chapters', () => {
  it('lists the chapters with a link to each one’s page, adds the next one, and asks before deleting', async () => {
    let current = mangaWith([sessionA]);
    const added = mangaWith([{ ...sessionA, chapter: [...sessionA.chapter, mangaChapter('c3', '2')] }]);
    const calls = fakeApi((url, req) => {
      const key = `${req.method} ${url.pathname}`;
      if (key === 'GET /api/manga/k') return { body: { data: { manga: current } } };
      if (key === 'POST /api/manga/k/session/a/chapter') current = added;
      else if (key === 'DELETE /api/manga/k/session/a/chapter/c2') current = mangaWith([{ ...sessionA, chapter: [] }]);
      else return undefined;
      return { body: { data: { manga: current } } };
    });
    render();
    const table = await screen.findByRole('table', { name: 'بەشەکان: وەرزی ١' });
    expect(within(table).getByRole('link', { name: 'بەشی ١' })).toHaveAttribute(
      'href',
      '/admin/manga/7/session/a/chapter/c1',
    );
    expect(within(table).getByText('٢٠ پەڕە')).toBeVisible();
    expect(within(table).getByRole('link', { name: 'بەشی Extra' })).toBeVisible();

    // "Extra" is not a number: the next chapter is the one after 1
    const add = screen.getByRole('form', { name: 'زیادکردنی بەش: وەرزی ١' });
    expect(within(add).getByRole('textbox', { name: /ناوی بەش/ })).toHaveValue('2');
    await userEvent.click(within(add).getByRole('button', { name: 'زیادکردنی بەش' }));
    expect(await within(table).findByRole('link', { name: 'بەشی ٢' })).toBeVisible();
    const post = calls.find((c) => c.method === 'POST')!;
    expect(await post.clone().json()).toEqual({ name_chapter: '2', publish_at: 0 });

    await userEvent.click(within(table).getByRole('button', { name: 'سڕینەوەی بەش: Extra' }));
    const dialog = await screen.findByRole('dialog', { name: 'دڵنیایت دەتەوێت ئەم بەشە بسڕیتەوە؟' });
    expect(within(dialog).getByText('بەشی Extra')).toBeVisible();
    expect(within(dialog).getByText('هەموو پەڕەکانی و وێنەکانیان دەسڕێنەوە.')).toBeVisible();
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'بەڵێ، بیسڕەوە' }));
    expect(await screen.findByText('هێشتا هیچ بەشێک نییە.')).toBeVisible();
    await waitFor(() =>
      expect(calls.filter((c) => c.method === 'DELETE').map((c) => new URL(c.url).pathname)).toEqual([
        '/api/manga/k/session/a/chapter/c2',
      ]),
    );
  });

  it('renames a season, and deleting it says its chapters and pages go too', async () => {
    let current = mangaWith([sessionA, { _id: 'b', name_session: 2, detail: '', chapter: [] }]);
    const calls = fakeApi((url, req) => {
      const key = `${req.method} ${url.pathname}`;
      if (key === 'GET /api/manga/k') return { body: { data: { manga: current } } };
      if (key === 'PATCH /api/manga/k/session/a')
        current = mangaWith([{ ...sessionA, name_session: 3 }, current.session[1]]);
      else if (key === 'DELETE /api/manga/k/session/a') current = mangaWith([current.session[1]]);
      else return undefined;
      return { body: { data: { manga: current } } };
    });
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'گۆڕینی وەرز' }));
    const form = screen.getByRole('form', { name: 'گۆڕینی وەرز' });
    await userEvent.clear(within(form).getByRole('textbox', { name: /ژمارەی وەرز/ }));
    await userEvent.type(within(form).getByRole('textbox', { name: /ژمارەی وەرز/ }), '3');
    await userEvent.click(within(form).getByRole('button', { name: /پاشەکەوت/ }));
    expect(await screen.findByRole('tab', { name: 'وەرزی ٣' })).toBeVisible();
    expect(
      await calls
        .find((c) => c.method === 'PATCH')!
        .clone()
        .json(),
    ).toEqual({ name_session: 3, detail: '' });

    await userEvent.click(screen.getByRole('button', { name: 'سڕینەوەی وەرز' }));
    const dialog = await screen.findByRole('dialog', { name: 'دڵنیایت دەتەوێت ئەم وەرزە بسڕیتەوە؟' });
    expect(within(dialog).getByText('هەموو بەش و پەڕەکانی لەگەڵیدا دەسڕێنەوە.')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'بەڵێ، بیسڕەوە' }));
    await waitFor(() => expect(screen.queryByRole('tab', { name: 'وەرزی ٣' })).toBeNull());
    expect(screen.getByRole('tab', { name: 'وەرزی ٢' })).toHaveAttribute('aria-selected', 'true');
  });

  it('the visibility switches send the flags a manga has (`active_show_on_swiper`)', async () => {
    let current = mangaWith([sessionA]);
    const calls = fakeApi((url, req) => {
      if (url.pathname !== '/api/manga/k') return undefined;
      if (req.method === 'PATCH') current = { ...current, active_show_on_swiper: 'true' };
      return { body: { data: { manga: current } } };
    });
    render();
    await userEvent.click(await screen.findByRole('switch', { name: 'لە سلایدی پەڕەی سەرەکیدا نییە' }));
    expect(await screen.findByRole('switch', { name: 'لە سلایدی پەڕەی سەرەکیدایە' })).toBeChecked();
    const patch = calls.find((c) => c.method === 'PATCH')!;
    expect(await patch.clone().json()).toEqual({ active_show_on_swiper: 'true' });
    expect(screen.getByRole('switch', { name: 'دیارە بۆ خەڵک' })).toBeChecked();
  });

  it('marks a draft and a scheduled chapter, publishes one now, schedules one, and links the preview', async () => {
    const later = Date.now() + 86_400_000;
    const session = {
      ...sessionA,
      chapter: [
        { ...mangaChapter('c1', '1', 20), publish_at: 1 },
        { ...mangaChapter('c2', '2'), publish_at: null },
      ],
    };
    let current = mangaWith([session]);
    const calls = fakeApi((url, req) => {
      const key = `${req.method} ${url.pathname}`;
      if (key === 'GET /api/manga/k') return { body: { data: { manga: current } } };
      if (key === 'POST /api/manga/k/session/a/chapter/c2/publish')
        current = mangaWith([
          { ...session, chapter: [session.chapter[0], { ...session.chapter[1]!, publish_at: later }] },
        ]);
      else return undefined;
      return { body: { data: { manga: current } } };
    });
    render();
    const table = await screen.findByRole('table', { name: 'بەشەکان: وەرزی ١' });
    expect(within(table).getByText('ڕەشنووس')).toBeVisible();
    // a published chapter has no badge and no publish button
    expect(within(table).queryByRole('button', { name: 'بڵاوکردنەوە: بەشی ١' })).toBeNull();
    expect(within(table).getByRole('link', { name: 'پێشبینینی بەشی ٢' })).toHaveAttribute(
      'href',
      '/manga/7/session/1/chapter/2',
    );

    await userEvent.click(within(table).getByRole('button', { name: 'بڵاوکردنەوە: بەشی ٢' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1));
    const published = () => calls.filter((c) => c.method === 'POST');
    expect(await published()[0]!.clone().json()).toEqual({});
    // the answer says it is scheduled now: the badge names the time
    expect(await within(table).findByText(/^بڵاوکردنەوە لە [٠-٩]/)).toBeVisible();

    const schedule = within(table).getByRole('form', { name: 'بڵاوکردنەوە لە کاتێکی دیاریکراو: بەشی ٢' });
    const input = within(schedule).getByLabelText('بڵاوکردنەوە لە کاتێکی دیاریکراو');
    await userEvent.type(input, '2030-01-02T03:04');
    await userEvent.click(within(schedule).getByRole('button', { name: 'دیاریکردنی کات' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(2));
    expect(await published()[1]!.clone().json()).toEqual({
      publish_at: new Date('2030-01-02T03:04').getTime(),
    });
  });
});

describe('MangaDetailPage: deleting the work', () => {
  it('asks about «ئەم مانگایە» and names what a manga holds: seasons, chapters, pages, no episodes or servers', async () => {
    fakeApi((url, req) =>
      `${req.method} ${url.pathname}` === 'GET /api/manga/k'
        ? { body: { data: { manga: mangaWith([sessionA]) } } }
        : undefined,
    );
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'سڕینەوەی مانگا' }));
    const dialog = await screen.findByRole('dialog', { name: 'دڵنیایت دەتەوێت ئەم مانگایە بسڕیتەوە؟' });
    expect(dialog).toHaveTextContent('هەموو وەرز، بەش، پەڕە و وێنەکانی');
    expect(dialog).not.toHaveTextContent(/ئەڵقە|سێرڤەر/);
  });
});
