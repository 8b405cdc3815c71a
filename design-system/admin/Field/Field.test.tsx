import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { NumberField, SelectField, TextAreaField, TextField } from './Field.tsx';

describe('form fields', () => {
  it('labels the control, links hint and error, and marks it invalid only with an error', () => {
    const { rerender } = render(<TextField label="ناوی کوردی" name="ku" hint="وەک لە پۆستەرەکەدا" />);
    const input = screen.getByRole('textbox', { name: 'ناوی کوردی' });
    expect(input).toHaveAttribute('name', 'ku');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).toHaveAccessibleDescription('وەک لە پۆستەرەکەدا');
    rerender(<TextField label="ناوی کوردی" name="ku" hint="وەک لە پۆستەرەکەدا" error="پێویستە." required />);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAttribute('aria-required', 'true');
    expect(input).toHaveAccessibleDescription('پێویستە. وەک لە پۆستەرەکەدا');
  });

  it('hands its ref to the input (react-hook-form registers through it)', () => {
    const ref = createRef<HTMLInputElement>();
    render(<TextField label="ئینگلیزی" name="en" ref={ref} />);
    expect(ref.current).toBe(screen.getByRole('textbox'));
  });

  it('takes any digits in a number field (it is text: the form converts)', async () => {
    render(<NumberField label="ماوە" name="time" />);
    const input = screen.getByRole('textbox', { name: 'ماوە' });
    await userEvent.type(input, '١٢٠');
    expect(input).toHaveValue('١٢٠');
    expect(input).toHaveAttribute('type', 'text');
  });

  it('offers a placeholder choice and the options of a select', async () => {
    render(
      <SelectField
        label="جۆر"
        name="type"
        placeholder="هەڵبژێرە"
        options={[
          { value: 'manga', label: 'مانگا' },
          { value: 'manhua', label: 'مانهوا' },
        ]}
      />,
    );
    const select = screen.getByRole('combobox', { name: 'جۆر' });
    expect(select).toHaveValue('');
    await userEvent.selectOptions(select, 'مانهوا');
    expect(select).toHaveValue('manhua');
  });

  it('is a textarea with its label', () => {
    render(<TextAreaField label="دەربارە" name="about" error="زۆر درێژە" />);
    expect(screen.getByRole('textbox', { name: 'دەربارە' }).tagName).toBe('TEXTAREA');
    expect(screen.getByText('زۆر درێژە')).toBeVisible();
  });
});
