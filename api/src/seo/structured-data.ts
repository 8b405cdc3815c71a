import { findRoute, type RouteWork } from '@ckb/contract/routes';
import type { WorkRow } from '../db/schema.ts';
import { isId } from '../db/ids.ts';
import { absoluteUrl, imageRef, isDefaultImage } from '../media/urls.ts';
import { messages } from '../messages.ts';
import type { Repositories } from '../plugins/database.ts';
import { roleLabels } from '../web/page-meta.ts';
import { workNumber } from '../web/params.ts';
import { posterOf } from '../wire/works.ts';
import type { PageDataRepository } from './page-repository.ts';
import { chapterPath, episodePath, KIND_PATH, staffPath, workPath } from './paths.ts';

/**
 * The schema.org structured data (JSON-LD) of a drawn page, from the same rows the page shows: the home page
 * is the `WebSite` with its search; a film a `Movie`, a series a `TVSeries` with its seasons and released
 * episodes, a manga a `ComicSeries` (a oneshot a `Book`), a chapter a `ComicIssue` of its series, a staff
 * profile a `Person`; every page below the home its `BreadcrumbList`. Hidden works, drafts and chapters not
 * yet out have none (their pages are not there for the public either).
 */

type Json = Record<string, unknown>;

export interface StructuredDataDeps {
  repos: Repositories;
  pages: PageDataRepository;
  now?: () => number;
}

const SCHEMA = 'https://schema.org';
const s = messages.seo;

/** A path segment as the reader reads it (`%2F` and the like were left escaped by the page's decodeURI). */
function decodedSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

const titleOf = (work: Pick<WorkRow, 'ku' | 'en'>) => work.ku || work.en;

function breadcrumbs(origin: string, trail: [name: string, path: string][]): Json {
  return {
    '@context': SCHEMA,
    '@type': 'BreadcrumbList',
    itemListElement: trail.map(([name, path], i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name,
      item: absoluteUrl(origin, path),
    })),
  };
}

const person = (origin: string, name: string, id?: string): Json => ({
  '@type': 'Person',
  name,
  ...(id ? { url: absoluteUrl(origin, staffPath(id)) } : {}),
});

/** `YYYY`, `YYYY-MM` or `YYYY-MM-DD` as stored; anything else is not a date. */
const isoDate = (text: string): string | undefined => (/^\d{4}(-\d\d){0,2}$/.test(text) ? text : undefined);

/** The fields every kind of work shares. */
async function workFields(origin: string, work: WorkRow, deps: StructuredDataDeps): Promise<Json> {
  const [genres, credits] = await Promise.all([
    deps.repos.genres.byWork([work.id]),
    deps.repos.works.creditsByWork([work.id]),
  ]);
  const poster = posterOf(work);
  const alternate = [...new Set([work.en, work.ku, work.ar, work.original_name, ...work.alt_titles.split('\n')])]
    .map((t) => t.trim())
    .filter((t) => t && t !== titleOf(work));
  const translators = (credits.get(work.id) ?? []).filter((c) => c.role === 'translator');
  const published = isoDate(work.date_publish);
  return {
    name: titleOf(work),
    ...(alternate.length ? { alternateName: alternate } : {}),
    ...(work.about ? { description: work.about } : {}),
    url: absoluteUrl(origin, workPath(work.kind, work.number)),
    ...(isDefaultImage(poster) ? {} : { image: absoluteUrl(origin, poster.original) }),
    ...(published ? { datePublished: published } : {}),
    ...(genres.get(work.id)?.length ? { genre: genres.get(work.id)!.map((g) => g.name) } : {}),
    inLanguage: 'ckb',
    ...(translators.length ? { translator: translators.map((c) => person(origin, c.name, c.user_id)) } : {}),
  };
}

async function workData(origin: string, work: WorkRow, deps: StructuredDataDeps, now: number): Promise<Json> {
  const base = { '@context': SCHEMA, ...(await workFields(origin, work, deps)) };
  const director = work.director ? { director: person(origin, work.director) } : {};
  if (work.kind === 'movie') {
    return { ...base, '@type': 'Movie', ...director, ...(work.time ? { duration: `PT${work.time}M` } : {}) };
  }
  if (work.kind === 'series') {
    const seasons = await deps.pages.seasons(work.id, now);
    return {
      ...base,
      '@type': 'TVSeries',
      ...director,
      numberOfSeasons: seasons.length,
      numberOfEpisodes: seasons.reduce((n, season) => n + season.episodes.length, 0),
      containsSeason: seasons.map((season) => ({
        '@type': 'TVSeason',
        seasonNumber: season.season,
        numberOfEpisodes: season.episodes.length,
        episode: season.episodes.map((e) => ({
          '@type': 'TVEpisode',
          episodeNumber: e.number,
          url: absoluteUrl(origin, episodePath(work.number, season.season, e.number)),
          datePublished: new Date(e.publish_at).toISOString(),
        })),
      })),
    };
  }
  return {
    ...base,
    '@type': work.type === 'oneshot' ? 'Book' : 'ComicSeries',
    ...(work.author ? { author: person(origin, work.author) } : {}),
    ...(work.name_studio ? { publisher: { '@type': 'Organization', name: work.name_studio } } : {}),
  };
}

const LIST_CRUMB: Record<RouteWork, string> = { movie: s.crumbs.movie, series: s.crumbs.series, manga: s.crumbs.manga };

/** The JSON-LD objects of a page (path decoded, no query); none for pages that have nothing to say. */
export async function structuredDataFor(path: string, origin: string, deps: StructuredDataDeps): Promise<Json[]> {
  const found = findRoute(path);
  if (!found) return [];
  const { route, params } = found;
  const home: [string, string] = [s.crumbs.home, '/'];
  const now = (deps.now ?? Date.now)();
  switch (route.kind) {
    case 'home':
      return [
        {
          '@context': SCHEMA,
          '@type': 'WebSite',
          name: s.siteName,
          url: absoluteUrl(origin, '/'),
          inLanguage: 'ckb',
          potentialAction: {
            '@type': 'SearchAction',
            target: { '@type': 'EntryPoint', urlTemplate: `${absoluteUrl(origin, '/search')}?q={search_term_string}` },
            'query-input': 'required name=search_term_string',
          },
        },
      ];
    case 'works':
      return route.work ? [breadcrumbs(origin, [home, [LIST_CRUMB[route.work], KIND_PATH[route.work]]])] : [];
    case 'staff':
      return [breadcrumbs(origin, [home, [s.crumbs.staff, '/staff']])];
    case 'member': {
      if (!params.id || !isId(params.id)) return [];
      const user = await deps.repos.users.findById(params.id);
      if (!user) return [];
      const avatar = imageRef({ key: user.avatar_key, width: user.avatar_width, height: user.avatar_height });
      const roles = roleLabels(user);
      return [
        {
          '@context': SCHEMA,
          '@type': 'Person',
          name: user.name,
          url: absoluteUrl(origin, staffPath(user.id)),
          ...(isDefaultImage(avatar) ? {} : { image: absoluteUrl(origin, avatar.original) }),
          ...(roles.length ? { jobTitle: roles.join('، ') } : {}),
          worksFor: { '@type': 'Organization', name: s.siteName, url: absoluteUrl(origin, '/') },
        },
        breadcrumbs(origin, [home, [s.crumbs.staff, '/staff'], [user.name, staffPath(user.id)]]),
      ];
    }
    case 'work':
    case 'chapter': {
      const number = workNumber(params.id);
      if (!route.work || number === null) return [];
      const work = await deps.repos.works.findByNumber(route.work, number);
      if (!work || !work.active_show) return [];
      const trail: [string, string][] = [
        home,
        [LIST_CRUMB[route.work], KIND_PATH[route.work]],
        [titleOf(work), workPath(work.kind, work.number)],
      ];
      if (route.kind === 'work') return [await workData(origin, work, deps, now), breadcrumbs(origin, trail)];
      const session = workNumber(params.session);
      const chapterName = params.chapter && decodedSegment(params.chapter);
      if (session === null || !chapterName) return [];
      const chapter = await deps.pages.chapter(work.id, session, chapterName, now);
      if (!chapter) return [];
      const name = s.feed.chapter(titleOf(work), session, chapterName);
      const path = chapterPath(work.number, session, chapterName);
      const poster = posterOf(work);
      return [
        {
          '@context': SCHEMA,
          '@type': 'ComicIssue',
          name,
          issueNumber: chapterName,
          url: absoluteUrl(origin, path),
          ...(isDefaultImage(poster) ? {} : { image: absoluteUrl(origin, poster.original) }),
          ...(chapter.publish_at ? { datePublished: new Date(chapter.publish_at).toISOString() } : {}),
          inLanguage: 'ckb',
          isPartOf: {
            '@type': work.type === 'oneshot' ? 'Book' : 'ComicSeries',
            name: titleOf(work),
            url: absoluteUrl(origin, workPath(work.kind, work.number)),
          },
        },
        breadcrumbs(origin, [...trail, [name, path]]),
      ];
    }
    default:
      return [];
  }
}
