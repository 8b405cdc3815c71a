import { pagesOf } from '@ckb/contract/routes';
import { Suspense, lazy, useState, type ComponentType } from 'react';
import { Waiting } from './components/PageStates.tsx';
import { firstRequests, noFirstRequests, useFirstRequests, type FirstRequests } from './prefetch.ts';

type Loader = () => Promise<{ default: ComponentType }>;

/** A page of the public site: its path pattern, its code (split per page) and its first requests. */
export interface PublicPage {
  path: string;
  load: Loader;
  first?: FirstRequests;
  /** Shown without the site's navbar, ad and footer (the route map's `bare`; the shell reads the same). */
  bare?: boolean;
}

/** The requests each page makes first, by its route; a page not listed makes none before it renders. */
const FIRST: Record<string, FirstRequests> = {
  '/': firstRequests.home,
  '/movies': firstRequests.movies,
  '/movies/:id': firstRequests.movie,
  '/series': firstRequests.series,
  '/series/:id': firstRequests.seriesDetail,
  '/manga': firstRequests.manga,
  '/manga/:id': firstRequests.mangaDetail,
  '/staff': firstRequests.staff,
  '/staff/:id': firstRequests.staffProfile,
  '/search': firstRequests.search,
};

/**
 * Every public route of SPEC §2, as the route map (contract/src/routes.ts) lists them, each page module
 * loaded lazily from `features/`. The build lists each route's files from the same map (tooling/vite.ts,
 * `preloadMap`), so the api can preload them.
 */
export const pages: PublicPage[] = pagesOf(
  'publicSite',
  import.meta.glob<{ default: ComponentType }>('./features/*/*Page.tsx'),
).map(({ path, load, bare }) => ({
  path,
  load,
  ...(FIRST[path] ? { first: FIRST[path] } : {}),
  ...(bare ? { bare } : {}),
}));

for (const path of Object.keys(FIRST)) {
  if (!pages.some((page) => page.path === path))
    throw new Error(`public-site/src/routes.tsx: ${path} is no public route`);
}

/**
 * A lazily loaded page whose first requests start at once, in parallel with its code. Once `preload`
 * has its code, it renders at once, with no waiting message: the shell preloads the first page
 * before it replaces the page the server drew, so the swap is invisible.
 */
function routeOf({ path, load, first }: PublicPage) {
  let ready: ComponentType | null = null;
  const preload = () =>
    load().then((mod) => {
      ready = mod.default;
    });
  const Lazy = lazy(load);
  function Page() {
    useFirstRequests(first ?? noFirstRequests);
    // Decided once per mount: a page never switches from the lazy path to the loaded one under the visitor.
    const [Loaded] = useState(() => ready);
    // The boundary is here, so this component (and its requests) is committed while the code loads.
    return Loaded ? (
      <Loaded />
    ) : (
      <Suspense fallback={<Waiting />}>
        <Lazy />
      </Suspense>
    );
  }
  return { path, Component: Page as ComponentType, preload };
}

/**
 * The exposed module `publicSite/routes`: absolute path patterns and lazily loaded pages, so the
 * first visit to `/` downloads the home page only. The shell renders them inside its layout.
 */
export const routes: Array<{ path: string; Component: ComponentType; preload: () => Promise<void> }> =
  pages.map(routeOf);
