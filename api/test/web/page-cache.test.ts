import { describe, expect, it } from 'vitest';
import type { FirstVisit } from '../../src/web/first-visit.ts';
import { DrawnPages } from '../../src/web/page-cache.ts';
import { visitTo } from '../helpers/visit.ts';

/** Pages made by hand: each `make` call is counted, and says what it drew. */
function setup(ttlMs = 60_000) {
  const views: string[] = [];
  const pages = new DrawnPages(ttlMs, 10, async (workId, requestId) => void views.push(`${workId} ${requestId}`));
  let made = 0;
  const make =
    (page: Partial<FirstVisit> = {}) =>
    async (): Promise<FirstVisit> => {
      made++;
      return { status: 200, html: `<p>page ${made}</p>`, views: [], keep: true, ...page };
    };
  return { pages, views, make, made: () => made };
}

describe('DrawnPages', () => {
  it('makes a page once and reuses its bytes for the same origin and URL', async () => {
    const { pages, make, made } = setup();
    const first = await pages.page(visitTo('/movies'), 'frame', make());
    const again = await pages.page(visitTo('/movies'), 'frame', make());
    expect(made()).toBe(1);
    expect(again).toBe(first);
    expect(first.body.toString()).toBe('<p>page 1</p>');
    expect(first.status).toBe(200);
    // another URL, or the same URL on another origin, is another page
    await pages.page(visitTo('/movies?page=2'), 'frame', make());
    await pages.page({ ...visitTo('/movies'), origin: 'http://localhost' }, 'frame', make());
    expect(made()).toBe(3);
  });

  it('makes the page again after a write, after its time, or from a rebuilt frame', async () => {
    const { pages, make, made } = setup();
    await pages.page(visitTo('/'), 'frame', make());
    pages.clear();
    await pages.page(visitTo('/'), 'frame', make());
    expect(made()).toBe(2);
    await pages.page(visitTo('/'), 'rebuilt frame', make());
    expect(made()).toBe(3);

    const short = setup(1);
    await short.pages.page(visitTo('/'), 'frame', short.make());
    await new Promise((r) => setTimeout(r, 5));
    await short.pages.page(visitTo('/'), 'frame', short.make());
    expect(short.made()).toBe(2);
  });

  it('does not keep a page that may not be kept, nor one made across a write', async () => {
    const { pages, make, made } = setup();
    await pages.page(visitTo('/about'), 'frame', make({ keep: false }));
    await pages.page(visitTo('/about'), 'frame', make({ keep: false }));
    expect(made()).toBe(2);
    // a write lands while the page is being made: it goes out, and is made again next time
    await pages.page(visitTo('/series'), 'frame', async () => {
      pages.clear();
      return make()();
    });
    await pages.page(visitTo('/series'), 'frame', make());
    expect(made()).toBe(4);
  });

  it('makes a page once for visits that arrive together', async () => {
    const { pages, make, made } = setup();
    const all = await Promise.all(Array.from({ length: 4 }, () => pages.page(visitTo('/x'), 'frame', make())));
    expect(made()).toBe(1);
    expect(new Set(all).size).toBe(1);
  });

  it("counts the drawing's views again for each visit it did not count: reuses and visits that waited", async () => {
    const { pages, views, make } = setup();
    const drawn = make({ views: ['work-a', 'work-b'] });
    // the visit that draws counted its views through the api answers of the drawing
    await Promise.all([
      pages.page(visitTo('/series/1', 'r1'), 'frame', drawn),
      pages.page(visitTo('/series/1', 'r2'), 'frame', drawn),
    ]);
    expect(views).toEqual(['work-a r2', 'work-b r2']);
    await pages.page(visitTo('/series/1', 'r3'), 'frame', drawn);
    expect(views).toEqual(['work-a r2', 'work-b r2', 'work-a r3', 'work-b r3']);
    // a page that is not kept counts nothing here: each visit draws, and its drawing counts
    await pages.page(visitTo('/series/2', 'r4'), 'frame', make({ views: ['work-c'], keep: false }));
    expect(views).toHaveLength(4);
  });

  it('with no time to keep pages, makes every visit', async () => {
    const { pages, make, made } = setup(0);
    await pages.page(visitTo('/'), 'frame', make());
    await pages.page(visitTo('/'), 'frame', make());
    expect(made()).toBe(2);
  });
});
