import { createHash } from 'node:crypto';
import type { App } from '../../src/types.ts';

/**
 * Every public answer of the api, by URL: the lists page by page, each work's detail (by id and by
 * number), every manga chapter, every user, the home rails, genres and a few searches, then one in ten
 * of the /media URLs they name, as the sha256 of the bytes served (test:backup compares every stored
 * file directly; these prove the restored site serves them). Two sites answer alike when their walks
 * are equal: what test:backup compares between the site at backup time and the restored one.
 */

const KINDS = [
  { path: 'movies', number: 'movie_id' },
  { path: 'series', number: 'series_id' },
  { path: 'manga', number: 'manga_id' },
] as const;

interface Page {
  data: { pagination_info: { results: Array<Record<string, unknown>>; totalPages: number } };
}

interface MangaDetail {
  data: { manga: { session?: Array<{ name_session: number; chapter?: Array<{ name_chapter: string }> }> } };
}

export async function walkPublic(app: App, apiKey: string): Promise<Map<string, string>> {
  const answers = new Map<string, string>();
  const get = async (url: string): Promise<string> => {
    const res = await app.inject({ method: 'GET', url, headers: { 'x-api-key': apiKey } });
    if (res.statusCode !== 200) throw new Error(`GET ${url}: ${res.statusCode} ${res.body.slice(0, 200)}`);
    answers.set(url, res.body);
    return res.body;
  };
  const pages = async (path: string): Promise<Array<Record<string, unknown>>> => {
    const items: Array<Record<string, unknown>> = [];
    for (let page = 1; ; page++) {
      const body = JSON.parse(await get(`/api/${path}?page=${page}&limit=50`)) as Page;
      items.push(...body.data.pagination_info.results);
      if (page >= body.data.pagination_info.totalPages) return items;
    }
  };

  for (const kind of KINDS) {
    for (const work of await pages(kind.path)) {
      await get(`/api/${kind.path}/${String(work._id)}`);
      const detail = await get(`/api/${kind.path}/${String(work[kind.number])}/number`);
      if (kind.path !== 'manga') continue;
      for (const session of (JSON.parse(detail) as MangaDetail).data.manga.session ?? []) {
        for (const chapter of session.chapter ?? []) {
          await get(
            `/api/manga/${String(work[kind.number])}/number/session/${session.name_session}/chapter/${encodeURIComponent(chapter.name_chapter)}`,
          );
        }
      }
    }
  }
  for (const user of await pages('users')) await get(`/api/users/${String(user._id)}`);
  for (const url of [
    '/api/genres',
    '/api/slide',
    '/api/trend/popular?limit=50',
    '/api/trend/today',
    '/api/trend/new',
    '/api/ads/active',
  ]) {
    await get(url);
  }
  for (const q of ['one', 'ناتسومێ', 'vampire', 'هێن']) await get(`/api/search?q=${encodeURIComponent(q)}`);

  const media = new Set<string>();
  for (const body of answers.values())
    for (const m of body.matchAll(/"(\/media\/[^"?]+)(?:\?[^"]*)?"/g)) media.add(m[1] as string);
  for (const url of [...media].sort().filter((_, i) => i % 10 === 0)) {
    const res = await app.inject({ method: 'GET', url });
    if (res.statusCode !== 200) throw new Error(`GET ${url}: ${res.statusCode}`);
    answers.set(url, createHash('sha256').update(res.rawPayload).digest('hex'));
  }
  return answers;
}

/** The URLs whose answers differ (or exist on one side only), sorted: empty when the sites answer alike. */
export function differences(a: Map<string, string>, b: Map<string, string>): string[] {
  const urls = new Set([...a.keys(), ...b.keys()]);
  return [...urls].filter((u) => a.get(u) !== b.get(u)).sort();
}
