import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { formatNumber } from '../../src/lib/format.ts';
import { ChapterList } from './ChapterList.tsx';

const items = Array.from({ length: 12 }, (_, i) => ({
  key: String(i + 1),
  to: `/manga/3/session/1/chapter/${i + 1}`,
  label: `بەشی ${formatNumber(i + 1)}`,
  detail: i === 4 ? 'کۆتایی بەرگی یەکەم' : undefined,
  read: i < 4,
  reading: i === 4 ? `پەڕەی ${formatNumber(12)} لە ${formatNumber(40)}` : undefined,
}));

const meta = {
  title: 'Reader/ChapterList',
  component: ChapterList,
  args: { items, currentKey: '5', label: 'بەشەکانی وەرزی ١' },
  decorators: [
    (Story) => (
      <div style={{ inlineSize: 300 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ChapterList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Current: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { current: 'page' })).toHaveAccessibleName(/بەشی ٥/);
  },
};
export const Ltr: Story = {
  args: { items: items.map((i) => ({ ...i, label: `Chapter ${i.key}` })), label: 'Chapters', readLabel: 'read' },
  globals: { dir: 'ltr' },
};
