import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Dialog } from './Dialog.tsx';

function Opener({ busy = false }: { busy?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button onClick={() => setOpen(true)}>دەستکاری</button>
      <Dialog open={open} title="دەستکاریی هەژمار" onClose={() => setOpen(false)} busy={busy}>
        <label>
          ناو
          <input />
        </label>
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  it('moves the focus to the first field, closes on Escape and gives the focus back to its opener', async () => {
    render(<Opener />);
    const opener = screen.getByRole('button', { name: 'دەستکاری' });
    await userEvent.click(opener);
    expect(screen.getByRole('heading', { name: 'دەستکاریی هەژمار' })).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'ناو' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(opener).toHaveFocus();
  });

  it('closes with its close button, but not while busy', async () => {
    const onClose = vi.fn();
    const { rerender } = render(
      <Dialog open title="بارکردنی وێنە" onClose={onClose}>
        <p>…</p>
      </Dialog>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'داخستن' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    rerender(
      <Dialog open busy title="بارکردنی وێنە" onClose={onClose}>
        <p>…</p>
      </Dialog>,
    );
    expect(screen.getByRole('button', { name: 'داخستن' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('has no close button when it is a question with its own answers', () => {
    render(
      <Dialog open closable={false} title="؟" onClose={() => {}}>
        <button>بەڵێ</button>
      </Dialog>,
    );
    expect(screen.getAllByRole('button')).toHaveLength(1);
  });
});
