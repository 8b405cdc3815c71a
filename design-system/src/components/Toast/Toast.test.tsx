import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Toast } from './Toast.tsx';

describe('Toast', () => {
  it('an error interrupts as an alert', () => {
    render(<Toast kind="error" message="هەڵەیەک ڕوویدا" />);
    expect(screen.getByRole('alert')).toHaveTextContent('هەڵەیەک ڕوویدا');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('a success is a polite status', () => {
    render(<Toast kind="success" message="پاشەکەوت کرا" />);
    expect(screen.getByRole('status')).toHaveTextContent('پاشەکەوت کرا');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('the close button calls onClose, and is absent without it', async () => {
    const onClose = vi.fn();
    const { rerender } = render(<Toast kind="error" message="x" onClose={onClose} />);
    await userEvent.click(screen.getByRole('button', { name: 'داخستنی ئاگادارییەکە' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    rerender(<Toast kind="error" message="x" />);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('an action is one more button beside the message, reached by keyboard', async () => {
    const onClick = vi.fn();
    render(<Toast kind="success" message="سڕایەوە" action={{ label: 'گەڕاندنەوە', onClick }} />);
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'گەڕاندنەوە' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});
