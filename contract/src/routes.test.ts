import { describe, expect, it } from 'vitest';
import { clientRoutes, drawnOnServer, findRoute, matchPattern, ownerOf, pagesOf } from './routes.ts';
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
    expect(findRoute('/admin/add/other')?.route.page).toBe('features/placeholder/PlaceholderPage.tsx');
    expect(findRoute('/series/9')).toMatchObject({
      route: { kind: 'work', work: 'series', status: 'exists' },
      params: { id: '9' },
    });
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
