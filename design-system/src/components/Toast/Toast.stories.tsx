import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Toast } from './Toast.tsx';

const meta = {
  title: 'Components/Toast',
  component: Toast,
  args: { onClose: fn() },
} satisfies Meta<typeof Toast>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ErrorToast: Story = {
  name: 'Error',
  args: { kind: 'error', message: 'ئیمەیڵ یان وشەی نهێنی هەڵەیە.' },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('ئیمەیڵ یان وشەی نهێنی هەڵەیە.');
    await userEvent.click(canvas.getByRole('button', { name: 'داخستنی ئاگادارییەکە' }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

export const Success: Story = {
  args: { kind: 'success', message: 'گۆڕانکارییەکان پاشەکەوت کران.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('گۆڕانکارییەکان پاشەکەوت کران.');
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const LongMessage: Story = {
  args: {
    kind: 'error',
    message:
      'ناتوانرێت پەیوەندی بە سێرڤەرەوە بکرێت. تکایە پەیوەندی ئینتەرنێتەکەت بپشکنە و دواتر دووبارە هەوڵ بدەرەوە، ئەگەر کێشەکە مایەوە پەیوەندیمان پێوە بکە.',
  },
};

export const WithoutClose: Story = {
  args: { kind: 'success', message: 'وێنەکە بارکرا.', onClose: undefined },
};

/** As the shell shows it: fixed at the bottom, centred. */
export const Floating: Story = {
  args: { kind: 'error', message: 'هەڵەیەک ڕوویدا', floating: true },
  parameters: { layout: 'fullscreen' },
};

export const Ltr: Story = {
  args: { kind: 'success', message: 'Saved.', closeLabel: 'Close' },
  globals: { dir: 'ltr' },
};
