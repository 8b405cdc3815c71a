import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { TypeBadge, workTypeLabels, type WorkType } from './TypeBadge.tsx';

const meta = {
  title: 'Components/TypeBadge',
  component: TypeBadge,
  args: { type: 'manga' },
  argTypes: { type: { control: 'select', options: Object.keys(workTypeLabels) } },
} satisfies Meta<typeof TypeBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Manga: Story = {};

/** Every type, with the SPEC's labels; the a11y check covers their contrast. */
export const AllTypes: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: '0.75rem', flexWrap: 'wrap' }}>
      {(Object.keys(workTypeLabels) as WorkType[]).map((type) => (
        <TypeBadge key={type} type={type} />
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    for (const label of ['ئەنیمی', 'زنجیرە ئەنیمی', 'مانگا', 'مانهوا', 'وەنشۆت']) {
      await expect(canvas.getByText(label)).toBeVisible();
    }
  },
};

export const CustomLabel: Story = { args: { type: 'series', label: 'Series' }, globals: { dir: 'ltr' } };
