import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { posterImage } from '../../src/test/fixtures.ts';
import { RoleBadge } from '../RoleBadge/RoleBadge.tsx';
import { StaffCard } from './StaffCard.tsx';

const avatar = posterImage('A', 200, 200, 200);

const meta = {
  title: 'Components/StaffCard',
  component: StaffCard,
  args: { name: 'ئاراس کەریم', avatar, to: '/staff/u1' },
  decorators: [
    (Story) => (
      <div style={{ inlineSize: 200 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof StaffCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Member: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'ئاراس کەریم' })).toHaveAttribute('href', '/staff/u1');
  },
};

export const WithRole: Story = { args: { children: <RoleBadge role="designer" /> } };

export const LongName: Story = { args: { name: 'محەمەد عەبدولڕەحمان ئەحمەد حەسەن' } };

export const Compact: Story = { args: { size: 'sm', titleAs: 'p' } };

/** The staff page grid: 12 per page. */
export const Grid: Story = {
  decorators: [],
  render: () => (
    <div style={{ display: 'grid', gap: '1rem', gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))' }}>
      {['ئاراس', 'شیلان', 'Sara', 'دیار', 'هێمن', 'ڕێژین'].map((name, i) => (
        <StaffCard key={name} name={name} avatar={posterImage(name[0]!, i * 50, 200, 200)} to={`/staff/${i}`} />
      ))}
    </div>
  ),
};

export const Ltr: Story = { globals: { dir: 'ltr' }, args: { name: 'Sara Ali' } };
