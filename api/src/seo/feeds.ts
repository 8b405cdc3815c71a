import { Feed } from 'feed';
import type { WorkKind } from '../db/schema.ts';
import { absoluteUrl, isDefaultImage } from '../media/urls.ts';
import { messages } from '../messages.ts';
import { escapeHtml, truncate } from '../web/html.ts';
import { posterOf } from '../wire/works.ts';
import type { FeedFilter, FeedRepository, Release } from './feed-repository.ts';
import { chapterPath, episodePath, genrePath, KIND_PATH, workPath } from './paths.ts';

/**
 * Atom feeds of what is new (`/feeds/…`): the whole site, each kind, each genre and each work. An entry is a
 * film added, an episode or a chapter released, titled in Sorani, with the work's poster (an enclosure and
 * in the content) and a link straight to the film, the episode's player or the chapter in the reader.
 * Drafts, scheduled parts and hidden works never appear (feed-repository.ts).
 */

/** Entries per feed: what a reader polling a few times a day needs. */
export const FEED_ENTRIES = 30;

/** What a feed URL names: `all`, a kind, a genre by slug, or a work by kind and number. */
export type FeedSpec =
  | { of: 'all' }
  | { of: 'kind'; kind: WorkKind }
  | { of: 'genre'; slug: string }
  | { of: 'work'; kind: WorkKind; number: number };

const KIND_BY_PATH: Record<string, WorkKind> = { movies: 'movie', series: 'series', manga: 'manga' };

/** The feed a path under `/feeds/` names (`all.atom`, `movies.atom`, `genre/action.atom`, `series/4.atom`), or null. */
export function feedSpecOf(path: string): FeedSpec | null {
  if (path === 'all.atom') return { of: 'all' };
  let m = /^(movies|series|manga)\.atom$/.exec(path);
  if (m) return { of: 'kind', kind: KIND_BY_PATH[m[1]!]! };
  m = /^genre\/([a-z0-9]+(?:-[a-z0-9]+)*)\.atom$/.exec(path);
  if (m) return { of: 'genre', slug: m[1]! };
  m = /^(movies|series|manga)\/([1-9]\d{0,9})\.atom$/.exec(path);
  if (m) return { of: 'work', kind: KIND_BY_PATH[m[1]!]!, number: Number(m[2]) };
  return null;
}

/** The path of a feed (the inverse of feedSpecOf), for `<link rel="alternate">` and the feed's own `self`. */
export function feedPath(spec: FeedSpec): string {
  const kindPath = (kind: WorkKind) => KIND_PATH[kind].slice(1);
  switch (spec.of) {
    case 'all':
      return '/feeds/all.atom';
    case 'kind':
      return `/feeds/${kindPath(spec.kind)}.atom`;
    case 'genre':
      return `/feeds/genre/${spec.slug}.atom`;
    case 'work':
      return `/feeds/${kindPath(spec.kind)}/${spec.number}.atom`;
  }
}

const titleOf = (work: { ku: string; en: string }) => work.ku || work.en;

function entryTitle(r: Release): string {
  const title = titleOf(r.work);
  if (!r.part) return title;
  if (r.part.level === 'episode') return messages.seo.feed.episode(title, r.part.season, r.part.number);
  return messages.seo.feed.chapter(title, r.part.session, r.part.name);
}

function entryPath(r: Release): string {
  if (!r.part) return workPath(r.work.kind, r.work.number);
  if (r.part.level === 'episode') return episodePath(r.work.number, r.part.season, r.part.number);
  return chapterPath(r.work.number, r.part.session, r.part.name);
}

interface Described {
  title: string;
  /** The page the feed follows. */
  page: string;
  filter: FeedFilter;
}

export class Feeds {
  constructor(
    private readonly repo: FeedRepository,
    private readonly now: () => number = Date.now,
  ) {}

  /** The feed's title, page and filter; null when its genre or work is not there (or hidden). */
  async describe(spec: FeedSpec): Promise<Described | null> {
    const f = messages.seo.feed;
    switch (spec.of) {
      case 'all':
        return { title: f.all, page: '/', filter: {} };
      case 'kind':
        return { title: f[spec.kind], page: KIND_PATH[spec.kind], filter: { kind: spec.kind } };
      case 'genre': {
        const genre = await this.repo.genreBySlug(spec.slug);
        return genre
          ? { title: f.genre(genre.name), page: genrePath(genre.slug), filter: { genreId: genre.id } }
          : null;
      }
      case 'work': {
        const work = await this.repo.workByNumber(spec.kind, spec.number);
        return work
          ? {
              title: f.work(titleOf(work)),
              page: workPath(spec.kind, spec.number),
              filter: { kind: spec.kind, workId: work.id },
            }
          : null;
      }
    }
  }

  async atom(origin: string, spec: FeedSpec): Promise<string | null> {
    const described = await this.describe(spec);
    if (!described) return null;
    const releases = await this.repo.releases(described.filter, this.now(), FEED_ENTRIES);
    const url = (path: string) => absoluteUrl(origin, path);
    const newest = releases[0]?.at ?? null;
    const feed = new Feed({
      id: url(feedPath(spec)),
      title: described.title,
      description: messages.seo.feed.allAbout,
      link: url(described.page),
      language: 'ckb',
      // the newest entry's time, not the clock: an unchanged feed is the same bytes (its ETag holds)
      updated: new Date(newest ?? 0),
      generator: messages.seo.siteName,
      feedLinks: { atom: url(feedPath(spec)) },
      author: { name: messages.seo.siteName, link: url('/') },
      copyright: messages.seo.siteName,
    });
    for (const r of releases) {
      const link = url(entryPath(r));
      const poster = posterOf(r.work);
      const image = isDefaultImage(poster) ? null : url(poster.original);
      const action = r.part?.level === 'chapter' ? messages.seo.feed.read : messages.seo.feed.watch;
      const about = r.work.about ? `<p>${escapeHtml(truncate(r.work.about, 300))}</p>` : '';
      feed.addItem({
        id: link,
        title: entryTitle(r),
        link,
        date: new Date(r.at),
        ...(image ? { image: { url: image, type: 'image/webp' } } : {}),
        content: `<div dir="rtl" lang="ckb">${image ? `<p><img src="${escapeHtml(image)}" alt="${escapeHtml(titleOf(r.work))}"></p>` : ''}${about}<p><a href="${escapeHtml(link)}">${escapeHtml(action)}</a></p></div>`,
      });
    }
    return feed.atom1();
  }
}
