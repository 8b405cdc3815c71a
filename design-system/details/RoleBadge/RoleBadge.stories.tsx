import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { RoleBadge, RoleBadges, ROLE_LABELS, type StaffRole } from './RoleBadge.tsx';

const meta = {
  title: 'Components/RoleBadge',
  component: RoleBadge,
  args: { role: 'translator' },
} satisfies Meta<typeof RoleBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Translator: Story = {};

export const EveryRole: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: '0.5rem', flexWrap: 'wrap' }}>
      {(Object.keys(ROLE_LABELS) as StaffRole[]).map((role) => (
        <RoleBadge key={role} role={role} />
      ))}
    </div>
  ),
};

export const FromUserFlags: Story = {
  render: () => <RoleBadges flags={{ is_owner: true, is_admin: true, is_translator: true, is_designer: false }} />,
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['خاوەن', 'بەڕێوەبەر', 'وەرگێڕ']);
  },
};

export const Ltr: Story = { globals: { dir: 'ltr' }, args: { role: 'owner', label: 'Owner' } };
