import type { ChapterRead } from '@ckb/api-client';
import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { savedChapters } from '@ckb/api-client/offline';
import { CHAPTER_2 } from '../../test/chapter.ts';
import { SaveOffline } from './SaveOffline.tsx';

const data: ChapterRead = {
  ...CHAPTER_2,
  pages: [1, 2].map((n) => ({
    _id: `p${n}`,
    path_photo: `/media/pages/c2/${n}`,
    photoPathNum: n,
    width: 800,
    height: 1160,
  })),
  chapters: [],
  previous: null,
  next: null,
};

/** Cache Storage, the storage estimate and the network, as the browser gives them. */
function browser({ usage, quota }: { usage: number; quota: number }) {
  const stored = new Map<string, Response>();
  vi.stubGlobal('caches', {
    open: async () => ({
      put: async (url: string, res: Response) => void stored.set(url, res),
      delete: async (url: string) => stored.delete(url),
    }),
  });
  vi.stubGlobal('navigator', { ...navigator, storage: { estimate: async () => ({ usage, quota }) } });
  const requests: string[] = [];
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    requests.push(`${method} ${url}`);
    const size = url.endsWith('quality=low') ? 1500 : 50_000;
    if (method === 'HEAD') return new Response(null, { headers: { 'content-length': String(size) } });
    return new Response(url.startsWith('/api/') ? '{"data":{}}' : new Uint8Array(size));
  });
  return { stored, requests };
}

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('save for offline', () => {
  it("saves the placeholders and the data saver's pictures by default, shows the storage used, links to /read/", async () => {
    const { stored, requests } = browser({ usage: 2 * 1024 * 1024, quota: 500 * 1024 * 1024 });
    render(<SaveOffline data={data} />);
    expect(await screen.findByText('٢ مێگابایت لە ٥٠٠ مێگابایتی بیرگەی وێبگەڕ بەکارهاتووە')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'سووک (کەمتر داتا)' })).toBeChecked();
    fireEvent.click(screen.getByRole('button', { name: 'پاشەکەوتکردن بۆ بێ ئینتەرنێت' }));
    expect(await screen.findByText('پاشەکەوت کرا (١٠١ کیلۆبایت)')).toBeInTheDocument();
    expect([...stored.keys()].sort()).toEqual([
      '/api/manga/3/number/session/1/chapter/2',
      '/media/pages/c2/1?quality=low',
      '/media/pages/c2/1?quality=saver',
      '/media/pages/c2/2?quality=low',
      '/media/pages/c2/2?quality=saver',
    ]);
    expect(requests.filter((r) => r.includes('quality=high'))).toEqual([]);
    expect(savedChapters()[0]).toMatchObject({ id: 'c2', quality: 'saver', pages: 2 });
    expect(screen.getByRole('link', { name: 'کردنەوە لە خوێنەری بێ ئینتەرنێت' })).toHaveAttribute(
      'href',
      '/read/manga/3/session/1/chapter/2',
    );
  });

  it('says before starting when the chapter would not fit, and fetches no picture', async () => {
    const { stored, requests } = browser({ usage: 99 * 1024 * 1024, quota: 100 * 1024 * 1024 });
    render(<SaveOffline data={data} />);
    fireEvent.click(screen.getByRole('radio', { name: 'بەرز' }));
    // the full pictures: each 600,000 bytes: 1.1 MB for both pages, with 1 MB left
    vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
      requests.push(`${init?.method ?? 'GET'} ${url}`);
      if (url.startsWith('/api/')) return new Response('{"data":{}}');
      return new Response(null, { headers: { 'content-length': url.endsWith('quality=low') ? '1500' : '600000' } });
    });
    fireEvent.click(screen.getByRole('button', { name: 'پاشەکەوتکردن بۆ بێ ئینتەرنێت' }));
    expect(
      await screen.findByText(/^جێگا بەش ناکات: ئەم بەشە ١٫١ مێگابایتی دەوێت و تەنها ١ مێگابایت ماوە/),
    ).toBeInTheDocument();
    expect(requests.filter((r) => r.includes('/media/') && !r.startsWith('HEAD '))).toEqual([]);
    expect(stored.size).toBe(0);
    expect(savedChapters()).toEqual([]);
  });
});
