import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Spinner } from './Spinner.tsx';

const meta = {
  title: 'Components/Spinner',
  component: Spinner,
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Inline: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('چاوەڕێ بکە...');
  },
};

export const Sizes: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: '1.5rem', alignItems: 'center' }}>
      <Spinner size="sm" />
      <Spinner size="md" />
      <Spinner size="lg" />
    </div>
  ),
};

/** The shell's global overlay while a request runs. */
export const Overlay: Story = {
  args: { mode: 'overlay' },
  parameters: { layout: 'fullscreen' },
  render: (args) => (
    <div style={{ padding: '2rem', minBlockSize: '60vh' }}>
      <p>ناوەڕۆکی پەڕەکە لە ژێر داپۆشەرەکەدایە.</p>
      <Spinner {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    const status = canvas.getByRole('status');
    await expect(status).toBeVisible();
    await expect(status).toHaveTextContent('چاوەڕێ بکە...');
  },
};

export const CustomLabel: Story = {
  args: { mode: 'overlay', label: 'بارکردنی وێنەکان...' },
  parameters: { layout: 'fullscreen' },
};
