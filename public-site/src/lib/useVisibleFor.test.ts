import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useVisibleFor } from './useVisibleFor.ts';

let state: DocumentVisibilityState = 'visible';
const setVisibility = (next: DocumentVisibilityState) => {
  state = next;
  document.dispatchEvent(new Event('visibilitychange'));
};

beforeEach(() => {
  vi.useFakeTimers();
  state = 'visible';
  vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => state);
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('useVisibleFor', () => {
  it('counts only the time the page is visible, and calls once', () => {
    const done = vi.fn();
    renderHook(() => useVisibleFor('series:7/1/2', 1000, done));
    vi.advanceTimersByTime(600);
    setVisibility('hidden');
    vi.advanceTimersByTime(5000);
    expect(done).not.toHaveBeenCalled();
    setVisibility('visible');
    vi.advanceTimersByTime(399);
    expect(done).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(done).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(5000);
    expect(done).toHaveBeenCalledTimes(1);
  });

  it('starts again for a new key and waits while the key is null', () => {
    const done = vi.fn();
    const { rerender } = renderHook(({ key }) => useVisibleFor(key, 1000, done), {
      initialProps: { key: null as string | null },
    });
    vi.advanceTimersByTime(2000);
    expect(done).not.toHaveBeenCalled();
    rerender({ key: 'a' });
    vi.advanceTimersByTime(900);
    rerender({ key: 'b' });
    vi.advanceTimersByTime(900);
    expect(done).not.toHaveBeenCalled();
    vi.advanceTimersByTime(100);
    expect(done).toHaveBeenCalledTimes(1);
  });
});
