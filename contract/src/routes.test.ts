import { describe, expect, it } from 'vitest';
import {
  adminAccess,
  clientRoutes,
  drawnOnServer,
  findRoute,
  matchPattern,
  ownerOf,
  pagesOf,
  remoteToLoad,
  routeMapProblems,
  showsAds,
  type ClientRoute,
} from './routes.ts';
import { PERMISSIONS } from './roles.ts';
import { frameProblem } from './frame.ts';

describe('the route map', () => {
  it('matches patterns as react-router does', () => {
    expect(matchPattern('/movies/:id', '/movies/12')).toEqual({ id: '12' });
    expect(matchPattern('/movies/:id', '/movies/12/')).toEqual({ id: '12' });
    expect(matchPattern('/movies/:id', '/Movies/12')).toEqual({ id: '12' });
    expect(matchPattern('/movies/:id', '/movies//')).toBeNull();
    expect(matchPattern('/movies/:id', '/movies/12/x')).toBeNull();
    expect(matchPattern('/movies', '/movies/12')).toBeNull();
    expect(matchPattern('/', '/')).toEqual({});
    expect(matchPattern('/', '/x')).toBeNull();
    expect(matchPattern('/admin/*', '/admin')).toEqual({});
    expect(matchPattern('/admin/*', '/admin/a/b')).toEqual({});
    expect(matchPattern('/admin/*', '/administrator')).toBeNull();
  });

  it('says who renders each path; an unknown path is the public site 404', () => {
    expect(ownerOf('/login')).toBe('shell');
    expect(ownerOf('/')).toBe('publicSite');
    expect(ownerOf('/manga/3')).toBe('publicSite');
    expect(ownerOf('/manga/3/session/1/chapter/2')).toBe('reader');
    expect(ownerOf('/admin/no/such/page')).toBe('backoffice');
    expect(ownerOf('/no/such/page')).toBe('publicSite');
    expect(findRoute('/no/such/page')).toBeNull();
    expect([
      drawnOnServer('/series/3'),
      drawnOnServer('/manga/3/session/1/chapter/2'),
      drawnOnServer('/no/such/page'),
      drawnOnServer('/admin'),
      drawnOnServer('/login'),
    ]).toEqual([true, true, true, false, false]);
    expect(findRoute('/admin/add/genre')?.route.page).toBe('features/genres/GenresPage.tsx');
    expect(findRoute('/admin/add/other')?.route).toMatchObject({ path: '/admin/*', owner: 'backoffice' });
    expect(findRoute('/admin/add/other')?.route.page).toBeUndefined();
    expect(findRoute('/series/9')).toMatchObject({
      route: { kind: 'work', work: 'series', status: 'exists' },
      params: { id: '9' },
    });
  });

  it('says which pages show the ad strip: public pages and chapters, not the shell, the back-office or a 404', () => {
    expect(
      ['/', '/movies', '/series/3', '/manga/3/session/1/chapter/2', '/staff/x', '/search', '/about'].filter(showsAds),
    ).toHaveLength(7);
    expect(
      ['/login', '/logout', '/forbidden', '/admin', '/admin/movies', '/admin/nope', '/hi', '/no/such/page'].filter(
        showsAds,
      ),
    ).toEqual([]);
  });

  it('names the permission that opens each back-office screen, and none for a path with no screen', () => {
    for (const route of clientRoutes) {
      if (route.owner !== 'backoffice' || !route.page) continue;
      expect(route.access?.permission, route.path).toBeDefined();
      expect(Object.keys(PERMISSIONS), route.path).toContain(route.access?.permission);
    }
    expect(adminAccess('/admin')).toEqual({ permission: 'dashboard', otherwise: '/admin/users/profile' });
    expect(adminAccess('/admin/series/abc')).toEqual({ permission: 'works.manage' });
    expect(adminAccess('/admin/add/genre')).toEqual({ permission: 'genres.manage' });
    expect(adminAccess('/admin/users/profile')).toEqual({ permission: 'users.browse' });
    expect([adminAccess('/admin/nope'), adminAccess('/admin/add/other'), adminAccess('/movies')]).toEqual([
      null,
      null,
      null,
    ]);
  });

  it("names the remote a visit loads: none for the shell's pages or a back-office path with no screen", () => {
    expect(
      ['/', '/no/such/page', '/manga/3/session/1/chapter/2', '/admin', '/admin/users/x', '/login', '/admin/nope'].map(
        remoteToLoad,
      ),
    ).toEqual(['publicSite', 'publicSite', 'reader', 'backoffice', 'backoffice', null, null]);
  });

  it('finds what breaks its rules: a screen with no permission, ads in the back-office, a hidden row, a twin', () => {
    expect(routeMapProblems()).toEqual([]);
    const bad = [
      { path: '/admin/x', owner: 'backoffice', page: 'X.tsx', kind: 'plain', status: 'page', drawn: false, ads: true },
      { path: '/a/*', owner: 'publicSite', kind: 'plain', status: 'page', drawn: true, ads: true },
      { path: '/a/b', owner: 'publicSite', page: 'B.tsx', kind: 'plain', status: 'page', drawn: true, ads: true },
      { path: '/a/b', owner: 'publicSite', page: 'B.tsx', kind: 'plain', status: 'page', drawn: true, ads: true },
    ] as unknown as ClientRoute[];
    expect(routeMapProblems(bad)).toEqual([
      '/admin/x opens a screen but names no permission',
      '/admin/x is a back-office screen that shows ads',
      '/a/b comes after /a/*, which takes it first',
      '/a/b comes after /a/*, which takes it first',
      '/a/b is listed twice',
    ]);
  });

  it('puts every pattern ending in * after the rows it contains, and lists each pattern once', () => {
    clientRoutes.forEach((route, i) => {
      if (!route.path.endsWith('/*')) return;
      const later = clientRoutes.slice(i + 1).filter((r) => matchPattern(route.path, r.path.replace(/:\w+/g, 'x')));
      expect(
        later.map((r) => r.path),
        route.path,
      ).toEqual([]);
    });
    expect(new Set(clientRoutes.map((r) => r.path)).size).toBe(clientRoutes.length);
  });

  it('gives each remote its pages from its modules, and names a route whose page module is missing', () => {
    const load = () => Promise.resolve('page');
    const modules = { './features/chapter/ChapterPage.tsx': load };
    expect(pagesOf('reader', modules)).toEqual([
      expect.objectContaining({ path: '/manga/:id/session/:session/chapter/:chapter', load }),
    ]);
    expect(() => pagesOf('reader', {})).toThrow(
      /route \/manga\/:id\/session\/:session\/chapter\/:chapter names reader's page "features\/chapter\/ChapterPage.tsx"/,
    );
  });
});

describe('the frame markers', () => {
  const frame =
    '<!doctype html><html lang="ckb"><head><title>t</title><script type="module" crossorigin src="/assets/e.js"></script></head><body><div id="root"><main><!--page-->…<!--/page--></main></div></body></html>';

  it('accepts a frame that has them all', () => {
    expect(frameProblem(frame, { drawn: true })).toBeNull();
  });

  it.each([
    ['<html lang="ckb">', '<x>', /no <html> element/, false],
    ['</head>', '', /no <\/head>/, false],
    ['<head>', '<x>', /no <head>/, true],
    ['<!--page-->…<!--/page-->', '…', /no page slot/, true],
    ['<script type="module" crossorigin src="/assets/e.js"></script>', '', /no entry script/, true],
    ['<div id="root">', '<div>', /no <div id="root">/, true],
    ['</body>', '', /no <\/body>/, true],
  ])('names a missing %s', (marker, instead, problem, onlyDrawn) => {
    const broken = frame.replace(marker, instead);
    expect(frameProblem(broken, { drawn: true })).toMatch(problem);
    expect(frameProblem(broken, { drawn: false })).toEqual(onlyDrawn ? null : expect.stringMatching(problem));
  });
});
