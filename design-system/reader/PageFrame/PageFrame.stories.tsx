import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { posterImage } from '../../src/test/fixtures.ts';
import { PageFrame } from './PageFrame.tsx';

const art = posterImage('Page 3', 30, 800, 1160);
const logo = (
  <svg viewBox="0 0 64 64">
    <rect width="64" height="64" rx="16" fill="#f97316" />
    <path d="M24 18v28l22-14z" fill="#14161b" />
  </svg>
);

const meta = {
  title: 'Reader/PageFrame',
  component: PageFrame,
  args: {
    page: 3,
    total: 40,
    width: 800,
    height: 1160,
    low: art.low,
    high: art.original,
    load: 'high',
    watermark: { x: 60, y: 20 },
    watermarkArt: logo,
  },
  decorators: [
    (Story) => (
      <div style={{ inlineSize: 320 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PageFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

export const High: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('img', { name: 'پەڕەی ٣ لە ٤٠' })).toHaveLength(1);
  },
};
export const LowOnly: Story = { args: { load: 'low' } };
export const Released: Story = { args: { load: 'none' } };
export const DataSaver: Story = { args: { load: 'low', onLoadHigh: () => {} } };
export const FitOriginal: Story = { args: { fit: 'original', width: 200, height: 290 } };
export const Ltr: Story = { args: { load: 'low', onLoadHigh: () => {} }, globals: { dir: 'ltr' } };
