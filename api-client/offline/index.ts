import { chapterUrl, getApiKey, pageUrls, type ChapterArgs, type ChapterRead } from '@ckb/api-client';

/**
 * `@ckb/api-client/offline`: chapters saved for reading without a network, read in the standalone reader
 * at /read/ and saved from the reader and the manga page's chapter list (an entry of its own: the public
 * site's first visit does not carry it). The chapter's
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
 * Installs the offline reader's service worker (the standalone start, and the site before a save). Resolves
 * once it is active: it has kept every file /read/ needs to start. Fails where there is no worker to install
 * (a dev server).
 */
export async function installOfflineReader(): Promise<void> {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
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

export type SaveResult =
  | { kind: 'saved'; record: SavedChapter }
  /** It would not fit in what the browser grants the site: nothing was stored. */
  | { kind: 'tooBig'; needed: number; free: number };

/**
 * Saves a chapter for offline reading: its answer, then each page's placeholder and its `saver` or `high`
 * picture (offline, the worker answers either quality with the one saved). First it adds up what that takes
 * and gives up, storing nothing, when it would not fit. `data` is the chapter's answer when the caller has it
 * (the reader); without it (a chapter list) it is fetched. Reports progress over the pictures.
 */
export async function saveChapter(
  args: ChapterArgs,
  quality: SaveQuality,
  onProgress: (done: number, total: number) => void,
  data?: ChapterRead,
): Promise<SaveResult> {
  const apiPath = `/api/${chapterUrl(args)}`;
  const answer = await fetch(apiPath, { headers: { 'x-api-key': getApiKey() } });
  if (!answer.ok) throw new Error(`chapter: ${answer.status}`);
  const body = await answer.clone().blob();
  const chapter = data ?? (JSON.parse(await body.text()) as { data: { chapter: ChapterRead } }).data.chapter;
  const pictures = picturesOf(chapter, quality);
  const [needed, use] = await Promise.all([chapterSize(chapter, quality), storageUse()]);
  if (!fitsIn(needed + body.size, use)) {
    return { kind: 'tooBig', needed: needed + body.size, free: use ? Math.max(0, use.quota - use.usage) : 0 };
  }
  // the site's reader saves too: without the worker, /read/ would not open offline (a dev server has none)
  await installOfflineReader().catch(() => undefined);
  // ask the browser not to evict what the visitor saved on purpose (it may decline; saving goes on)
  await navigator.storage?.persist?.().catch(() => false);

  const [api, pages] = await Promise.all([caches.open(SAVED_API), caches.open(SAVED_PAGES)]);
  await api.put(apiPath, answer);
  let bytes = body.size;
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
    id: chapter.chapter._id,
    manga: chapter.manga.manga_id,
    title: chapter.manga.en || chapter.manga.ku,
    session: chapter.session.name_session,
    chapter: chapter.chapter.name_chapter,
    quality,
    pages: chapter.pages.length,
    bytes,
    savedAt: Date.now(),
    urls: [apiPath, ...pictures],
  };
  writeList([record, ...savedChapters().filter((c) => c.id !== record.id)]);
  return { kind: 'saved', record };
}

/** The offline reader's address of a chapter (another document: a plain link). */
export const offlinePath = ({ manga, session, chapter }: ChapterArgs): string =>
  `/read/manga/${encodeURIComponent(String(manga))}/session/${encodeURIComponent(String(session))}/chapter/${encodeURIComponent(chapter)}`;

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
