import { chapterUrl, getApiKey, pageUrls, type ChapterRead } from '@ckb/api-client';
import { formatNumber } from '@ckb/design-system';

/**
 * Chapters saved for reading without a network, read in the standalone reader at /read/. The chapter's
 * answer and its pictures go into two Cache Storage caches that the service worker (sw/sw.js) answers
 * from; the list of saved chapters, with their size, lives in localStorage (`ckb:v1:offline`). Both belong
 * to the origin, so the composed site's reader saves into the same store (and installs the worker, so
 * /read/ opens without a network even if the visitor never went there before).
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
  /** `saver` (the default: readable, ~50 KB a page) or `high`; `low` in lists saved before `saver` existed. */
  quality: SaveQuality | 'low';
  pages: number;
  bytes: number;
  savedAt: number;
  /** Every cached URL (the chapter's answer, its pictures), for deleting. */
  urls: string[];
}

/** What a chapter is saved with: its placeholders and the data saver's pictures, or the full ones. */
export type SaveQuality = 'saver' | 'high';

export const offlineSupported = (): boolean => typeof caches !== 'undefined' && typeof localStorage !== 'undefined';

/** Where the worker lives: the standalone app's build (dist-standalone/sw.js), scoped to /read/. */
const WORKER = '/read/sw.js';

/**
 * Installs the offline reader's service worker (the standalone start, and the composed site before a save).
 * Resolves once it is active: it has kept every file /read/ needs to start.
 */
export async function installOfflineReader(): Promise<void> {
  if (!import.meta.env.PROD || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  const registration = await navigator.serviceWorker.register(WORKER, { scope: '/read/' });
  const worker = registration.installing ?? registration.waiting;
  if (!worker || registration.active) return;
  await new Promise<void>((resolve, reject) => {
    worker.addEventListener('statechange', () => {
      if (worker.state === 'activated') resolve();
      else if (worker.state === 'redundant') reject(new Error('the offline reader could not be installed'));
    });
  });
}

/** The origin's storage in use and the browser's quota for it (bytes), when the browser says. */
export async function storageUse(): Promise<{ usage: number; quota: number } | null> {
  if (typeof navigator === 'undefined' || !navigator.storage?.estimate) return null;
  const { usage, quota } = await navigator.storage.estimate();
  return usage !== undefined && quota ? { usage, quota } : null;
}

/** A page's bytes when the server does not say (HEAD without a length): the larger side of each variant. */
const GUESS: Record<SaveQuality | 'low', number> = { low: 3 * 1024, saver: 80 * 1024, high: 500 * 1024 };

/** The pictures a save stores, in order: each page's placeholder, then its saver or high picture. */
function picturesOf(data: ChapterRead, quality: SaveQuality): string[] {
  return data.pages.flatMap((p) => {
    const urls = pageUrls(p.path_photo);
    return [urls.low, urls[quality]];
  });
}

/** Runs `task` on every item, `width` at a time: quick on a good network, gentle on a slow one. */
async function eachOf<T>(items: readonly T[], width: number, task: (item: T) => Promise<void>): Promise<void> {
  for (let i = 0; i < items.length; i += width) await Promise.all(items.slice(i, i + width).map(task));
}

/** What saving the chapter would take (bytes): its pictures' sizes, asked with HEAD (no picture is fetched). */
export async function chapterSize(data: ChapterRead, quality: SaveQuality): Promise<number> {
  let bytes = 0;
  await eachOf(picturesOf(data, quality), 8, async (url) => {
    const length = await fetch(url, { method: 'HEAD' }).then(
      (res) => (res.ok ? Number(res.headers.get('content-length')) : 0),
      () => 0,
    );
    bytes += length > 0 ? length : GUESS[url.endsWith('quality=low') ? 'low' : quality];
  });
  return bytes;
}

/**
 * Whether `bytes` more fit in what the browser grants this site (with a margin: the quota is an estimate
 * and Cache Storage pads what it counts). Unknown (no estimate API): assumed to fit.
 */
export function fitsIn(bytes: number, use: { usage: number; quota: number } | null): boolean {
  return !use || use.usage + bytes * 1.1 <= use.quota;
}

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
 * Stores the chapter's answer and its pictures: each page's placeholder and its `saver` or `high` picture
 * (the reader shows the placeholder first; offline, the worker answers either quality with the one saved).
 * Reports progress; answers the record with the bytes stored.
 */
export async function saveChapter(
  data: ChapterRead,
  quality: SaveQuality,
  onProgress: (done: number, total: number) => void,
): Promise<SavedChapter> {
  await installOfflineReader();
  // ask the browser not to evict what the visitor saved on purpose (it may decline; saving goes on)
  await navigator.storage?.persist?.().catch(() => false);
  const apiPath = `/api/${chapterUrl({ manga: data.manga.manga_id, session: data.session.name_session, chapter: data.chapter.name_chapter })}`;
  const pictures = picturesOf(data, quality);
  const [api, pages] = await Promise.all([caches.open(SAVED_API), caches.open(SAVED_PAGES)]);
  let bytes = 0;
  const answer = await fetch(apiPath, { headers: { 'x-api-key': getApiKey() } });
  if (!answer.ok) throw new Error(`chapter: ${answer.status}`);
  const body = await answer.clone().blob();
  bytes += body.size;
  await api.put(apiPath, answer);
  let done = 0;
  onProgress(done, pictures.length);
  await eachOf(pictures, 4, async (url) => {
    const res = await fetch(url);
    if (!res.ok) throw new Error(`${url}: ${res.status}`);
    // measured first, then added: `bytes += await …` would add to the total read before the wait, and
    // the four pictures in flight would overwrite each other's sums
    const size = (await res.clone().blob()).size;
    bytes += size;
    await pages.put(url, res);
    onProgress(++done, pictures.length);
  });
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
