import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { replayEarly } from './early.ts';

function Live() {
  const [server, setServer] = useState('');
  const [open, setOpen] = useState(false);
  return (
    <div>
      <select data-early="server" aria-label="server" value={server} onChange={(e) => setServer(e.target.value)}>
        <option value="">-</option>
        <option value="a">A</option>
        <option value="b">B</option>
      </select>
      <button type="button" data-early="menu" aria-expanded={open} onClick={() => setOpen(true)}>
        menu
      </button>
      <p>playing: {server || 'nothing'}</p>
    </div>
  );
}

describe('replayEarly', () => {
  it("replays a server picked and a button tapped on the drawn page into React's state", () => {
    const { container } = render(<Live />);
    let done = 0;
    act(() => {
      done = replayEarly(container, [{ k: 'server', v: 'b' }, { k: 'menu' }]);
    });
    expect(done).toBe(2);
    expect(screen.getByText('playing: b')).toBeVisible();
    expect(screen.getByRole('button', { name: 'menu' })).toHaveAttribute('aria-expanded', 'true');
    expect(window.__ckbEarly).toEqual([]);
  });

  it('tries again, for seconds, a control that is not there yet or a dropdown without the option yet', async () => {
    vi.useFakeTimers();
    try {
      const root = document.createElement('div');
      expect(replayEarly(root, [{ k: 'late' }, { k: 'server', v: 'b' }])).toBe(0);
      vi.advanceTimersByTime(2_000);
      const button = document.createElement('button');
      button.dataset.early = 'late';
      const click = vi.fn();
      button.addEventListener('click', click);
      const select = document.createElement('select');
      select.dataset.early = 'server';
      select.append(new Option('none', ''));
      const change = vi.fn();
      select.addEventListener('change', () => change(select.value));
      root.append(button, select);
      vi.advanceTimersByTime(250);
      expect(click).toHaveBeenCalledTimes(1);
      // the option is not there yet: nothing is chosen, it is tried again
      expect(change).not.toHaveBeenCalled();
      select.append(new Option('b', 'b'));
      vi.advanceTimersByTime(250);
      expect(change).toHaveBeenCalledWith('b');
      expect(click).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('tries again a dropdown that a pending render set back while its change was handled', () => {
    vi.useFakeTimers();
    try {
      const root = document.createElement('div');
      const select = document.createElement('select');
      select.dataset.early = 'server';
      select.append(new Option('none', ''), new Option('b', 'b'));
      root.append(select);
      const seen: string[] = [];
      let pending = true;
      select.addEventListener('change', () => {
        // what React does when an update is still pending: it commits (the old value) before the handler
        if (pending) {
          pending = false;
          select.value = '';
        }
        seen.push(select.value);
      });
      expect(replayEarly(root, [{ k: 'server', v: 'b' }])).toBe(0);
      vi.advanceTimersByTime(250);
      expect(seen).toEqual(['', 'b']);
      expect(select.value).toBe('b');
    } finally {
      vi.useRealTimers();
    }
  });

  it('gives up after five seconds', async () => {
    vi.useFakeTimers();
    try {
      const root = document.createElement('div');
      replayEarly(root, [{ k: 'never' }]);
      vi.advanceTimersByTime(5_000);
      expect(vi.getTimerCount()).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });
});
