import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { up, useMediaQuery } from './useMediaQuery.ts';

/** A controllable matchMedia: jsdom has none. */
function installMatchMedia(initial: boolean) {
  let matches = initial;
  const listeners = new Set<() => void>();
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      get matches() {
        return matches;
      },
      media: query,
      addEventListener: (_: string, cb: () => void) => listeners.add(cb),
      removeEventListener: (_: string, cb: () => void) => listeners.delete(cb),
    })),
  );
  return {
    set(value: boolean) {
      matches = value;
      listeners.forEach((cb) => cb());
    },
    listeners,
  };
}

function Probe({ query }: { query: string }) {
  return <p>{useMediaQuery(query) ? 'wide' : 'narrow'}</p>;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('useMediaQuery', () => {
  it('builds min-width queries from the breakpoints', () => {
    expect(up('sm')).toBe('(min-width: 640px)');
    expect(up('lg')).toBe('(min-width: 1024px)');
  });

  it('follows the media query as it changes and unsubscribes on unmount', () => {
    const media = installMatchMedia(false);
    const { unmount } = render(<Probe query={up('lg')} />);
    expect(screen.getByText('narrow')).toBeInTheDocument();
    act(() => media.set(true));
    expect(screen.getByText('wide')).toBeInTheDocument();
    expect(window.matchMedia).toHaveBeenCalledWith('(min-width: 1024px)');
    unmount();
    expect(media.listeners.size).toBe(0);
  });

  it('falls back to false without matchMedia', () => {
    vi.stubGlobal('matchMedia', undefined);
    render(<Probe query={up('md')} />);
    expect(screen.getByText('narrow')).toBeInTheDocument();
  });
});
