/**
 * The one map of the site's client routes (issue 15 item 4). The shell reads it to pick the remote that
 * renders a path, each remote builds its route table from its own rows (the page module named here, loaded
 * lazily), the build lists each route's files from it (tooling/vite.ts, `preloadMap`), and the api reads it
 * to answer a first visit: the status, the title and Open Graph tags, the picture to preload, the files to
 * preload and whether the page is drawn on the server (api/src/web/). Pure data and a small matcher, no
 * dependencies: it ships in the shell's first-visit script.
 */

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
 * The HTTP status rule (issue 12 §3): `page` 200; `forbidden` 403; `list` 404 past the list's last page
 * (`?page=`); `exists` 404 unless the work is shown or the member exists.
 */
export type StatusRule = 'page' | 'forbidden' | 'list' | 'exists';

export interface ClientRoute {
  /** A react-router pattern: `:name` is one segment, a final `*` the rest of the path. */
  path: string;
  owner: RouteOwner;
  /** The page's module, relative to the owner's `src/` (a default export); none for an area the owner routes itself. */
  page?: string;
  kind: PageKind;
  /** The kind of work a `works`, `work` or `chapter` page shows. */
  work?: RouteWork;
  status: StatusRule;
  /** Drawn on the server into the first HTML, by the owner's server build (public-site/src/ssr.tsx, reader/src/ssr.tsx). */
  drawn: boolean;
  /** Shown without the site's navbar, ad and footer (issue 12 §5). */
  bare?: boolean;
}

const publicPage = (path: string, page: string, kind: PageKind, status: StatusRule, work?: RouteWork) =>
  ({ path, owner: 'publicSite', page, kind, status, drawn: true, ...(work ? { work } : {}) }) satisfies ClientRoute;

const adminPage = (path: string, page?: string) =>
  ({
    path,
    owner: 'backoffice',
    ...(page ? { page } : {}),
    kind: 'plain',
    status: 'page',
    drawn: false,
  }) satisfies ClientRoute;

/**
 * Every client route of SPEC §2. The first row that matches a path wins, so a pattern ending in `*` comes
 * after the rows it contains. A path no row matches belongs to the public site, which draws its 404 page.
 */
export const clientRoutes: readonly ClientRoute[] = [
  { path: '/login', owner: 'shell', page: 'features/auth/LoginPage.tsx', kind: 'plain', status: 'page', drawn: false },
  {
    path: '/logout',
    owner: 'shell',
    page: 'features/auth/LogoutPage.tsx',
    kind: 'plain',
    status: 'page',
    drawn: false,
  },
  {
    path: '/forbidden',
    owner: 'shell',
    page: 'features/errors/ForbiddenPage.tsx',
    kind: 'plain',
    status: 'forbidden',
    drawn: false,
  },

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
  { ...publicPage('/hi', 'features/landing/LandingPage.tsx', 'plain', 'page'), bare: true },

  {
    path: '/manga/:id/session/:session/chapter/:chapter',
    owner: 'reader',
    page: 'features/chapter/ChapterPage.tsx',
    kind: 'chapter',
    work: 'manga',
    // the reader answers an unknown chapter itself (its drawn "not found" message)
    status: 'page',
    drawn: true,
  },

  adminPage('/admin', 'features/dashboard/DashboardPage.tsx'),
  adminPage('/admin/movies', 'features/works-list/MoviesListPage.tsx'),
  adminPage('/admin/movies/:id', 'features/movie/MovieDetailPage.tsx'),
  adminPage('/admin/series', 'features/works-list/SeriesListPage.tsx'),
  adminPage('/admin/series/:id', 'features/series/SeriesDetailPage.tsx'),
  adminPage('/admin/manga', 'features/works-list/MangaListPage.tsx'),
  adminPage('/admin/manga/:id', 'features/manga/MangaDetailPage.tsx'),
  adminPage('/admin/manga/:id/session/:session/chapter/:chapter', 'features/chapter/ChapterPage.tsx'),
  adminPage('/admin/add', 'features/add/AddPage.tsx'),
  adminPage('/admin/add/genre', 'features/genres/GenresPage.tsx'),
  adminPage('/admin/add/addevery', 'features/addevery/AddEveryPage.tsx'),
  adminPage('/admin/add/ad', 'features/ads/AdsPage.tsx'),
  adminPage('/admin/add/banner', 'features/banners/BannersPage.tsx'),
  // the quick-add pages not built yet say so (issue 14), not a 404
  adminPage('/admin/add/*', 'features/placeholder/PlaceholderPage.tsx'),
  adminPage('/admin/users', 'features/users/UsersListPage.tsx'),
  adminPage('/admin/users/profile', 'features/users/ProfilePage.tsx'),
  adminPage('/admin/users/:id', 'features/users/ProfilePage.tsx'),
  // the rest of /admin: the back-office answers its own "not found", behind sign-in
  adminPage('/admin/*'),
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
