import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { Button } from '@ckb/design-system';
import { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog.tsx';

const meta = {
  title: 'Admin/ConfirmDialog',
  component: ConfirmDialog,
  args: {
    open: true,
    title: 'دڵنیایت دەتەوێت ئەم وێنەیە بسڕیتەوە؟',
    onConfirm: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  args: { children: <p>پۆستەرەکە دەگەڕێتەوە بۆ وێنەی بنەڕەتی.</p> },
  play: async ({ canvasElement, args, userEvent }) => {
    const dialog = canvasElement.ownerDocument.querySelector('dialog')!;
    await expect(dialog).toHaveAccessibleName('دڵنیایت دەتەوێت ئەم وێنەیە بسڕیتەوە؟');
    await expect(dialog.querySelector('button:focus')).toHaveTextContent('نەخێر، پاشگەزبوونەوە');
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).toHaveBeenCalled();
  },
};

export const Busy: Story = { args: { busy: true } };

function Opener(args: ConfirmDialogProps) {
  const [open, setOpen] = useState(false);
  const [answer, setAnswer] = useState('');
  return (
    <>
      <Button variant="danger" onClick={() => setOpen(true)}>
        سڕینەوەی فیلم
      </Button>
      <p>{answer}</p>
      <ConfirmDialog
        {...args}
        open={open}
        onConfirm={() => {
          setAnswer('سڕایەوە');
          setOpen(false);
        }}
        onCancel={() => setOpen(false)}
      />
    </>
  );
}

/** The opener gets the focus back; yes runs the action. */
export const FromAButton: Story = {
  args: { open: false, title: 'دڵنیایت دەتەوێت ئەم فیلمە بسڕیتەوە؟' },
  render: (args) => <Opener {...args} />,
  play: async ({ canvas, userEvent }) => {
    const opener = canvas.getByRole('button', { name: 'سڕینەوەی فیلم' });
    await userEvent.click(opener);
    await userEvent.keyboard('{Escape}');
    await expect(opener).toHaveFocus();
    await userEvent.click(opener);
    const doc = opener.ownerDocument;
    await userEvent.click(doc.querySelector('dialog button')!);
    await expect(canvas.getByText('سڕایەوە')).toBeVisible();
  },
};

export const Ltr: Story = {
  args: { title: 'Delete this image?', confirmLabel: 'Yes', cancelLabel: 'No' },
  globals: { dir: 'ltr' },
};
