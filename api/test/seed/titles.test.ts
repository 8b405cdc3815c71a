import { describe, expect, it } from 'vitest';
import { drawPage, drawPoster } from '../../src/seed/drawings.ts';
import { cycled, slugify, withRound } from '../../src/seed/titles.ts';
import { embedCode } from '../../src/seed/work-rows.ts';

describe('demo titles', () => {
  it('goes round a pool, numbering the titles of later rounds', () => {
    const pool = ['A', 'B'];
    expect([0, 1, 2, 5].map((i) => cycled(pool, i))).toEqual([
      { item: 'A', round: 0 },
      { item: 'B', round: 0 },
      { item: 'A', round: 1 },
      { item: 'B', round: 2 },
    ]);
    expect(withRound('Your Name', 0)).toBe('Your Name');
    expect(withRound('Your Name', 1)).toBe('Your Name (2)');
  });

  it('makes URL-safe slugs, never an empty one', () => {
    expect(slugify('Kimi no Na wa. — Your Name!')).toBe('kimi-no-na-wa-your-name');
    expect(slugify('進撃の巨人')).toBe('work');
    expect(slugify('x'.repeat(60))).toHaveLength(48);
  });

  it('embeds only the reserved example domain', () => {
    expect(embedCode('your-name-f1-1')).toContain('src="https://player.example.com/embed/your-name-f1-1"');
  });
});

describe('demo drawings', () => {
  it('draw the same picture for the same design on every run, another for another design', () => {
    expect(drawPoster(3)).toBe(drawPoster(3));
    expect(drawPoster(3)).not.toBe(drawPoster(4));
    expect(drawPage(2, 800, 1160, 1)).toBe(drawPage(2, 800, 1160, 1));
    expect(drawPage(2)).toContain('width="800" height="1160"');
  });
});
