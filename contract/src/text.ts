/**
 * User-perceived characters (grapheme clusters): a Kurdish letter with its mark, or an emoji, is one, never split.
 * The hero's cut of an about text (design-system HeroSlide) and the home answer's clip of it (api-client) count
 * the same way through this one function, so the clip keeps exactly what the cut shows.
 *
 * Why not always `Intl.Segmenter`: the first one a page makes loads the break rules, some 15 ms of a fast core,
 * and the home page's hydration made it for every hero slide's text. Most of our texts are made only of
 * characters that are each a grapheme of their own whatever stands beside them (`STANDALONE`: Latin, Arabic
 * letters without their marks, digits, punctuation, spaces, kana and CJK ideographs of Japanese titles). For such a text the code points are the graphemes,
 * exactly; anything else (a combining mark, ZWNJ or ZWJ, an emoji, Hangul jamo, a control) goes to the segmenter.
 * text.test.ts checks every code point of `STANDALONE` against the segmenter, before and after its neighbours.
 */
export const STANDALONE =
  /^[\u0020-\u007E\u00A0-\u00AC\u00AE-\u02FF\u0370-\u0482\u048A-\u052F\u0609-\u060F\u061B\u061D-\u064A\u0660-\u066F\u0671-\u06D5\u06E5\u06E6\u06EE-\u06FF\u2010-\u2027\u2030-\u205E\u20A0-\u20C0\u2100-\u214F\u3000-\u3029\u3030-\u3098\u309B-\u30FF\u4E00-\u9FFF\uFF01-\uFF5E]*$/;

let segmenter: Intl.Segmenter | null | undefined;

function shared(): Intl.Segmenter | null {
  if (segmenter === undefined) {
    segmenter =
      typeof Intl !== 'undefined' && 'Segmenter' in Intl
        ? new Intl.Segmenter(undefined, { granularity: 'grapheme' })
        : null;
  }
  return segmenter;
}

/**
 * The first `limit` graphemes of `text` (all of them without a limit). Without `Intl.Segmenter` (old browsers),
 * code points. The walk stops at `limit`, so a long text costs what its shown part costs.
 */
export function graphemes(text: string, limit = Infinity): string[] {
  const out: string[] = [];
  if (limit <= 0) return out;
  const segments = STANDALONE.test(text) ? null : shared()?.segment(text);
  for (const item of segments ?? text) {
    out.push(typeof item === 'string' ? item : item.segment);
    if (out.length >= limit) break;
  }
  return out;
}
