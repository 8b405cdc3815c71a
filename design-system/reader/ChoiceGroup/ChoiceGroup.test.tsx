import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { ChoiceGroup } from './ChoiceGroup.tsx';

function Mode() {
  const [value, setValue] = useState<'strip' | 'paged'>('strip');
  return (
    <ChoiceGroup
      legend="شێوازی خوێندنەوە"
      value={value}
      onChange={setValue}
      options={[
        { value: 'strip', label: 'ستوونی' },
        { value: 'paged', label: 'پەڕە بە پەڕە' },
      ]}
    />
  );
}

describe('ChoiceGroup', () => {
  it('is a named group of radios; clicks and arrow keys choose', async () => {
    const user = userEvent.setup();
    render(<Mode />);
    expect(screen.getByRole('group', { name: 'شێوازی خوێندنەوە' })).toBeVisible();
    expect(screen.getByRole('radio', { name: 'ستوونی' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'پەڕە بە پەڕە' }));
    expect(screen.getByRole('radio', { name: 'پەڕە بە پەڕە' })).toBeChecked();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('radio', { name: 'ستوونی' })).toBeChecked();
  });
});
