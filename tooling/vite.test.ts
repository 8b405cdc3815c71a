import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { routeChunks } from './vite.ts';

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
