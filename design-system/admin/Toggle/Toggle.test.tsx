import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CheckboxField, SwitchField } from './Toggle.tsx';

describe('checkbox and switch', () => {
  it('a switch is a named role=switch that toggles with Space', async () => {
    const onChange = vi.fn();
    render(<SwitchField label="لە سلاید" name="active_show_on_slide" onChange={onChange} />);
    const sw = screen.getByRole('switch', { name: 'لە سلاید' });
    sw.focus();
    await userEvent.keyboard(' ');
    expect(sw).toBeChecked();
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('a checkbox carries its name and value, with an error linked', () => {
    render(<CheckboxField label="ئارا" name="translator_id" value="u1" error="هەڵە" />);
    const box = screen.getByRole('checkbox', { name: 'ئارا' });
    expect(box).toHaveAttribute('name', 'translator_id');
    expect(box).toHaveAttribute('value', 'u1');
    expect(box).toHaveAccessibleDescription('هەڵە');
  });
});
