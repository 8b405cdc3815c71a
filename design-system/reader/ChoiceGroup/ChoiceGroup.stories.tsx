import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect } from 'storybook/test';
import { ChoiceGroup } from './ChoiceGroup.tsx';

function Demo({ legend, labels }: { legend: string; labels: [string, string, string] }) {
  const [value, setValue] = useState<'width' | 'height' | 'original'>('width');
  return (
    <ChoiceGroup
      legend={legend}
      value={value}
      onChange={setValue}
      options={[
        { value: 'width', label: labels[0] },
        { value: 'height', label: labels[1] },
        { value: 'original', label: labels[2] },
      ]}
    />
  );
}

const meta = {
  title: 'Reader/ChoiceGroup',
  component: Demo,
  args: { legend: 'قەبارەی پەڕە', labels: ['پڕی پانی', 'پڕی بەرزی', 'قەبارەی ڕاستەقینە'] },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Fit: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'پڕی بەرزی' }));
    await expect(canvas.getByRole('radio', { name: 'پڕی بەرزی' })).toBeChecked();
  },
};
export const Ltr: Story = {
  args: { legend: 'Page fit', labels: ['Fit width', 'Fit height', 'Original'] },
  globals: { dir: 'ltr' },
};
