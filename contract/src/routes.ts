/**
 * The one map of the site's client routes, and the policy of each page. The shell reads it to pick the remote
 * that renders a path, to show or hide the ad strip and to guard the back-office; each remote builds its route
 * table from its own rows (the page module named here, loaded lazily); the build lists each route's files from
 * it (tooling/vite.ts, `preloadMap`) and refuses a map that breaks its rules (`routeMapProblems`); the api reads
 * it to answer a first visit: the status, the title and Open Graph tags, the picture and files to preload,
 * whether the page is drawn on the server and whether it shows ads (api/src/web/). Adding a page is adding a
 * row here. Pure data and a small matcher: it ships in the shell's first-visit script, so it imports nothing
 * but types.
 */
import type { Permission } from './roles.ts';

/** Who renders a route: the shell itself or one of its remotes (tooling/federation.ts names them). */
export type RouteOwner = 'shell' | 'publicSite' | 'reader' | 'backoffice';

/** A work's kind as the wire says it (`movie`, `series`, `manga`). */
export type RouteWork = 'movie' | 'series' | 'manga';

/**
 * What the api looks up for a first visit to the page (its tags, the picture to preload):
 * `home` the hero's first slide; `works` a list of one kind (its first row of posters); `work` one work by
 * number (its poster and tags); `chapter` a manga chapter (its first page, the work's tags); `member` a staff
 * profile (its avatar and tags); `plain` nothing beyond the frame's generic tags.
 */
export type PageKind = 'home' | 'works' | 'work' | 'chapter' | 'staff' | 'member' | 'plain';

/**
 * The HTTP status of a first visit: `page` 200; `forbidden` 403; `missing` 404 (an area's paths that have no
 * screen: the area's own 404 page answers them); `list` 404 past the list's last page (`?page=`); `exists` 404
 * unless the work is shown, the member exists or (a chapter page) the chapter can be read. Crawlers and link
 * previews read it.
 */
export type StatusRule = 'page' | 'forbidden' | 'missing' | 'list' | 'exists';

/**
 * Who may open a back-office screen: the permission (contract/src/roles.ts, the same table the api's routes
 * use) and where the guard sends someone who lacks it.
 */
export interface AdminAccess {
  permission: Permission;
  /** `/forbidden` unless the screen names a better place (the dashboard sends other staff to their profile). */
  otherwise?: '/forbidden' | '/admin/users/profile';
}

interface RouteFields {
  /** A react-router pattern: `:name` is one segment, a final `*` the rest of the path. */
  path: string;
  /** The page's module, relative to the owner's `src/` (a default export); none for an area the owner routes itself. */
  page?: string;
  kind: PageKind;
  /** The kind of work a `works`, `work` or `chapter` page shows. */
  work?: RouteWork;
  status: StatusRule;
  /** Drawn on the server into the first HTML, by the owner's server build (public-site/src/ssr.tsx, reader/src/ssr.tsx). */
  drawn: boolean;
  /** Shown without the site's navbar, ad and footer (a landing page of its own). */
  bare?: boolean;
}

/** A page of the site: the shell's own, the public site's or the reader's. */
export interface SiteRoute extends RouteFields {
  owner: Exclude<RouteOwner, 'backoffice'>;
  /** The shell's ad strip shows on it (when there are live ads); the api reserves its space in the first HTML. */
  ads: boolean;
}

/**
 * A back-office screen. A row with a page must say who may open it: a screen is never open to every staff
 * member by omission (the type requires `access`, and `routeMapProblems` checks it at build time). The area's
 * catch-all row has no page and no access: the guard refuses any path that reaches it.
 */
export type AdminRoute = RouteFields & { owner: 'backoffice'; ads: false } & (
    { page: string; access: AdminAccess } | { page?: undefined; access?: undefined }
  );

export type ClientRoute = SiteRoute | AdminRoute;

const publicPage = (path: string, page: string, kind: PageKind, status: StatusRule, work?: RouteWork) =>
  ({
    path,
    owner: 'publicSite',
    page,
    kind,
    status,
    drawn: true,
    ads: true,
    ...(work ? { work } : {}),
  }) satisfies SiteRoute;

const shellPage = (path: string, page: string, status: StatusRule = 'page') =>
  ({ path, owner: 'shell', page, kind: 'plain', status, drawn: false, ads: false }) satisfies SiteRoute;

const admin = { kind: 'plain', status: 'page', drawn: false, ads: false, owner: 'backoffice' } as const;
const adminPage = (path: string, page: string, permission: Permission, otherwise?: AdminAccess['otherwise']) =>
  ({ ...admin, path, page, access: { permission, ...(otherwise ? { otherwise } : {}) } }) satisfies AdminRoute;

/**
 * Every client route of SPEC §2. The first row that matches a path wins, so a pattern ending in `*` comes
 * after the rows it contains. A path no row matches belongs to the public site, which draws its 404 page
 * (with no ad).
 */
export const clientRoutes: readonly ClientRoute[] = [
  shellPage('/login', 'features/auth/LoginPage.tsx'),
  shellPage('/logout', 'features/auth/LogoutPage.tsx'),
  shellPage('/forbidden', 'features/errors/ForbiddenPage.tsx', 'forbidden'),

  publicPage('/', 'features/home/HomePage.tsx', 'home', 'page'),
  publicPage('/movies', 'features/movies/MoviesPage.tsx', 'works', 'list', 'movie'),
  publicPage('/movies/:id', 'features/movies/MovieDetailPage.tsx', 'work', 'exists', 'movie'),
  publicPage('/series', 'features/series/SeriesPage.tsx', 'works', 'list', 'series'),
  publicPage('/series/:id', 'features/series/SeriesDetailPage.tsx', 'work', 'exists', 'series'),
  publicPage('/manga', 'features/manga/MangaPage.tsx', 'works', 'list', 'manga'),
  publicPage('/manga/:id', 'features/manga/MangaDetailPage.tsx', 'work', 'exists', 'manga'),
  publicPage('/staff', 'features/staff/StaffPage.tsx', 'staff', 'list'),
  publicPage('/staff/:id', 'features/staff/StaffProfilePage.tsx', 'member', 'exists'),
  publicPage('/search', 'features/search/SearchPage.tsx', 'plain', 'page'),
  publicPage('/about', 'features/about/AboutPage.tsx', 'plain', 'page'),
  { ...publicPage('/hi', 'features/landing/LandingPage.tsx', 'plain', 'page'), bare: true, ads: false },
  // the works this device follows (no account: the list lives in the browser), newest news first
  publicPage('/following', 'features/following/FollowingPage.tsx', 'plain', 'page'),

  {
    path: '/manga/:id/session/:session/chapter/:chapter',
    owner: 'reader',
    page: 'features/chapter/ChapterPage.tsx',
    kind: 'chapter',
    work: 'manga',
    // an unknown chapter answers 404 with the reader's own "not found" message drawn
    status: 'exists',
    drawn: true,
    ads: true,
  },

  adminPage('/admin', 'features/dashboard/DashboardPage.tsx', 'dashboard', '/admin/users/profile'),
  adminPage('/admin/movies', 'features/works-list/MoviesListPage.tsx', 'works.manage'),
  adminPage('/admin/movies/:id', 'features/movie/MovieDetailPage.tsx', 'works.manage'),
  adminPage('/admin/series', 'features/works-list/SeriesListPage.tsx', 'works.manage'),
  adminPage('/admin/series/:id', 'features/series/SeriesDetailPage.tsx', 'works.manage'),
  adminPage('/admin/manga', 'features/works-list/MangaListPage.tsx', 'works.manage'),
  adminPage('/admin/manga/:id', 'features/manga/MangaDetailPage.tsx', 'works.manage'),
  // a chapter's page opens to its authors too: what each may do there is partDecision's (translators submit)
  adminPage(
    '/admin/manga/:id/session/:session/chapter/:chapter',
    'features/chapter/ChapterPage.tsx',
    'manga.chapters.submit',
  ),
  adminPage('/admin/add', 'features/add/AddPage.tsx', 'works.manage'),
  adminPage('/admin/add/genre', 'features/genres/GenresPage.tsx', 'genres.manage'),
  adminPage('/admin/add/addevery', 'features/addevery/AddEveryPage.tsx', 'works.manage'),
  adminPage('/admin/add/ad', 'features/ads/AdsPage.tsx', 'ads.manage'),
  adminPage('/admin/add/banner', 'features/banners/BannersPage.tsx', 'banners.manage'),
  adminPage('/admin/users', 'features/users/UsersListPage.tsx', 'users.browse'),
  adminPage('/admin/users/profile', 'features/users/ProfilePage.tsx', 'users.browse'),
  adminPage('/admin/users/:id', 'features/users/ProfilePage.tsx', 'users.browse'),
  // the trash: what deletes removed, to restore or purge (each item for whoever may delete its kind)
  adminPage('/admin/trash', 'features/trash/TrashPage.tsx', 'trash.browse'),
  adminPage('/admin/activity', 'features/activity/ActivityPage.tsx', 'activity.read'),
  // visitors' reports of broken servers, worst first, to fix and mark handled
  adminPage('/admin/reports', 'features/reports/ReportsPage.tsx', 'servers.reports.read'),
  // translators submit: an author's works and drafts; the review queue of submitted drafts
  adminPage('/admin/mine', 'features/mine/MinePage.tsx', 'manga.chapters.submit'),
  adminPage('/admin/review', 'features/review/ReviewPage.tsx', 'review.queue'),
  // any other /admin path: no screen; the back-office's 404 page, behind sign-in like the rest of the area
  { ...admin, path: '/admin/*', status: 'missing' },
];

export interface RouteMatch {
  route: ClientRoute;
  /** The `:name` segments as they are in the path (not decoded). */
  params: Record<string, string>;
}

const segments = (path: string) => (path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path).split('/');

/**
 * A react-router pattern against a path, as react-router matches it: literal segments ignore case, a `:name`
 * takes one non-empty segment, a final `*` any rest (none included), and one trailing slash is ignored.
 */
export function matchPattern(pattern: string, path: string): Record<string, string> | null {
  if (!path.startsWith('/')) return null;
  const want = segments(pattern);
  const have = segments(path);
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i++) {
    const part = want[i]!;
    if (part === '*' && i === want.length - 1) return params;
    const got = have[i];
    if (got === undefined) return null;
    if (part.startsWith(':')) {
      if (!got) return null;
      params[part.slice(1)] = got;
    } else if (part.toLowerCase() !== got.toLowerCase()) return null;
  }
  return want.length === have.length ? params : null;
}

/** The first route that matches a path (no query), or null: a path the public site answers with its 404 page. */
export function findRoute(path: string, routes: readonly ClientRoute[] = clientRoutes): RouteMatch | null {
  for (const route of routes) {
    const params = matchPattern(route.path, path);
    if (params) return { route, params };
  }
  return null;
}

/** Who renders a path; an unknown path is the public site's (its 404 page). */
export const ownerOf = (path: string): RouteOwner => findRoute(path)?.route.owner ?? 'publicSite';

/** Whether the api draws a path on the server; an unknown path is drawn as the public site's 404 page. */
export const drawnOnServer = (path: string): boolean => findRoute(path)?.route.drawn ?? true;

/**
 * Whether the shell's ad strip shows on a path (when there are live ads): as its row says; an unknown path is
 * the 404 page, which shows none.
 */
export const showsAds = (path: string): boolean => findRoute(path)?.route.ads ?? false;

/**
 * Who may open a back-office path: its row's access, or null when no screen is there (the area's catch-all,
 * or not a back-office path at all), which the guard refuses.
 */
export function adminAccess(path: string): AdminAccess | null {
  const route = findRoute(path)?.route;
  return route?.owner === 'backoffice' ? (route.access ?? null) : null;
}

/**
 * The remote whose code a visit to `path` needs: its owner, but none for the shell's own pages, nor for a
 * back-office path with no screen (the guard refuses it before the back-office loads). The shell fetches it
 * before its first render and the api lists its files as preloads of the first HTML.
 */
export function remoteToLoad(path: string): Exclude<RouteOwner, 'shell'> | null {
  const route = findRoute(path)?.route;
  if (!route) return 'publicSite';
  if (route.owner === 'shell' || (route.owner === 'backoffice' && !route.access)) return null;
  return route.owner;
}

/**
 * What breaks the map's rules, one line each (empty when none): the types say most of it, but the map is data
 * that a cast or a plain-JavaScript edit could slip past, so the build checks it too (tooling/vite.ts).
 * - a back-office row with a page must name its access; only the area's catch-all may have none, and no page;
 * - back-office screens show no ad;
 * - a pattern ending in `*` comes after every row it contains (else those rows are never reached);
 * - each pattern once.
 */
export function routeMapProblems(routes: readonly ClientRoute[] = clientRoutes): string[] {
  const problems: string[] = [];
  const seen = new Set<string>();
  routes.forEach((route, i) => {
    if (seen.has(route.path)) problems.push(`${route.path} is listed twice`);
    seen.add(route.path);
    if (route.owner === 'backoffice') {
      // read as the data may be, not as the types promise it is
      const { page, access, ads }: { page?: string; access?: Partial<AdminAccess>; ads: boolean } = route;
      if (page && !access?.permission) problems.push(`${route.path} opens a screen but names no permission`);
      if (!page && access) problems.push(`${route.path} names a permission but no screen`);
      if (ads) problems.push(`${route.path} is a back-office screen that shows ads`);
    }
    if (route.path.endsWith('/*')) {
      const hidden = routes.slice(i + 1).filter((r) => matchPattern(route.path, r.path.replace(/:\w+/g, 'x')));
      for (const r of hidden) problems.push(`${r.path} comes after ${route.path}, which takes it first`);
    }
  });
  return problems;
}

/** The routes one owner renders, in the map's order. */
export const routesOf = (owner: RouteOwner): ClientRoute[] => clientRoutes.filter((r) => r.owner === owner);

/**
 * The page modules a remote's `import.meta.glob` found, one per routed row of `owner`, as `{ path, load }`.
 * A row whose module is missing is an error that names it: a route nothing can render is never shipped.
 */
export function pagesOf<T>(
  owner: RouteOwner,
  modules: Record<string, () => Promise<T>>,
): Array<ClientRoute & { page: string; load: () => Promise<T> }> {
  return routesOf(owner).flatMap((route) => {
    if (!route.page) return [];
    const load = modules[`./${route.page}`];
    if (!load) {
      throw new Error(
        `contract/src/routes.ts: route ${route.path} names ${owner}'s page "${route.page}", which its src/ does not have`,
      );
    }
    return [{ ...route, page: route.page, load }];
  });
}
