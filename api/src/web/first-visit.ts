import { absoluteUrl } from '../media/urls.ts';
import { messages } from '../messages.ts';
import type { Repositories } from '../plugins/database.ts';
import type { FeedRepository } from '../seo/feed-repository.ts';
import { feedLinksFor, type FeedLink } from '../seo/page-feeds.ts';
import type { PageDataRepository } from '../seo/page-repository.ts';
import { structuredDataFor } from '../seo/structured-data.ts';
import { showsAds } from './ads.ts';
import { renderIndexHtml } from './html.ts';
import { largestPaintImages } from './lcp.ts';
import { pageMetaFor } from './page-meta.ts';
import { remoteToLoad } from '@ckb/contract/routes';
import { preloadMaps, preloadUrls, remoteFolderOf } from './preload.ts';
import type { PageDrawer } from './server-render.ts';
import { pageStatus } from './status.ts';
import type { Visit } from './visit.ts';

/** A first visit's HTML, its status, the works whose view it counts, and whether it may be reused. */
export interface FirstVisit {
  status: 200 | 403 | 404;
  html: string;
  /** Works whose view the drawing counted (a detail page): a reuse of the page counts them again. */
  views: string[];
  /** False for a page made from a failed lookup or drawing, or one that is not there (404, 403). */
  keep: boolean;
}

export interface FirstVisitOptions {
  webRoot: string;
  apiKey: string;
  repos: Repositories;
  draw: PageDrawer;
  /** What the page's feed links and structured data read (src/seo/). */
  seo: { feeds: FeedRepository; pages: PageDataRepository };
}

/**
 * Makes the HTML of a first visit from the shell's frame: the page's tags (title, Open Graph, canonical),
 * its status, the largest picture and the route's files to preload, the page drawn on the server, and
 * whether the ad strip shows. The lookups and the drawing run side by side; none of them fails the page
 * (it goes out with what is there, and is not kept).
 */
export function firstVisits(opts: FirstVisitOptions): (visit: Visit, frame: string) => Promise<FirstVisit> {
  const mapFor = preloadMaps(opts.webRoot);
  async function preloadFor(path: string): Promise<string[]> {
    const owner = remoteToLoad(path);
    const folder = owner && remoteFolderOf(owner);
    const map = folder && (await mapFor(folder));
    return folder && map ? preloadUrls(folder, map, path) : [];
  }

  return async function firstVisit(visit, frame) {
    const [path = '/', search = ''] = visit.url.split('?', 2);
    let page = null;
    let images: string[] = [];
    let status: 200 | 403 | 404 = 200;
    let feeds: FeedLink[] = [];
    let jsonLd: object[] = [];
    let decoded = path;
    try {
      decoded = decodeURI(path);
    } catch {
      // a malformed escape: look the raw path up, which matches nothing
    }
    // The drawing runs alongside the lookups and fails on its own (a PageDrawer never throws).
    const views: string[] = [];
    const drawing = opts.draw(visit, decoded, views);
    let keep = true;
    try {
      [page, images, status, feeds, jsonLd] = await Promise.all([
        pageMetaFor(decoded, visit.origin, opts.repos),
        largestPaintImages(decoded, search, opts.repos),
        pageStatus(decoded, search, opts.repos),
        feedLinksFor(decoded, search, opts.seo.feeds),
        structuredDataFor(decoded, visit.origin, { repos: opts.repos, pages: opts.seo.pages }),
      ]);
    } catch (err) {
      // A broken lookup must not take the page down: serve the generic tags (and try again next time).
      visit.log.warn({ err }, 'page meta lookup failed');
      keep = false;
    }
    const [result, preload, ads] = await Promise.all([drawing, preloadFor(path), showsAds(decoded, opts.repos)]);
    const drawn = result === 'failed' ? null : result;
    if (result === 'failed') keep = false;
    // pages that are not there are drawn each time: unknown URLs must not push real pages out of the cache
    if (status !== 200) keep = false;
    const title = status === 404 ? messages.pageNotFoundTitle : status === 403 ? messages.pageForbiddenTitle : null;
    // a page that is not there has no canonical address
    const canonical = status === 200 ? absoluteUrl(visit.origin, visit.url) : undefined;
    return {
      status,
      // a missing page shows no ad (the shell's 404 hides it): reserve no space for one
      html: renderIndexHtml(frame, {
        apiKey: opts.apiKey,
        // a chapter that is not there must not carry its work's tags
        page: status === 200 ? page : null,
        preload,
        images,
        drawn,
        ads: ads && status === 200,
        title,
        canonical,
        // a page that is not there offers nothing to follow or to describe
        ...(status === 200
          ? { feeds: feeds.map((f) => ({ ...f, href: absoluteUrl(visit.origin, f.href) })), jsonLd }
          : {}),
      }),
      views,
      keep,
    };
  };
}
