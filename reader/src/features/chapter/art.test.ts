import { describe, expect, it } from 'vitest';
import { watermarkPositions } from './art.tsx';

describe('watermark positions', () => {
  const ids = Array.from({ length: 200 }, (_, i) => `page-${i}`);
  const marks = watermarkPositions(ids);

  it('keeps every mark in a bottom corner band, inside the 0–79 % range', () => {
    for (const { x, y } of marks) {
      expect(x <= 5 || (x >= 74 && x <= 79)).toBe(true);
      expect(y).toBeGreaterThanOrEqual(72);
      expect(y).toBeLessThanOrEqual(79);
    }
  });

  it('varies from page to page, both corners used, and is the same for the same page', () => {
    expect(new Set(marks.map((m) => `${m.x}/${m.y}`)).size).toBeGreaterThan(30);
    expect(marks.some((m) => m.x <= 5)).toBe(true);
    expect(marks.some((m) => m.x >= 74)).toBe(true);
    expect(watermarkPositions(ids)).toEqual(marks);
  });
});
