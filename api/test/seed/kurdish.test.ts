import { describe, expect, it } from 'vitest';
import { aboutText } from '../../src/seed/about.ts';
import { isRomaji, kurdishTitle } from '../../src/seed/kurdish.ts';
import { Random } from '../../src/seed/prng.ts';

describe('Sorani demo text', () => {
  it('says Japanese romaji titles phonetically in Sorani, not letter by letter', () => {
    expect(kurdishTitle('Shingeki no Kyojin')).toBe('شینگێکی نۆ کیۆجین');
    expect(kurdishTitle('Naruto')).toBe('ناروتۆ');
    expect(kurdishTitle('Kimi no Na wa')).toBe('کیمی نۆ نا وا');
    expect(kurdishTitle('Kurenai Sanshirou')).toBe('کورێنای سانشیرۆ');
    expect(kurdishTitle('Kaguya-sama wa Kokurasetai')).toBe('کاگویا-ساما وا کۆکوراسێتای');
    expect(kurdishTitle('Naruto (2)')).toBe('ناروتۆ');
  });

  it('gives English titles no Kurdish line (never a made-up rendering)', () => {
    for (const title of [
      'Children of the Sea',
      'Attack on Titan 2',
      'Drag Limit Fantasia',
      'Why?',
      'Japan',
      'One Piece',
    ]) {
      expect(isRomaji(title), title).toBe(false);
      expect(kurdishTitle(title), title).toBe('');
    }
    expect(kurdishTitle('おおかみこどもの雨と雪')).toBe('');
  });

  it('writes varied descriptions with the title and a Kurdish year, the same for the same seed', () => {
    const a = aboutText(new Random(3), 'series', 'ناروتۆ', 2002);
    expect(a).toContain('«ناروتۆ»');
    expect(a).toBe(aboutText(new Random(3), 'series', 'ناروتۆ', 2002));
    const rng = new Random(9);
    const many = new Set(Array.from({ length: 20 }, () => aboutText(rng, 'manga', 'ناروتۆ', 2002)));
    expect(many.size).toBe(20);
    const firstSentences = new Set([...many].map((t) => t.split(/[.،]/)[0]));
    expect(firstSentences.size).toBeGreaterThan(1);
  });
});
