import { describe, expect, it } from 'vitest';
import { graphemes, STANDALONE } from './text.ts';

const segmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' });
const bySegmenter = (text: string) => Array.from(segmenter.segment(text), (s) => s.segment);

describe('graphemes', () => {
  it.each([
    ['plain Latin', 'abc', Infinity, ['a', 'b', 'c']],
    ['a letter with its combining mark stays one', 'e\u0301x', Infinity, ['e\u0301', 'x']],
    ['an emoji with a skin tone stays one', '👍🏽!', Infinity, ['👍🏽', '!']],
    ['a family joined by ZWJ stays one', '👨‍👩‍👧 ok', Infinity, ['👨‍👩‍👧', ' ', 'o', 'k']],
    ['Sorani letters', 'کورد', Infinity, ['ک', 'و', 'ر', 'د']],
    ['Sorani with ZWNJ: it stays with its letter', 'ە\u200cی', Infinity, ['ە\u200c', 'ی']],
    ['Arabic with a harakah', 'بِت', Infinity, ['بِ', 'ت']],
    ['CR LF is one', 'a\r\nb', Infinity, ['a', '\r\n', 'b']],
    ['stops at the limit', 'abcdef', 2, ['a', 'b']],
    ['stops at the limit through the segmenter too', 'e\u0301e\u0301e\u0301', 2, ['e\u0301', 'e\u0301']],
    ['a limit past the end gives all', 'ab', 5, ['a', 'b']],
    ['a zero limit gives none', 'ab', 0, []],
    ['the empty text', '', Infinity, []],
  ])('%s', (_name, text, limit, expected) => {
    expect(graphemes(text, limit)).toEqual(expected);
  });

  it('agrees with the segmenter on a Sorani paragraph, a mixed title and punctuation', () => {
    for (const text of [
      'ئەم زنجیرەیە باسی کوڕێک دەکات کە لە شارێکی بچووکدا دەژی، تا ڕۆژێک نامەیەک دەگاتە دەستی.',
      'Kimi to Houkago — کیمی تۆ هۆکاگۆ (٢٠٢٤) «نوێ»!',
      'Café № 5 – “quoted” … €12',
    ]) {
      expect(STANDALONE.test(text)).toBe(true);
      expect(graphemes(text)).toEqual(bySegmenter(text));
    }
  });

  // The fast path's promise: each of these code points is a grapheme of its own beside any other of them.
  // A code point that joins its neighbour does so before (prepend) or after (extend, spacing mark) it.
  it('every code point STANDALONE lets through is its own grapheme, beside itself and beside letters', () => {
    const joined: string[] = [];
    for (let cp = 0; cp <= 0xffff; cp++) {
      const c = String.fromCharCode(cp);
      if (!STANDALONE.test(c)) continue;
      for (const text of [`a${c}a`, `${c}${c}`, `ب${c}ب`]) {
        if (bySegmenter(text).length !== [...text].length) joined.push(cp.toString(16));
      }
    }
    expect(joined).toEqual([]);
  });
});
