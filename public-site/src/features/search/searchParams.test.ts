import { describe, expect, it } from 'vitest';
import { searchArgsFrom, searchPath } from './searchParams.ts';

describe('/search state in the URL', () => {
  it('reads the words, filters, sort and page, ignoring what is not one of the allowed values', () => {
    const args = searchArgsFrom(
      new URLSearchParams('q=%20هێرش%20&type=manhua&genre=slice-of-life&status=finish&year=2019&sort=views&page=3'),
    );
    expect(args).toEqual({
      q: 'هێرش',
      page: 3,
      limit: 14,
      type: 'manhua',
      genre: 'slice-of-life',
      status: 'finish',
      year: 2019,
      sort: 'views',
    });
    const odd = searchArgsFrom(new URLSearchParams('type=tv&genre=Bad Slug&status=x&year=19&sort=evil&page=-2'));
    expect(odd).toEqual({ page: 1, limit: 14 });
  });

  it('writes only what differs from the defaults, so one search has one address', () => {
    expect(searchPath({ q: 'naruto', page: 1, sort: 'relevance' })).toBe('/search?q=naruto');
    expect(searchPath({ q: 'ون پیس', type: 'manga', genre: 'action', year: 2001, sort: 'rating', page: 2 })).toBe(
      '/search?q=%D9%88%D9%86+%D9%BE%DB%8C%D8%B3&type=manga&genre=action&year=2001&sort=rating&page=2',
    );
    expect(searchPath({})).toBe('/search');
  });

  it('round-trips', () => {
    const path = searchPath({ q: 'attack', type: 'series', status: 'continue', sort: 'newest', page: 4 });
    expect(searchArgsFrom(new URLSearchParams(path.split('?')[1]))).toMatchObject({
      q: 'attack',
      type: 'series',
      status: 'continue',
      sort: 'newest',
      page: 4,
    });
  });
});
