import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PLAYER_STRINGS, PlayerFrame } from './PlayerFrame.tsx';

describe('PlayerFrame', () => {
  it('is empty with a hint until a server is chosen', () => {
    const { container } = render(<PlayerFrame embedCode={null} />);
    expect(screen.getByText(PLAYER_STRINGS.empty)).toBeInTheDocument();
    expect(container.querySelector('iframe')).toBeNull();
  });

  it('renders its own sandboxed iframe with the https source of the embed code', () => {
    const { container } = render(
      <PlayerFrame
        embedCode={
          '<iframe src="https://player.example/e/1" width="1" height="1" allow="camera; microphone" name="x"></iframe>'
        }
        title="ناروتۆ - سێرڤەری ١"
      />,
    );
    const frame = screen.getByTitle('ناروتۆ - سێرڤەری ١');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', 'https://player.example/e/1');
    expect(frame).toHaveAttribute('sandbox', 'allow-scripts allow-same-origin allow-presentation');
    // The embed code's own attributes never reach the page.
    expect(frame.getAttribute('allow')).not.toContain('camera');
    // fullscreen through `allow` only: both together make Chromium warn on every player
    expect(frame.getAttribute('allow')).toContain('fullscreen');
    expect(frame).not.toHaveAttribute('allowfullscreen');
    expect(frame).not.toHaveAttribute('name');
    expect(frame).not.toHaveAttribute('width');
    expect(container.querySelectorAll('iframe')).toHaveLength(1);
  });

  it.each([
    '<script>window.__pwned = 1</script>',
    '<img src=x onerror="window.__pwned = 1">',
    '<iframe src="javascript:window.__pwned=1"></iframe>',
    '<iframe src="https://a.example" onload="window.__pwned=1"></iframe>',
  ])('shows a message, never the markup, for %s', (code) => {
    const { container } = render(<PlayerFrame embedCode={code} />);
    expect(screen.getByRole('alert')).toHaveTextContent(PLAYER_STRINGS.refused);
    expect(container.querySelector('iframe, script, img')).toBeNull();
    expect(container.innerHTML).not.toContain('__pwned');
  });

  const EMBED = '<iframe src="https://player.example/e/1"></iframe>';

  it('shows a loading state over the frame until the embed has loaded', () => {
    render(<PlayerFrame embedCode={EMBED} title="فیلم" />);
    expect(screen.getByRole('status')).toHaveTextContent(PLAYER_STRINGS.loading);
    fireEvent.load(screen.getByTitle('فیلم'));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('says so, with the fallback, when the embed does not load in time', () => {
    vi.useFakeTimers();
    try {
      render(<PlayerFrame embedCode={EMBED} slowAfterMs={1000} fallback={<button type="button">another</button>} />);
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      act(() => vi.advanceTimersByTime(1000));
      expect(screen.getByRole('alert')).toHaveTextContent(PLAYER_STRINGS.slow);
      expect(screen.getByRole('button', { name: 'another' })).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it('gives way to the "broken" message and the fallback when the visitor reports the server', () => {
    const { container } = render(
      <PlayerFrame embedCode={EMBED} broken fallback={<button type="button">another</button>} />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(PLAYER_STRINGS.broken);
    expect(screen.getByRole('button', { name: 'another' })).toBeInTheDocument();
    expect(container.querySelector('iframe')).toBeNull();
  });
});
