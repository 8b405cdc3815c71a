import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { posters } from '../../test/fixtures.ts';
import { ContinueCard } from './ContinueCard.tsx';

const meta = {
  title: 'Components/ContinueCard',
  component: ContinueCard,
  args: {
    to: '/manga/3/session/1/chapter/2',
    title: 'Berserk',
    poster: posters[3]!.low,
    detail: 'بەشی ٢، پەڕەی ١٢ لە ٤٠',
    kind: 'read',
    progress: 0.3,
  },
  decorators: [
    (Story) => (
      <div style={{ inlineSize: 280 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ContinueCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Reading: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link')).toHaveAccessibleName(/Berserk/);
  },
};

export const Watching: Story = {
  args: { to: '/series/7', title: 'One Piece', detail: 'وەرزی ١، ئەڵقەی ٤', kind: 'watch', progress: undefined },
};

export const NoPoster: Story = { args: { poster: undefined } };

export const Ltr: Story = { globals: { dir: 'ltr' } };
