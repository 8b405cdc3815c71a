import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ProgressBar } from './ProgressBar.tsx';

const meta = {
  title: 'Admin/ProgressBar',
  component: ProgressBar,
  args: { value: 0.42, label: '012.jpg', showValue: true },
} satisfies Meta<typeof ProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Determinate: Story = {
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: '012.jpg' });
    await expect(bar).toHaveAttribute('aria-valuenow', '42');
    await expect(bar).toHaveAttribute('aria-valuetext', '٤٢٪');
  },
};

export const Indeterminate: Story = {
  args: { value: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar')).not.toHaveAttribute('aria-valuenow');
  },
};

export const Done: Story = { args: { value: 1, tone: 'success' } };
export const Failed: Story = { args: { value: 0.3, tone: 'danger' } };
export const Ltr: Story = { args: { value: 0.7 }, globals: { dir: 'ltr' } };
