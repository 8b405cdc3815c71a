import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { TextField } from '../Field/index.ts';
import { Dialog } from './Dialog.tsx';

const meta = {
  title: 'Admin/Dialog',
  component: Dialog,
  args: {
    open: true,
    title: 'دەستکاریی هەژمار',
    onClose: fn(),
    children: <TextField label="ناوی بەکارهێنەر" name="username" defaultValue="ئارام" />,
  },
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  play: async ({ canvasElement, args, userEvent }) => {
    const dialog = canvasElement.ownerDocument.querySelector('dialog')!;
    await expect(dialog).toHaveAccessibleName('دەستکاریی هەژمار');
    await expect(dialog.querySelector('input')).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalled();
  },
};

export const Busy: Story = { args: { busy: true } };

export const Ltr: Story = {
  args: { title: 'Edit account', closeLabel: 'Close', children: <TextField label="Username" name="username" /> },
  globals: { dir: 'ltr' },
};
