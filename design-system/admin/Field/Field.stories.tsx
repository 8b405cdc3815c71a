import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { DateField, NumberField, SelectField, TextAreaField, TextField } from './Field.tsx';

const meta = {
  title: 'Admin/Field',
  component: TextField,
  args: { label: 'ناوی ئینگلیزی', name: 'en' },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Text: Story = {
  args: { hint: 'وەک لە سەرچاوەکەدا نووسراوە', required: true },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: /ناوی ئینگلیزی/ });
    await expect(input).toHaveAttribute('name', 'en');
    await expect(input).toHaveAttribute('aria-required', 'true');
    await expect(input).toHaveAccessibleDescription('وەک لە سەرچاوەکەدا نووسراوە');
  },
};

export const WithError: Story = {
  args: { error: 'ناوی ئینگلیزی پێویستە.', required: true },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('ناوی ئینگلیزی پێویستە.');
  },
};

/** Every kind of control of a form, with errors, at phone width. */
export const AllControls: Story = {
  globals: { viewport: { value: 'phoneLarge' } },
  render: () => (
    <form style={{ display: 'grid', gap: '1rem' }} noValidate>
      <TextField label="ناوی کوردی" name="ku" required />
      <NumberField label="ماوە (خولەک)" name="time" hint="تەنها ژمارە" defaultValue="١٢٠" />
      <DateField label="ڕێکەوتی بڵاوبوونەوە" name="date_publish" defaultValue="2020-05-01" />
      <TextAreaField label="دەربارە" name="about" error="دەربارە پێویستە." required />
      <SelectField
        label="دۆخ"
        name="status"
        placeholder="هەڵبژێرە…"
        options={[
          { value: 'continue', label: 'بەردەوامە' },
          { value: 'finish', label: 'تەواوبووە' },
        ]}
      />
    </form>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: /ماوە/ })).toHaveAttribute('inputmode', 'decimal');
    await expect(canvas.getByRole('combobox', { name: 'دۆخ' })).toHaveValue('');
    await expect(canvas.getByRole('textbox', { name: /دەربارە/ })).toBeInvalid();
  },
};

export const Ltr: Story = {
  args: { label: 'English name', hint: 'As written at the source', error: 'English name is required.' },
  globals: { dir: 'ltr' },
};
