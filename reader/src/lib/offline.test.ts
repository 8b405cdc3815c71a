import { describe, expect, it } from 'vitest';
import { formatSize } from './offline.ts';

describe('formatSize', () => {
  it('writes sizes in Sorani, in kilobytes under a megabyte and megabytes from one', () => {
    expect(formatSize(100)).toBe('١ کیلۆبایت');
    expect(formatSize(66 * 1024)).toBe('٦٦ کیلۆبایت');
    expect(formatSize(1.5 * 1024 * 1024)).toBe('١٫٥ مێگابایت');
    expect(formatSize(3 * 1024 * 1024)).toBe('٣ مێگابایت');
  });
});
