import { describe, expect, it } from 'vitest';
import {
  EARLY_RECORDER,
  escapeHtml,
  PRELOADS_PER_TASK,
  renderIndexHtml,
  truncate,
  withDrawnPage,
} from '../../src/web/html.ts';

describe('index.html rendering', () => {
  it('marks <html data-ads> only when the page will show ads (the shell keeps their space)', () => {
    const frame = '<!doctype html><html lang="ckb" dir="rtl"><head></head><body></body></html>';
    expect(renderIndexHtml(frame, { apiKey: 'k', ads: true })).toContain('<html data-ads lang="ckb" dir="rtl">');
    expect(renderIndexHtml(frame, { apiKey: 'k' })).not.toContain('data-ads');
  });

  const page = {
    title: 'T',
    description: 'D',
    image: 'https://x.test/i.png',
    url: 'https://x.test/movies/1',
    type: 'video.movie',
  };

  it('escapes the five HTML specials', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });

  it('injects the key once, replacing one already there', () => {
    const once = renderIndexHtml('<html><head><title>x</title></head></html>', { apiKey: 'a"b' });
    expect(once).toContain('<meta name="ckb-api-key" content="a&quot;b">');
    const twice = renderIndexHtml(once, { apiKey: 'c' });
    expect(twice.match(/ckb-api-key/g)).toHaveLength(1);
    expect(twice).toContain('content="c"');
  });

  it('replaces title, description and og/twitter tags for a page', () => {
    const out = renderIndexHtml(
      '<html><head><title>old</title><meta name="description" content="old"><meta property="og:title" content="old"><meta name="twitter:card" content="old"><link rel="icon" href="/f.svg"></head></html>',
      { apiKey: 'k', page },
    );
    expect(out).not.toContain('old');
    expect(out).toContain('<link rel="icon" href="/f.svg">');
    expect(out).toContain('<meta property="og:url" content="https://x.test/movies/1">');
  });

  it('works without a </head>', () => {
    expect(renderIndexHtml('<div></div>', { apiKey: 'k' })).toMatch(/^<meta name="ckb-api-key"/);
  });

  it('truncates at a word with an ellipsis', () => {
    expect(truncate('short', 10)).toBe('short');
    const cut = truncate('یەک دوو سێ چوار پێنج شەش حەوت هەشت', 20);
    expect(cut.length).toBeLessThanOrEqual(20);
    expect(cut.endsWith('…')).toBe(true);
  });

  it('boots a drawn page a few modulepreloads per task, then the entry (no one long task)', () => {
    const files = Array.from({ length: 2 * PRELOADS_PER_TASK + 1 }, (_, i) => `/assets/f${i}.js`);
    const frame = `<html><head>${files.map((f) => `<link rel="modulepreload" crossorigin href="${f}">`).join('')}</head><body><div id="root"><!--page--><!--/page--></div><script type="module" crossorigin src="/assets/entry.js"></script></body></html>`;
    const html = withDrawnPage(frame, { html: '<p>drawn</p>', state: {} });
    const boot = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)]
      .map((m) => m[1]!)
      .find((s) => s.includes('modulepreload'));
    const bootFiles = /<script type="application\/json" id="ckb-boot">([\s\S]*?)<\/script>/.exec(html)![1]!;
    // The boot script against a minimal document: which elements each task adds to <head>.
    const added: string[] = [];
    const tasks: Array<() => void> = [];
    const fakeDocument = {
      readyState: 'complete',
      getElementById: (id: string) => (id === 'ckb-boot' ? { textContent: bootFiles } : null),
      createElement: () => ({}),
      head: { appendChild: (el: { href?: string; src?: string }) => added.push(el.href ?? `entry ${el.src}`) },
    };
    new Function('document', 'setTimeout', 'requestAnimationFrame', 'addEventListener', 'PerformanceObserver', boot!)(
      fakeDocument,
      (fn: () => void) => tasks.push(fn),
      (fn: () => void) => tasks.push(fn),
      () => {},
      function PerformanceObserver(this: { observe: () => void }, cb: (list: unknown) => void) {
        this.observe = () => cb({ getEntriesByName: () => [{}] });
      },
    );
    const perTask: string[][] = [];
    while (tasks.length) {
      const before = added.length;
      tasks.shift()!();
      if (added.length > before) perTask.push(added.slice(before));
    }
    expect(perTask.flat()).toEqual([...files, 'entry /assets/entry.js']);
    expect(perTask.map((t) => t.length)).toEqual([PRELOADS_PER_TASK, PRELOADS_PER_TASK, 2]);
  });

  it("records early taps from the head's first line: before the style sheets, which would hold a later script", () => {
    const frame =
      '<html><head><link rel="stylesheet" href="/assets/a.css"></head><body><div id="root"><!--page--><!--/page--></div><script type="module" crossorigin src="/assets/entry.js"></script></body></html>';
    const html = withDrawnPage(frame, { html: '<select data-early="server"></select>', state: {} });
    expect(html.indexOf(EARLY_RECORDER)).toBe(html.indexOf('<head>') + '<head>'.length);
    expect(html.indexOf(EARLY_RECORDER)).toBeLessThan(html.indexOf('rel="stylesheet"'));
    expect(html.split(EARLY_RECORDER)).toHaveLength(2);
  });
});
