import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ErrorMessage, LoadingMessage } from './PageState.tsx';

describe('LoadingMessage', () => {
  it('is a status with the Sorani waiting text', () => {
    render(<LoadingMessage />);
    expect(screen.getByRole('status')).toHaveTextContent('چاوەڕێ بکە...');
  });
});

describe('ErrorMessage', () => {
  it('is an alert with a title and the message', () => {
    render(<ErrorMessage message="ئەم فیلمە نەدۆزرایەوە." />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('هەڵەیەک ڕوویدا');
    expect(alert).toHaveTextContent('ئەم فیلمە نەدۆزرایەوە.');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('offers a retry when given one', async () => {
    const onRetry = vi.fn();
    render(<ErrorMessage onRetry={onRetry} />);
    await userEvent.click(screen.getByRole('button', { name: 'دووبارە هەوڵدانەوە' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
