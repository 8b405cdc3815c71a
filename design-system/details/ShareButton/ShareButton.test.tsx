import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SHARE_STRINGS, ShareButton } from './ShareButton.tsx';

const url = 'https://anime.example/movies/3';

function stubNavigator(values: Record<string, unknown>) {
  for (const [key, value] of Object.entries(values)) {
    Object.defineProperty(navigator, key, { value, configurable: true, writable: true });
  }
}

afterEach(() => {
  for (const key of ['share', 'canShare', 'clipboard']) delete (navigator as unknown as Record<string, unknown>)[key];
});

describe('ShareButton', () => {
  it('uses the Web Share API when there is one', async () => {
    const share = vi.fn().mockResolvedValue(undefined);
    stubNavigator({ share, canShare: () => true });
    const onShared = vi.fn();
    render(<ShareButton url={url} title="Your Name" onShared={onShared} />);
    await userEvent.click(screen.getByRole('button', { name: SHARE_STRINGS.share }));
    await waitFor(() => expect(onShared).toHaveBeenCalledWith('shared'));
    expect(share).toHaveBeenCalledWith({ url, title: 'Your Name' });
  });

  it('reports a dismissed share sheet as cancelled, without copying', async () => {
    const writeText = vi.fn();
    stubNavigator({ share: vi.fn().mockRejectedValue(new DOMException('no', 'AbortError')), clipboard: { writeText } });
    const onShared = vi.fn();
    render(<ShareButton url={url} onShared={onShared} />);
    await userEvent.click(screen.getByRole('button'));
    await waitFor(() => expect(onShared).toHaveBeenCalledWith('cancelled'));
    expect(writeText).not.toHaveBeenCalled();
  });

  it('copies the link and reports it when there is no share sheet', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    stubNavigator({ clipboard: { writeText } });
    const onShared = vi.fn();
    render(<ShareButton url={url} onShared={onShared} />);
    await userEvent.click(screen.getByRole('button'));
    await waitFor(() => expect(onShared).toHaveBeenCalledWith('copied'));
    expect(writeText).toHaveBeenCalledWith(url);
  });

  it('reports failure when nothing can copy', async () => {
    stubNavigator({ clipboard: { writeText: vi.fn().mockRejectedValue(new Error('denied')) } });
    Object.defineProperty(document, 'execCommand', { value: () => false, configurable: true });
    const onShared = vi.fn();
    render(<ShareButton url={url} onShared={onShared} />);
    await userEvent.click(screen.getByRole('button'));
    await waitFor(() => expect(onShared).toHaveBeenCalledWith('failed'));
  });
});
