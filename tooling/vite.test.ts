import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { assertRouteMap, routeChunks } from './vite.ts';
import { clientRoutes, type ClientRoute } from '../contract/src/routes.ts';

describe("the build's preload map (routeChunks)", () => {
  const src = '/repo/reader/src';

  it("finds the chunk of each of the remote's routed pages in the route map", () => {
    const chunks = new Map([[resolve(src, 'features/chapter/ChapterPage.tsx'), 'assets/ChapterPage-1.js']]);
    expect(routeChunks('reader', src, (m) => chunks.get(m))).toEqual([
      { path: '/manga/:id/session/:session/chapter/:chapter', chunk: 'assets/ChapterPage-1.js' },
    ]);
  });

  it('fails the build, naming the route, when a page of the map was not built', () => {
    expect(() => routeChunks('reader', src, () => undefined)).toThrow(
      "contract/src/routes.ts: route /manga/:id/session/:session/chapter/:chapter names reader's page src/features/chapter/ChapterPage.tsx, but the build made no chunk of it",
    );
  });
});

describe('the route map check every remote build runs (assertRouteMap)', () => {
  it('passes the map as it is', () => {
    expect(() => assertRouteMap()).not.toThrow();
  });

  it('fails on a back-office screen that names no permission, naming it', () => {
    const open = {
      path: '/admin/new',
      owner: 'backoffice',
      page: 'features/x/XPage.tsx',
      kind: 'plain',
      status: 'page',
      drawn: false,
      ads: false,
    };
    const routes = [open as unknown as ClientRoute, ...clientRoutes];
    expect(() => assertRouteMap(routes)).toThrow(/\/admin\/new opens a screen but names no permission/);
  });
});
