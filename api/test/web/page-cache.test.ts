import { describe, expect, it } from 'vitest';
import type { FirstVisit } from '../../src/web/first-visit.ts';
import { DrawnPages } from '../../src/web/page-cache.ts';
import { visitTo } from '../helpers/visit.ts';

/** Pages made by hand: each `make` call is counted, and says what it drew. */
function setup(ttlMs = 60_000) {
  const pages = new DrawnPages(ttlMs, 10);
  let made = 0;
  const make =
    (page: Partial<FirstVisit> = {}) =>
    async (): Promise<FirstVisit> => {
      made++;
      return { status: 200, html: `<p>page ${made}</p>`, views: [], keep: true, ...page };
    };
  return { pages, make, made: () => made };
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

  it('keeps the works a page names for its loads to count, reused or waited for', async () => {
    const { pages, make, made } = setup();
    const drawn = make({ views: ['work-a', 'work-b'] });
    const [first, waited] = await Promise.all([
      pages.page(visitTo('/series/1'), 'frame', drawn),
      pages.page(visitTo('/series/1'), 'frame', drawn),
    ]);
    const reused = await pages.page(visitTo('/series/1'), 'frame', drawn);
    expect(made()).toBe(1);
    for (const page of [first, waited, reused]) expect(page.views).toEqual(['work-a', 'work-b']);
  });

  it('with no time to keep pages, makes every visit', async () => {
    const { pages, make, made } = setup(0);
    await pages.page(visitTo('/'), 'frame', make());
    await pages.page(visitTo('/'), 'frame', make());
    expect(made()).toBe(2);
  });
});
