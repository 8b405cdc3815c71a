import { describe, expect, it } from 'vitest';
import { groupOf, spreadGroups } from './spreads.ts';

const tall = { width: 800, height: 1200 };
const wide = { width: 1600, height: 1200 };

describe('spreadGroups', () => {
  it('keeps the first page alone, then pairs the pages, a wide page and a last odd one alone', () => {
    expect(spreadGroups([tall, tall, tall, tall, tall])).toEqual([[0], [1, 2], [3, 4]]);
    expect(spreadGroups([tall, tall, tall, tall])).toEqual([[0], [1, 2], [3]]);
    expect(spreadGroups([tall, tall, wide, tall, tall])).toEqual([[0], [1], [2], [3, 4]]);
    expect(spreadGroups([])).toEqual([]);
  });

  it('finds the group of a page, either of its two', () => {
    const groups = spreadGroups([tall, tall, tall, tall, tall]);
    expect([0, 1, 2, 3, 4].map((i) => groupOf(groups, i))).toEqual([0, 1, 1, 2, 2]);
  });
});
