import { describe, expect, it } from 'vitest';
import { fallbackFor, isClientRoute } from '../../src/web/fallback.ts';

describe('fallbackFor', () => {
  it('answers client routes with the page, whatever their depth, query or chapter name', () => {
    for (const path of ['/', '/movies', '/movies/', '/admin/users/profile', '/no/such/page', '/staff']) {
      expect(fallbackFor('GET', path), path).toBe('page');
    }
    expect(fallbackFor('HEAD', '/movies/1')).toBe('page');
    // a chapter named 12.5 is a page, not a file
    expect(fallbackFor('GET', '/manga/3/session/1/chapter/12.5')).toBe('page');
  });

  it("answers the standalone reader's routes with its page, and its missing files with 404", () => {
    for (const path of ['/read', '/read/', '/read/manga/1/session/1/chapter/1', '/read/manga/1/session/1/chapter/12.5'])
      expect(fallbackFor('GET', path), path).toBe('reader');
    expect(fallbackFor('GET', '/read/assets/nope.js')).toBe('not-found');
    expect(fallbackFor('POST', '/read/')).toBe('not-found');
    // only the prefix itself: /reader is a page of the site
    expect(fallbackFor('GET', '/reader')).toBe('page');
  });

  it('answers 404 under the reserved prefixes, for file names and for other methods', () => {
    for (const path of ['/api/nothing', '/media/some/key', '/mf', '/mf/public-site/x.js', '/assets/a', '/img/x']) {
      expect(fallbackFor('GET', path), path).toBe('not-found');
    }
    for (const path of ['/robots.txt', '/favicon.ico', '/assets/x.js.map', '/movies/1/poster.png']) {
      expect(fallbackFor('GET', path), path).toBe('not-found');
    }
    expect(fallbackFor('POST', '/movies')).toBe('not-found');
    expect(fallbackFor('DELETE', '/')).toBe('not-found');
  });

  it('takes a reserved word that only starts a path segment as a page', () => {
    expect(isClientRoute('GET', '/apis')).toBe(true);
    expect(isClientRoute('GET', '/images/1')).toBe(true);
    expect(isClientRoute('GET', '/read/1')).toBe(false);
  });
});
