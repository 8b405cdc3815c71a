import { recordReading, type ChapterRead } from '@ckb/api-client';
import { Route, Routes } from '@ckb/design-system';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderWithProviders } from '../../../../tooling/testing.tsx';
import { resetSettingsCache } from '../../lib/settings.ts';
import ChapterPage from './ChapterPage.tsx';
import { CHAPTER_2 } from '../../test/chapter.ts';

const pages = (n: number) =>
  Array.from({ length: n }, (_, i) => ({
    _id: `p${i + 1}`,
    path_photo: `/media/pages/c1/${i + 1}`,
    photoPathNum: i + 1,
    width: 800,
    height: 1000 + i,
  }));

const chapter = (over: Partial<ChapterRead> = {}): ChapterRead => ({
  ...CHAPTER_2,
  pages: pages(3),
  chapters: [
    { _id: 'c1', name_chapter: '1', detail: '', pages: 3 },
    { _id: 'c2', name_chapter: '2', detail: 'دەستپێک', pages: 3 },
    { _id: 'c3', name_chapter: '3', detail: '', pages: 3 },
  ],
  previous: { name_session: 1, name_chapter: '1' },
  next: { name_session: 1, name_chapter: '3' },
  ...over,
});

const URL_OF = '/api/manga/3/number/session/1/chapter/2';

function serve(data: ChapterRead | null, status = 200) {
  return fakeApi((url) =>
    url.pathname === URL_OF
      ? { status, body: data ? { data: { chapter: data } } : { message: 'ئەم بەشە نەدۆزرایەوە.' } }
      : undefined,
  );
}

function open(route = '/manga/3/session/1/chapter/2') {
  return renderWithProviders(
    <Routes>
      <Route path="/manga/:id/session/:session/chapter/:chapter" element={<ChapterPage />} />
    </Routes>,
    { route },
  );
}

const settings = (value: Record<string, unknown>) =>
  localStorage.setItem('ckb:v1:reader-settings', JSON.stringify(value));

beforeEach(() => {
  localStorage.clear();
  resetSettingsCache();
});
afterEach(() => vi.unstubAllGlobals());

describe('the reader', () => {
  it('says it is loading while the chapter is on its way', () => {
    vi.stubGlobal('fetch', () => new Promise(() => {}));
    open();
    expect(screen.getByRole('status')).toHaveTextContent('بەشەکە بار دەکرێت...');
  });

  it('an unknown chapter gets a Sorani message and a way back to its manga, not an endless wait', async () => {
    serve(null, 404);
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'ئەم بەشە نەدۆزرایەوە' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'گەڕانەوە بۆ پەڕەی مانگاکە' })).toHaveAttribute('href', '/manga/3');
  });

  it('a malformed manga number leads back to the manga list', async () => {
    fakeApi(() => ({ status: 404, body: { message: 'ئەم بەرهەمە نەدۆزرایەوە.' } }));
    open('/manga/abc/session/1/chapter/2');
    expect(await screen.findByRole('link', { name: 'گەڕانەوە بۆ لیستی مانگاکان' })).toHaveAttribute('href', '/manga');
  });

  it('shows every page in a sized box, named "page N of M", low first, with the chapter links', async () => {
    serve(chapter());
    const { container } = open();
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Berserk');
    const figures = container.querySelectorAll('figure');
    expect(figures).toHaveLength(3);
    // the strip is the pages' region, named as in paged mode
    expect(screen.getByRole('region', { name: 'پەڕەکانی بەش' })).toContainElement(figures[0] as HTMLElement);
    expect((figures[2] as HTMLElement).style.getPropertyValue('--page-h')).toBe('1002');
    expect(screen.getAllByRole('img', { name: 'پەڕەی ١ لە ٣' })[0]).toHaveAttribute(
      'src',
      '/media/pages/c1/1?quality=low',
    );
    // the high variant is asked for too, over the low one
    expect(container.querySelector('img[src="/media/pages/c1/1?quality=high"]')).not.toBeNull();
    // the watermark is decoration
    expect(figures[0]!.querySelector('[aria-hidden="true"] svg')).not.toBeNull();
    const nav = screen.getByRole('navigation', { name: 'گواستنەوە لە نێوان بەشەکان' });
    expect(within(nav).getByRole('link', { name: 'بەشی پێشوو' })).toHaveAttribute(
      'href',
      '/manga/3/session/1/chapter/1',
    );
    expect(within(nav).getByRole('link', { name: 'بەشی دواتر' })).toHaveAttribute(
      'href',
      '/manga/3/session/1/chapter/3',
    );
    expect(screen.getByRole('img', { name: 'کۆتایی بەش — سوپاس بۆ خوێندنەوە' })).toBeInTheDocument();
    expect(document.title).toBe('Berserk · بەشی ٢ · ئەنیمی کورد');
  });

  it('has no previous link on the first chapter and no next after the last', async () => {
    serve(chapter({ previous: null, next: null }));
    open();
    const nav = await screen.findByRole('navigation', { name: 'گواستنەوە لە نێوان بەشەکان' });
    expect(within(nav).queryByRole('link')).toBeNull();
  });

  it('staff previewing a draft or a scheduled chapter are told so; a published one says nothing', async () => {
    serve(chapter({ chapter: { ...CHAPTER_2.chapter, publish_at: null } }));
    const draft = open();
    expect(await screen.findByRole('note')).toHaveTextContent('ئەم بەشە ڕەشنووسە');
    draft.unmount();
    serve(chapter({ chapter: { ...CHAPTER_2.chapter, publish_at: Date.UTC(2099, 0, 2) } }));
    const scheduled = open();
    expect(await screen.findByRole('note')).toHaveTextContent(/بۆ خەڵک بڵاودەکرێتەوە/);
    expect(screen.getByRole('note')).toHaveTextContent('٢٠٩٩');
    scheduled.unmount();
    serve(chapter({ chapter: { ...CHAPTER_2.chapter, publish_at: Date.UTC(2020, 0, 2) } }));
    open();
    await screen.findByRole('navigation', { name: 'گواستنەوە لە نێوان بەشەکان' });
    expect(screen.queryByRole('note')).toBeNull();
  });

  it('data saver: readable saver pictures over the placeholders, never the high ones, nothing to tap', async () => {
    settings({ dataSaver: true });
    serve(chapter());
    const { container } = open();
    await screen.findByRole('heading', { level: 1 });
    expect(container.querySelector('img[src*="quality=high"]')).toBeNull();
    expect(container.querySelector('img[src="/media/pages/c1/1?quality=low"]')).not.toBeNull();
    expect(container.querySelector('img[src="/media/pages/c1/1?quality=saver"]')).not.toBeNull();
    expect(screen.queryByRole('button', { name: 'بارکردنی ئەم پەڕەیە بە کوالیتی بەرز' })).toBeNull();
  });

  it('the drawer lists the session’s chapters with the current one marked, and Escape closes it', async () => {
    serve(chapter());
    const { container } = open();
    const trigger = await screen.findByRole('button', { name: 'بەشەکان' });
    trigger.focus();
    fireEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'بەشەکانی وەرزی ١' });
    expect(within(dialog).getByRole('link', { current: 'page' })).toHaveAccessibleName(/بەشی ٢/);
    expect(within(dialog).getAllByRole('link')).toHaveLength(3);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(container.ownerDocument.activeElement).toBe(trigger);
  });

  it('paged mode: one page, tap zones named in Sorani, arrows mirrored for a right-to-left manga', async () => {
    settings({ mode: 'paged' });
    serve(chapter());
    open();
    await screen.findByRole('heading', { level: 1 });
    const region = screen.getByRole('region', { name: 'پەڕەکانی بەش' });
    expect(within(region).getByText('پەڕەی ١ لە ٣')).toBeInTheDocument();
    // in a right-to-left book the left side goes forward
    const next = within(region).getByRole('button', { name: 'پەڕەی دواتر' });
    expect(next.className).toMatch(/zoneLeft/);
    fireEvent.click(next);
    expect(within(region).getByText('پەڕەی ٢ لە ٣')).toBeInTheDocument();
    fireEvent.keyDown(document, { key: 'ArrowLeft' });
    expect(within(region).getByText('پەڕەی ٣ لە ٣')).toBeInTheDocument();
    fireEvent.keyDown(document, { key: 'ArrowRight' });
    fireEvent.keyDown(document, { key: ' ', shiftKey: true });
    expect(within(region).getByText('پەڕەی ١ لە ٣')).toBeInTheDocument();
    fireEvent.keyDown(document, { key: 'End' });
    expect(within(region).getByText('پەڕەی ٣ لە ٣')).toBeInTheDocument();
  });

  it('paged mode for a manhua reads left to right: the right side and ArrowRight go forward', async () => {
    settings({ mode: 'paged' });
    serve(chapter({ manga: { ...chapter().manga, type: 'manhua' } }));
    open();
    await screen.findByRole('heading', { level: 1 });
    const region = screen.getByRole('region', { name: 'پەڕەکانی بەش' });
    expect(within(region).getByRole('button', { name: 'پەڕەی دواتر' }).className).toMatch(/zoneRight/);
    fireEvent.keyDown(document, { key: 'ArrowRight' });
    expect(within(region).getByText('پەڕەی ٢ لە ٣')).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('dir', 'ltr');
  });

  it('a direction chosen for this work overrides the type and is remembered', async () => {
    serve(chapter());
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'ڕێکخستنەکان' }));
    const dialog = await screen.findByRole('dialog', { name: 'ڕێکخستنەکان' });
    const direction = within(dialog).getByRole('group', { name: 'ئاراستەی پەڕەکان' });
    expect(within(direction).getByRole('radio', { name: 'ڕاست بۆ چەپ' })).toBeChecked();
    act(() => within(direction).getByRole('radio', { name: 'چەپ بۆ ڕاست' }).click());
    expect(JSON.parse(localStorage.getItem('ckb:v1:reader-settings')!).directions).toEqual({ 3: 'ltr' });
    expect(screen.getByRole('progressbar')).toHaveAttribute('dir', 'ltr');
  });

  it('a gap chosen for the strip spaces its pages, and is remembered', async () => {
    serve(chapter());
    open();
    const region = await screen.findByRole('region', { name: 'پەڕەکانی بەش' });
    expect(region.style.getPropertyValue('--strip-gap')).toBe('0px');
    fireEvent.click(screen.getByRole('button', { name: 'ڕێکخستنەکان' }));
    const dialog = await screen.findByRole('dialog', { name: 'ڕێکخستنەکان' });
    const gap = within(dialog).getByRole('group', { name: 'بۆشایی نێوان پەڕەکان' });
    act(() => within(gap).getByRole('radio', { name: 'کەم' }).click());
    expect(region.style.getPropertyValue('--strip-gap')).toBe('8px');
    expect(JSON.parse(localStorage.getItem('ckb:v1:reader-settings')!).stripGap).toBe(8);
  });

  it('offers to jump back to where the visitor stopped in this chapter', async () => {
    localStorage.setItem(
      'ckb:v1:read:3',
      JSON.stringify({ manga: 3, title: 'Berserk', session: 1, chapter: '2', page: 2, pages: 3, read: [], at: 1 }),
    );
    settings({ mode: 'paged' });
    serve(chapter());
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'بڕۆ بۆ ئەوێ' }));
    expect(screen.getByRole('region', { name: 'پەڕەکانی بەش' })).toHaveTextContent('پەڕەی ٢ لە ٣');
    expect(screen.queryByRole('button', { name: 'بڕۆ بۆ ئەوێ' })).toBeNull();
  });

  it('a continue link (#page=3) opens the chapter at its page, with no offer to jump', async () => {
    localStorage.setItem(
      'ckb:v1:read:3',
      JSON.stringify({ manga: 3, title: 'Berserk', session: 1, chapter: '2', page: 3, pages: 3, read: [], at: 1 }),
    );
    settings({ mode: 'paged' });
    serve(chapter());
    open('/manga/3/session/1/chapter/2#page=3');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByRole('region', { name: 'پەڕەکانی بەش' })).toHaveTextContent('پەڕەی ٣ لە ٣');
    expect(screen.queryByRole('button', { name: 'بڕۆ بۆ ئەوێ' })).toBeNull();
  });

  it('the drawer marks the chapters read and the one being read with its page', async () => {
    // through the progress module, which memoises what it read before
    recordReading({ manga: 3, title: 'Berserk', session: 1, chapter: '1', page: 3, pages: 3 });
    recordReading({ manga: 3, title: 'Berserk', session: 1, chapter: '2', page: 2, pages: 3 });
    settings({ mode: 'paged' });
    serve(chapter());
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'بەشەکان' }));
    const dialog = await screen.findByRole('dialog', { name: 'بەشەکانی وەرزی ١' });
    expect(within(dialog).getByRole('link', { name: /بەشی ١/ })).toHaveAccessibleName(/خوێندراوە/);
    expect(within(dialog).getByRole('link', { name: /بەشی ٢/ })).toHaveAccessibleName(/پەڕەی ٢ لە ٣/);
    expect(within(dialog).getByRole('link', { name: /بەشی ٣/ })).not.toHaveAccessibleName(/خوێندراوە|پەڕەی/);
  });

  it("names the next chapter's season when it is in the next one", async () => {
    serve(chapter({ next: { name_session: 2, name_chapter: '1' } }));
    open();
    expect(await screen.findByRole('link', { name: 'بەشی دواتر: وەرزی ٢ · بەشی ١' })).toHaveAttribute(
      'href',
      '/manga/3/session/2/chapter/1',
    );
  });

  it("the chapter's end says when it came out, in Sorani, and who translated it, linking to their pages", async () => {
    serve(chapter());
    open();
    const end = (await screen.findByRole('img', { name: 'کۆتایی بەش — سوپاس بۆ خوێندنەوە' })).closest('footer')!;
    const date = end.querySelector('time')!;
    expect(date).toHaveAttribute('datetime', '2024-03-09');
    expect(date.textContent).toMatch(/^٩ی ئازاری ٢٠٢٤$/);
    expect(end).toHaveTextContent('بڵاوکرایەوە لە');
    expect(end).toHaveTextContent('وەرگێڕان');
    expect(within(end).getByRole('link', { name: 'ئاراس' })).toHaveAttribute('href', '/staff/u7');
  });

  it('a chapter saved offline before the date and credits were sent ends without them', async () => {
    const old = chapter();
    const { date: _date, ...bare } = old.chapter;
    const { translator_id: _translators, ...work } = old.manga;
    serve({ ...old, chapter: bare, manga: work } as unknown as ChapterRead);
    open();
    const end = (await screen.findByRole('img', { name: 'کۆتایی بەش — سوپاس بۆ خوێندنەوە' })).closest('footer')!;
    expect(end.querySelector('dl')).toBeNull();
    expect(within(end).getByRole('link', { name: 'بەشی دواتر: بەشی ٣' })).toBeVisible();
  });

  it('a tap on a page, or M, puts the bars away (the site navbar too) and brings them back; a control keeps its tap', async () => {
    serve(chapter());
    const { container } = open();
    await screen.findByRole('heading', { level: 1 });
    const article = container.querySelector('article')!;
    const toolbar = screen.getByRole('banner', { name: 'ئامرازەکانی خوێنەر' });
    const region = screen.getByRole('region', { name: 'پەڕەکانی بەش' });
    fireEvent.click(region.querySelector('figure, div') ?? region);
    expect(article).toHaveAttribute('data-bars', 'hidden');
    expect(toolbar).toHaveAttribute('data-hidden');
    expect(screen.getByRole('navigation', { name: 'گواستنەوە لە نێوان بەشەکان' })).toHaveAttribute('data-hidden');
    expect(document.documentElement).toHaveAttribute('data-bars-hidden');
    fireEvent.keyDown(document, { key: 'm', code: 'KeyM' });
    expect(article).not.toHaveAttribute('data-bars');
    expect(document.documentElement).not.toHaveAttribute('data-bars-hidden');
    // the key by its place, whatever the layout (ه on a Sorani keyboard)
    fireEvent.keyDown(document, { key: 'ه', code: 'KeyM' });
    expect(article).toHaveAttribute('data-bars', 'hidden');
    // a button is not a tap on a page
    fireEvent.click(screen.getByRole('button', { name: 'ڕێکخستنەکان' }));
    expect(article).toHaveAttribute('data-bars', 'hidden');
  });

  it('? opens the keyboard help', async () => {
    serve(chapter());
    open();
    await screen.findByRole('heading', { level: 1 });
    fireEvent.keyDown(document, { key: '?' });
    expect(await screen.findByRole('heading', { name: 'کورتکراوەکانی تەختەکلیل' })).toBeInTheDocument();
  });
});
