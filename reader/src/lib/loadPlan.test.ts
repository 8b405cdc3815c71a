import { describe, expect, it } from 'vitest';
import { planLoads } from './loadPlan.ts';

const none = (n: number) => Array.from({ length: n }, () => 'none' as const);
const opts = { preload: 5 };

describe('planLoads', () => {
  it('at the start: high for the first pages, low for the next five, nothing beyond', () => {
    const plan = planLoads(none(40), 0, 40, opts);
    expect(plan.slice(0, 8)).toEqual(['high', 'high', 'high', 'low', 'low', 'low', 'none', 'none']);
    expect(plan.filter((p) => p !== 'none')).toHaveLength(6);
  });

  it('until the first page has painted, only it loads in high quality', () => {
    const plan = planLoads(none(40), 0, 40, { ...opts, holdHigh: true });
    expect(plan.slice(0, 4)).toEqual(['high', 'low', 'low', 'low']);
    expect(planLoads(plan, 0, 40, opts).slice(0, 4)).toEqual(['high', 'high', 'high', 'low']);
  });

  it('keeps what nearby pages have and releases pages more than 15 away', () => {
    let plan = planLoads(none(120), 0, 120, opts);
    for (let c = 1; c <= 60; c++) plan = planLoads(plan, c, 120, opts);
    expect(plan[60]).toBe('high');
    expect(plan[44]).toBe('none');
    expect(plan[45]).toBe('high');
    expect(plan[66]).toBe('none');
    expect(plan[65]).toBe('low');
    // memory stays bounded whatever the chapter's length
    expect(plan.filter((p) => p !== 'none').length).toBeLessThanOrEqual(31);
  });

  it('the preload distance is adjustable', () => {
    expect(planLoads(none(20), 0, 20, { ...opts, preload: 10 }).filter((p) => p !== 'none')).toHaveLength(11);
  });
});
