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

/** The shell's global request indicator: a pill that never blocks the page, shown only after 300 ms. */
export const Indicator: Story = {
  args: { mode: 'indicator' },
  parameters: { layout: 'fullscreen' },
  render: (args) => (
    <div style={{ padding: '2rem', minBlockSize: '40vh' }}>
      <button type="button">دوگمەیەک کە هێشتا کاردەکات</button>
      <Spinner {...args} />
    </div>
  ),
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('چاوەڕێ بکە...');
    // The page under it stays usable.
    await userEvent.click(canvas.getByRole('button'));
  },
};

/** A blocking overlay, for waits the user must not interact through. */
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
