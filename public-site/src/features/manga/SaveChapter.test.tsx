import { savedChapters } from '@ckb/api-client/offline';
import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SaveChapter } from './SaveChapter.tsx';

const answer = {
  data: {
    chapter: {
      manga: { _id: 'm1', manga_id: 1, type: 'manga', en: 'One Piece', ku: 'وەن پیس' },
      session: { _id: 's1', name_session: 1 },
      chapter: { _id: 'c2', name_chapter: '2', detail: '' },
      pages: [1, 2, 3].map((n) => ({ _id: `p${n}`, path_photo: `/media/pages/c2/${n}`, photoPathNum: n })),
      chapters: [],
      previous: null,
      next: null,
    },
  },
};

/** Cache Storage, the storage estimate and the api, as the browser gives them; `pictureBytes` per full picture. */
function browser(quota: number, pictureBytes = 50_000) {
  const stored = new Map<string, Response>();
  vi.stubGlobal('caches', {
    open: async () => ({ put: async (url: string, res: Response) => void stored.set(url, res) }),
  });
  vi.stubGlobal('navigator', { ...navigator, storage: { estimate: async () => ({ usage: 0, quota }) } });
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    if (url.startsWith('/api/')) return new Response(JSON.stringify(answer));
    const size = url.endsWith('quality=low') ? 1500 : pictureBytes;
    if (init?.method === 'HEAD') return new Response(null, { headers: { 'content-length': String(size) } });
    return new Response(new Uint8Array(size));
  });
  return stored;
}

const open = () => render(<SaveChapter id="c2" label="بەشی ٢" chapter={{ manga: 1, session: 1, chapter: '2' }} />);

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe("a chapter card's save button", () => {
  it("saves the chapter with the data saver's pictures, then opens it in the offline reader", async () => {
    const stored = browser(500 * 1024 * 1024);
    open();
    fireEvent.click(screen.getByRole('button', { name: 'پاشەکەوتکردنی بەشی ٢ بۆ بێ ئینتەرنێت' }));
    const link = await screen.findByRole('link', { name: 'کردنەوەی بەشی ٢ لە خوێنەری بێ ئینتەرنێت' });
    expect(link).toHaveAttribute('href', '/read/manga/1/session/1/chapter/2');
    expect(screen.getByRole('status')).toHaveTextContent('بەشی ٢ پاشەکەوت کرا');
    expect([...stored.keys()].filter((u) => u.includes('quality=saver'))).toHaveLength(3);
    expect([...stored.keys()].some((u) => u.includes('quality=high'))).toBe(false);
    expect(savedChapters()[0]).toMatchObject({ id: 'c2', quality: 'saver', pages: 3, title: 'One Piece' });
  });

  it('says so, visibly, when the chapter would not fit, and stores nothing', async () => {
    const stored = browser(100 * 1024, 50_000);
    open();
    fireEvent.click(screen.getByRole('button', { name: 'پاشەکەوتکردنی بەشی ٢ بۆ بێ ئینتەرنێت' }));
    expect(await screen.findByText(/^جێگا بەش ناکات: ١٥١ کیلۆبایتی دەوێت، ١٠٠ کیلۆبایت ماوە\.$/)).toBeVisible();
    expect(stored.size).toBe(0);
    expect(savedChapters()).toEqual([]);
  });
});
