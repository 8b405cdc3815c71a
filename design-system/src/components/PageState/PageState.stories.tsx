import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { ErrorMessage, LoadingMessage } from './PageState.tsx';

const meta = {
  title: 'Components/PageState',
  component: ErrorMessage,
} satisfies Meta<typeof ErrorMessage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  render: () => <LoadingMessage />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('چاوەڕێ بکە...');
  },
};

export const ErrorState: Story = {
  name: 'Error',
  args: { message: 'ئەم فیلمە نەدۆزرایەوە.', onRetry: fn() },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('هەڵەیەک ڕوویدا');
    await userEvent.click(canvas.getByRole('button', { name: 'دووبارە هەوڵدانەوە' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const ErrorWithoutRetry: Story = { args: { title: 'بەشەکە بار نەبوو' } };

export const ErrorLtr: Story = {
  args: { title: 'Something went wrong', message: 'Movie not found.', onRetry: fn(), retryLabel: 'Retry' },
  globals: { dir: 'ltr' },
};
