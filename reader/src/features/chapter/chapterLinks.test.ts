import { describe, expect, it } from 'vitest';
import { chapterLabel, chapterLinkLabel, chapterLinkPath } from './chapterLinks.tsx';

describe('chapter labels and links', () => {
  it('writes numeric chapter names in Sorani digits, decimals too, and other names as they are', () => {
    expect(chapterLabel('12')).toBe('بەشی ١٢');
    expect(chapterLabel('12.5')).toBe('بەشی ١٢٫٥');
    expect(chapterLabel('extra')).toBe('بەشی extra');
  });

  it('names the season of a neighbour in another season, and only then', () => {
    expect(chapterLinkLabel(1, { name_session: 1, name_chapter: '6' })).toBe('بەشی ٦');
    expect(chapterLinkLabel(1, { name_session: 2, name_chapter: '1' })).toBe('وەرزی ٢ · بەشی ١');
  });

  it("links a previous / next chapter to the reader's route", () => {
    expect(chapterLinkPath(3, { name_session: 2, name_chapter: '7.5' })).toBe('/manga/3/session/2/chapter/7.5');
  });
});
