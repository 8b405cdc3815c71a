import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { CheckboxField, SwitchField } from './Toggle.tsx';

const meta = {
  title: 'Admin/Toggle',
  component: SwitchField,
  args: { label: 'پیشاندان بۆ خەڵک', name: 'active_show' },
} satisfies Meta<typeof SwitchField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Switch: Story = {
  args: { hint: 'شاراوە تەنها بۆ ستاف دیارە' },
  play: async ({ canvas, userEvent }) => {
    const sw = canvas.getByRole('switch', { name: 'پیشاندان بۆ خەڵک' });
    await expect(sw).not.toBeChecked();
    await userEvent.click(sw);
    await expect(sw).toBeChecked();
  },
};

export const SwitchOn: Story = { args: { defaultChecked: true } };

export const Checkbox: Story = {
  render: (args) => <CheckboxField {...args} label="ئارا کەریم" name="translator_id" value="u1" />,
  play: async ({ canvas, userEvent }) => {
    const box = canvas.getByRole('checkbox', { name: 'ئارا کەریم' });
    await userEvent.keyboard('{Tab}');
    await expect(box).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(box).toBeChecked();
  },
};

export const Ltr: Story = { args: { label: 'Shown to the public', defaultChecked: true }, globals: { dir: 'ltr' } };
