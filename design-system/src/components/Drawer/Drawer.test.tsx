import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Drawer } from './Drawer.tsx';

function Harness({ onClose }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)} aria-controls="d" aria-expanded={open}>
        مێنیو
      </button>
      <Drawer
        id="d"
        title="مێنیو"
        open={open}
        onClose={() => {
          onClose?.();
          setOpen(false);
        }}
      >
        <a href="#a">سەرەکی</a>
        <a href="#b">مانگا</a>
      </Drawer>
    </>
  );
}

describe('Drawer', () => {
  it('is hidden and inert while closed, but its panel exists for aria-controls', () => {
    render(<Harness />);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.getElementById('d')?.closest('[data-open]')).toHaveAttribute('inert');
  });

  it('opens as a modal dialog and moves focus into it', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'مێنیو' }));
    const dialog = screen.getByRole('dialog', { name: 'مێنیو' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('button', { name: 'داخستن' })).toHaveFocus();
    expect(document.body.style.overflow).toBe('hidden');
  });

  it('traps Tab inside the panel in both directions', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'مێنیو' }));
    await user.tab();
    expect(screen.getByRole('link', { name: 'سەرەکی' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('link', { name: 'مانگا' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'داخستن' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('link', { name: 'مانگا' })).toHaveFocus();
  });

  it('closes on Escape and returns focus to the trigger', async () => {
    const onClose = vi.fn();
    const user = userEvent.setup();
    render(<Harness onClose={onClose} />);
    const trigger = screen.getByRole('button', { name: 'مێنیو' });
    await user.click(trigger);
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(trigger).toHaveFocus();
    expect(document.body.style.overflow).toBe('');
  });

  it('closes on a scrim click and on the close button', async () => {
    const onClose = vi.fn();
    const user = userEvent.setup();
    render(<Harness onClose={onClose} />);
    await user.click(screen.getByRole('button', { name: 'مێنیو' }));
    fireEvent.click(screen.getByTestId('drawer-scrim'));
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'مێنیو' }));
    await user.click(screen.getByRole('button', { name: 'داخستن' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});
