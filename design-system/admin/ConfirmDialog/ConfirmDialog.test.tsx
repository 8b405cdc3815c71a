import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from './ConfirmDialog.tsx';

describe('ConfirmDialog', () => {
  it('asks the question, with yes and no', async () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    render(
      <ConfirmDialog open title="دڵنیایت دەتەوێت ئەم بەشە بسڕیتەوە؟" onConfirm={onConfirm} onCancel={onCancel}>
        <p>هەموو پەڕەکانی دەسڕێنەوە.</p>
      </ConfirmDialog>,
    );
    expect(screen.getByRole('heading', { name: 'دڵنیایت دەتەوێت ئەم بەشە بسڕیتەوە؟' })).toBeVisible();
    expect(screen.getByText('هەموو پەڕەکانی دەسڕێنەوە.')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'نەخێر، پاشگەزبوونەوە' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'بەڵێ' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('shows nothing while closed', () => {
    render(<ConfirmDialog open={false} title="؟" onConfirm={() => {}} onCancel={() => {}} />);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('cannot be answered twice while the action runs', async () => {
    const onCancel = vi.fn();
    render(<ConfirmDialog open busy title="؟" onConfirm={() => {}} onCancel={onCancel} />);
    expect(screen.getByRole('button', { name: 'نەخێر، پاشگەزبوونەوە' })).toBeDisabled();
    expect(screen.getByRole('button', { name: /بەڵێ/ })).toHaveAttribute('aria-busy', 'true');
  });
});
