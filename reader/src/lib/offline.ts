import { chapterUrl, getApiKey, pageUrls, type ChapterRead, type PageQuality } from '@ckb/api-client';
import { formatNumber } from '@ckb/design-system';

/**
 * Chapters saved for reading without a network (the standalone reader). The chapter's answer
 * and its pictures go into two Cache Storage caches that the service worker (sw/sw.js) answers from;
 * the list of saved chapters, with their size, lives in localStorage (`ckb:v1:offline`).
 */

const SAVED_API = 'ckb-read-api-v1';
const SAVED_PAGES = 'ckb-read-pages-v1';
const LIST = 'ckb:v1:offline';

export interface SavedChapter {
  /** The chapter's _id. */
  id: string;
  manga: number;
  title: string;
  session: number;
  chapter: string;
  quality: PageQuality;
  pages: number;
  bytes: number;
  savedAt: number;
  /** Every cached URL (the chapter's answer, its pictures), for deleting. */
  urls: string[];
}

export const offlineSupported = (): boolean => typeof caches !== 'undefined' && typeof localStorage !== 'undefined';

export function savedChapters(): SavedChapter[] {
  try {
    const raw = localStorage.getItem(LIST);
    const list = raw ? (JSON.parse(raw) as SavedChapter[]) : [];
    return Array.isArray(list) ? list : [];
  } catch {
    return [];
  }
}

function writeList(list: SavedChapter[]): void {
  localStorage.setItem(LIST, JSON.stringify(list));
  window.dispatchEvent(new Event(LIST));
}

export function onSavedChange(listener: () => void): () => void {
  window.addEventListener(LIST, listener);
  return () => window.removeEventListener(LIST, listener);
}

/**
 * Stores the chapter's answer and its pictures: the low variants, and with `high` the high ones too
 * (the reader shows low first). Reports progress; answers the record with the bytes stored.
 */
export async function saveChapter(
  data: ChapterRead,
  quality: PageQuality,
  onProgress: (done: number, total: number) => void,
): Promise<SavedChapter> {
  const apiPath = `/api/${chapterUrl({ manga: data.manga.manga_id, session: data.session.name_session, chapter: data.chapter.name_chapter })}`;
  const pictures = data.pages.flatMap((p) => {
    const urls = pageUrls(p.path_photo);
    return quality === 'high' ? [urls.low, urls.high] : [urls.low];
  });
  const [api, pages] = await Promise.all([caches.open(SAVED_API), caches.open(SAVED_PAGES)]);
  let bytes = 0;
  const answer = await fetch(apiPath, { headers: { 'x-api-key': getApiKey() } });
  if (!answer.ok) throw new Error(`chapter: ${answer.status}`);
  const body = await answer.clone().blob();
  bytes += body.size;
  await api.put(apiPath, answer);
  let done = 0;
  onProgress(done, pictures.length);
  // four at a time: quick on a good network, gentle on a slow one
  for (let i = 0; i < pictures.length; i += 4) {
    await Promise.all(
      pictures.slice(i, i + 4).map(async (url) => {
        const res = await fetch(url);
        if (!res.ok) throw new Error(`${url}: ${res.status}`);
        bytes += (await res.clone().blob()).size;
        await pages.put(url, res);
        onProgress(++done, pictures.length);
      }),
    );
  }
  const record: SavedChapter = {
    id: data.chapter._id,
    manga: data.manga.manga_id,
    title: data.manga.en || data.manga.ku,
    session: data.session.name_session,
    chapter: data.chapter.name_chapter,
    quality,
    pages: data.pages.length,
    bytes,
    savedAt: Date.now(),
    urls: [apiPath, ...pictures],
  };
  writeList([record, ...savedChapters().filter((c) => c.id !== record.id)]);
  return record;
}

export async function deleteSaved(id: string): Promise<void> {
  const record = savedChapters().find((c) => c.id === id);
  if (record) {
    const [api, pages] = await Promise.all([caches.open(SAVED_API), caches.open(SAVED_PAGES)]);
    const [apiPath, ...pictures] = record.urls;
    if (apiPath) await api.delete(apiPath);
    await Promise.all(pictures.map((url) => pages.delete(url)));
  }
  writeList(savedChapters().filter((c) => c.id !== id));
}

/**
 * Sorani size: "١٫٢ مێگابایت", "٣٤٠ کیلۆبایت". Through the design system's `formatNumber`: a bare
 * `Intl.NumberFormat('ckb')` prints Latin digits in Chromium, whose ICU has no Sorani ("66 کیلۆبایت").
 */
export function formatSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${formatNumber(bytes / (1024 * 1024), { maximumFractionDigits: 1 })} مێگابایت`;
  return `${formatNumber(Math.max(1, Math.round(bytes / 1024)))} کیلۆبایت`;
}
