import { findRoute } from '@ckb/contract/routes';
import { messages } from '../messages.ts';
import { workNumber } from '../web/params.ts';
import type { FeedRepository } from './feed-repository.ts';
import { feedPath, type FeedSpec } from './feeds.ts';

/** A `<link rel="alternate" type="application/atom+xml">` of a page. */
export interface FeedLink {
  title: string;
  href: string;
}

/**
 * The feeds a page offers a feed reader: the whole site's on every page, and the page's own: a kind's on
 * its list, a work's on its page and its chapters, a genre's on the search page filtered by it.
 */
export async function feedLinksFor(path: string, search: string, feeds: FeedRepository): Promise<FeedLink[]> {
  const f = messages.seo.feed;
  const links: FeedLink[] = [{ title: f.all, href: feedPath({ of: 'all' }) }];
  const found = findRoute(path);
  if (!found) return links;
  const { route, params } = found;
  let own: { spec: FeedSpec; title: string } | null = null;
  if (route.kind === 'works' && route.work) own = { spec: { of: 'kind', kind: route.work }, title: f[route.work] };
  if ((route.kind === 'work' || route.kind === 'chapter') && route.work) {
    const number = workNumber(params.id);
    const work = number === null ? undefined : await feeds.workByNumber(route.work, number);
    if (work && number !== null) {
      own = { spec: { of: 'work', kind: route.work, number }, title: f.work(work.ku || work.en) };
    }
  }
  if (path === '/search') {
    const slug = new URLSearchParams(search).get('genre');
    const genre = slug ? await feeds.genreBySlug(slug) : undefined;
    if (genre) own = { spec: { of: 'genre', slug: genre.slug }, title: f.genre(genre.name) };
  }
  if (own) links.push({ title: own.title, href: feedPath(own.spec) });
  return links;
}
