import { describe, expect, it } from 'vitest';
import { escapeHtml, renderIndexHtml, truncate } from '../../src/web/html.ts';
import { cacheControlFor } from '../../src/plugins/web.ts';

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

  it('caches hashed assets forever and entry points never', () => {
    expect(cacheControlFor('/srv/shell/dist/assets/index-abc.js')).toContain('immutable');
    expect(cacheControlFor('/srv/public-site/dist/remoteEntry.js')).toBe('no-cache');
    expect(cacheControlFor('/srv/shell/dist/index.html')).toBe('no-cache');
  });
});
