import { Type } from 'typebox';
import { Compile } from 'typebox/compile';
import { DecodeUnsafe } from 'typebox/value';
import { describe, expect, it } from 'vitest';
import { calendarDay, optionalText, siteOrWebLink, webLink } from './fields.ts';
import { canonicalLink, canonicalSitePath, canonicalWebLink } from './links.ts';
import { fieldMessages, type ValidationIssue } from './validation.ts';

/**
 * [what is typed, the web link it is stored as (null: refused)]. Expectations come from the WHATWG URL
 * standard (what a browser opens), not from this code.
 */
const WEB: [string, string | null][] = [
  ['https://sponsor.example/landing?x=1', 'https://sponsor.example/landing?x=1'],
  ['HTTPS://Sponsor.Example', 'https://sponsor.example/'],
  ['http://sponsor.example:8080/a', 'http://sponsor.example:8080/a'],
  ['https://example.org/کوردی', 'https://example.org/%DA%A9%D9%88%D8%B1%D8%AF%DB%8C'],
  ['https://کوردی.example/a?b=ک#ڕ', 'https://xn--ugbd2e0txf.example/a?b=%DA%A9#%DA%95'],
  ['https://social.example/@studio', 'https://social.example/@studio'],
  ['https://sponsor.example\\@evil.example/', 'https://sponsor.example/@evil.example/'],
  // userinfo: the visitor would go to the host after the @
  ['https://example.org@evil.example/', null],
  ['https://a:b@evil.example/', null],
  ['http://example.org:@evil.example', null],
  // not an address one may follow
  ['javascript:alert(1)', null],
  ['ftp://files.example/x', null],
  ['//evil.example/', null],
  ['https://', null],
  ['https://a b.example/', null],
  ['https://sponsor.example/\tx', null],
  ['https://a:99999/', null],
  ['https://[::1/', null],
  ['/series/4', null],
  ['', null],
];

/** [what is typed, the site path it is stored as (null: not a path on this site)]. */
const SITE: [string, string | null][] = [
  ['/series/4', '/series/4'],
  ['/movies?page=2#top', '/movies?page=2#top'],
  ['/کوردی?x=1', '/%DA%A9%D9%88%D8%B1%D8%AF%DB%8C?x=1'],
  ['/', '/'],
  ['//evil.example/b1', null],
  ['/\\evil.example/b2', null],
  ['\\\\evil.example', null],
  ['/.//evil.example', null],
  ['/..//evil.example', null],
  ['/a b', null],
  ['series/4', null],
  ['https://sponsor.example/', null],
];

describe('links', () => {
  it.each(WEB)('web link %j → %j', (text, stored) => expect(canonicalWebLink(text)).toBe(stored));
  it.each(SITE)('site path %j → %j', (text, stored) => expect(canonicalSitePath(text)).toBe(stored));

  it('a canonical link is plain ASCII and stays the same when read again', () => {
    for (const [text] of [...WEB, ...SITE]) {
      const once = canonicalLink(text);
      if (once === null) continue;
      expect(once).toMatch(/^[\x21-\x7e]+$/);
      expect(canonicalLink(once)).toBe(once);
    }
  });
});

const Body = Type.Object({
  link: webLink(2048, 'ad'),
  button: Type.Optional(siteOrWebLink(2048, 'banner')),
  note: Type.Optional(optionalText(100)),
  day: Type.Optional(Type.Union([calendarDay('first day'), Type.Null()])),
});
const check = Compile(Body);
const messagesFor = (value: unknown) => fieldMessages([...check.Errors(value)] as unknown as ValidationIssue[]);

describe('field schemas', () => {
  it('store links canonical and invisible-only text as empty', () => {
    const value = { link: 'https://example.org/کوردی', button: '/کوردی', note: ' \u200c\u200f ' };
    expect(check.Check(value)).toBe(true);
    expect(DecodeUnsafe({}, Body, value)).toEqual({
      link: 'https://example.org/%DA%A9%D9%88%D8%B1%D8%AF%DB%8C',
      button: '/%DA%A9%D9%88%D8%B1%D8%AF%DB%8C',
      note: '',
    });
    const kept = { link: 'https://a.example/', note: ' مێژووی\u200cنهێنی ' };
    expect(DecodeUnsafe({}, Body, kept)).toEqual(kept);
  });

  it('say in Sorani why a link or a day is refused', () => {
    expect(messagesFor({ link: 'https://example.org@evil.example/' }).link).toContain('@');
    expect(messagesFor({ link: 'javascript:alert(1)' }).link).toContain('https://');
    expect(messagesFor({ link: 'https://a.example/', button: '//evil.example' }).button).toContain('/series/4');
    for (const day of ['2026-02-30', '2026-02-29', '2026-04-31', '2026-13-01'])
      expect(messagesFor({ link: 'https://a.example/', day }).day, day).toContain('YYYY-MM-DD');
    expect(check.Check({ link: 'https://a.example/', day: '2028-02-29' })).toBe(true);
  });
});
