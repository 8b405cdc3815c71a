import { describe, expect, it } from 'vitest';
import { aboutText, transliterate } from '../../src/seed/kurdish.ts';
import { Random } from '../../src/seed/prng.ts';

describe('Sorani demo text', () => {
  it('transliterates Latin titles into the Kurdish alphabet', () => {
    expect(transliterate('Shingeki no Kyojin')).toBe('شینگەکی نۆ کیۆجین');
    expect(transliterate('Rurouni Kenshin')).toBe('ڕوروونی کەنشین');
    expect(transliterate('Attack on Titan 2')).toBe('ئاتاک ئۆن تیتان ٢');
    expect(transliterate('Why?')).toBe('وهی؟');
  });

  it('leaves non-Latin titles alone', () => {
    expect(transliterate('おおかみこどもの雨と雪')).toBe('おおかみこどもの雨と雪');
  });

  it('writes a description with the title and a Kurdish year, the same for the same seed', () => {
    const a = aboutText(new Random(3), 'series', 'ناروتۆ', 2002);
    expect(a).toContain('«ناروتۆ»');
    expect(a).toContain('٢٠٠٢');
    expect(a).toBe(aboutText(new Random(3), 'series', 'ناروتۆ', 2002));
  });
});
