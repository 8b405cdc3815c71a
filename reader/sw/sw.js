/* The standalone reader's service worker (scope /read/), written into dist-standalone/sw.js by the build
   with the app's file list (sw/precache.ts: every file the build wrote). It keeps the app itself for offline starts and answers, without a network,
   the chapters the visitor saved ("save for offline" fills the two saved caches). The composed site at /
   is outside its scope and never sees it. */
const FILES = self.__FILES__;
const VERSION = self.__VERSION__;
const APP = `ckb-read-app-${VERSION}`;
const SAVED_API = 'ckb-read-api-v1';
const SAVED_PAGES = 'ckb-read-pages-v1';
const INDEX = '/read/';
/** The followed works' news (GET /api/follow/news): the last answer is kept, so the library shows it offline. */
const FOLLOW_NEWS = 'ckb-read-follow-v1';

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(APP)
      .then((cache) => cache.addAll(FILES))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) =>
        Promise.all(keys.filter((k) => k.startsWith('ckb-read-app-') && k !== APP).map((k) => caches.delete(k))),
      )
      .then(() => self.clients.claim()),
  );
});

/** A page's full picture saved in one quality stands in for the other. */
const OTHER_QUALITY = { high: 'saver', saver: 'high' };

const CHAPTER = /^\/api\/manga\/[^/]+\/number\/session\/[^/]+\/chapter\/[^/]+$/;

async function networkFirst(request, fallback) {
  try {
    return await fetch(request);
  } catch (error) {
    const hit = await fallback();
    if (hit) return hit;
    throw error;
  }
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  const match = (cache, key) => caches.open(cache).then((c) => c.match(key, { ignoreVary: true }));

  if (request.mode === 'navigate' && url.pathname.startsWith('/read')) {
    // every page of the app is its one index.html; the fresh one when online
    event.respondWith(networkFirst(request, () => match(APP, INDEX)));
  } else if (url.pathname.startsWith('/read/')) {
    event.respondWith(match(APP, url.pathname).then((hit) => hit ?? fetch(request)));
  } else if (CHAPTER.test(url.pathname)) {
    event.respondWith(networkFirst(request, () => match(SAVED_API, url.pathname)));
  } else if (url.pathname === '/api/follow/news') {
    event.respondWith(
      fetch(request)
        .then((response) => {
          if (response.ok) {
            const copy = response.clone();
            event.waitUntil(caches.open(FOLLOW_NEWS).then((c) => c.put(url.pathname + url.search, copy)));
          }
          return response;
        })
        .catch(async (error) => {
          const hit = await match(FOLLOW_NEWS, url.pathname + url.search);
          if (hit) return hit;
          throw error;
        }),
    );
  } else if (url.pathname.startsWith('/media/')) {
    // saved pages from the device (no data spent), the others from the network; without one, a page saved
    // in the other quality (a chapter saved light, read with the data saver off, or the reverse)
    const other = OTHER_QUALITY[url.searchParams.get('quality') ?? 'high'];
    event.respondWith(
      match(SAVED_PAGES, url.pathname + url.search).then(
        (hit) => hit ?? networkFirst(request, () => other && match(SAVED_PAGES, `${url.pathname}?quality=${other}`)),
      ),
    );
  }
});
