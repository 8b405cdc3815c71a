import { describe, expect, it } from 'vitest';
import { compact, orAbsent, toNumber } from './resolver.ts';

describe('form conversions', () => {
  it.each([
    ['120', 120],
    ['١٢٠', 120],
    ['۱۲۰', 120],
    ['٨٫٥', 8.5],
    ['1,500,000', 1500000],
    ['١٬٥٠٠', 1500],
    [' 7 ', 7],
    ['', undefined],
    ['   ', undefined],
    ['12 خولەک', '12 خولەک'],
    ['abc', 'abc'],
  ])('toNumber(%j) = %j', (text, value) => expect(toNumber(text)).toEqual(value));

  it('treats blank text as absent, and drops absent keys', () => {
    expect(orAbsent(' \t')).toBeUndefined();
    expect(orAbsent(' x ')).toBe(' x ');
    expect(compact({ a: 1, b: undefined, c: '' })).toEqual({ a: 1, c: '' });
  });
});
