import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef, useState } from 'react';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { Drawer, type DrawerProps } from './Drawer.tsx';

function Demo(props: Partial<DrawerProps>) {
  const [open, setOpen] = useState(props.open ?? false);
  const trigger = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button
        ref={trigger}
        type="button"
        aria-expanded={open}
        aria-controls="demo-drawer"
        onClick={() => setOpen(true)}
        style={{ padding: '0.5rem 1rem' }}
      >
        کردنەوەی مێنیو
      </button>
      <Drawer {...props} id="demo-drawer" title={props.title ?? 'مێنیو'} open={open} onClose={() => setOpen(false)}>
        <nav aria-label="نموونە">
          <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: '0.5rem' }}>
            {['سەرەکی', 'فیلمەکان', 'زنجیرەکان', 'مانگا'].map((label) => (
              <li key={label}>
                <a href="#top" style={{ display: 'block', padding: '0.5rem' }}>
                  {label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <Button variant="secondary" fullWidth onClick={() => setOpen(false)}>
          تەواو
        </Button>
      </Drawer>
    </>
  );
}

const meta = {
  title: 'Components/Drawer',
  component: Drawer,
  render: (args) => <Demo {...args} />,
  args: { open: false, title: 'مێنیو', onClose: () => {}, children: null },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Drawer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'کردنەوەی مێنیو' })).toHaveAttribute('aria-expanded', 'false');
    await expect(screen.queryByRole('dialog')).toBeNull();
  },
};

export const Open: Story = {
  args: { open: true },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'مێنیو' });
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    await waitFor(() => expect(screen.getByRole('button', { name: 'داخستن' })).toHaveFocus());
  },
};

/** Keyboard: open, Tab wraps inside the panel, Escape closes, focus returns to the trigger. */
export const KeyboardFlow: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'کردنەوەی مێنیو' });
    await userEvent.click(trigger);
    const close = screen.getByRole('button', { name: 'داخستن' });
    await expect(close).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(screen.getByRole('button', { name: 'تەواو' })).toHaveFocus();
    await userEvent.tab();
    await expect(close).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(screen.queryByRole('dialog')).toBeNull();
    await expect(trigger).toHaveFocus();
  },
};

/** A click on the scrim closes it. */
export const ScrimClick: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'کردنەوەی مێنیو' }));
    await screen.findByRole('dialog');
    await userEvent.click(screen.getByTestId('drawer-scrim'));
    await expect(screen.queryByRole('dialog')).toBeNull();
  },
};

/** In RTL the panel sits on the right (inline-start). */
export const OpenRtlPosition: Story = {
  args: { open: true },
  globals: { viewport: { value: 'phone' } },
  play: async () => {
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(Math.round(dialog.getBoundingClientRect().right)).toBe(window.innerWidth));
  },
};

/** In LTR it slides in from the left. */
export const OpenLtr: Story = {
  args: { open: true, title: 'Menu', closeLabel: 'Close' },
  globals: { dir: 'ltr', viewport: { value: 'phone' } },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Menu' });
    await waitFor(() => expect(Math.round(dialog.getBoundingClientRect().left)).toBe(0));
  },
};
