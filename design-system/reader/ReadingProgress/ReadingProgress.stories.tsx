import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ReadingProgress } from './ReadingProgress.tsx';

const meta = {
  title: 'Reader/ReadingProgress',
  component: ReadingProgress,
  args: { page: 12, total: 40, direction: 'rtl' },
  decorators: [
    (Story) => (
      <div style={{ inlineSize: 320 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ReadingProgress>;

export default meta;
type Story = StoryObj<typeof meta>;

export const RightToLeftManga: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuetext', 'پەڕەی ١٢ لە ٤٠');
  },
};
/** A manhwa read left to right inside the RTL interface. */
export const LeftToRightManhwa: Story = { args: { direction: 'ltr' } };
export const Ltr: Story = { args: { direction: 'ltr' }, globals: { dir: 'ltr' } };
