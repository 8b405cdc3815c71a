import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SERVER_SELECT_STRINGS, ServerSelect } from './ServerSelect.tsx';

const servers = [
  { _id: 's1', name_server: 'سێرڤەری یەکەم' },
  { _id: 's2', name_server: 'Backup' },
];

describe('ServerSelect', () => {
  it('is labelled, starts on the placeholder and reports the chosen id', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<ServerSelect servers={servers} value={null} onChange={onChange} />);
    const select = screen.getByRole('combobox', { name: SERVER_SELECT_STRINGS.label });
    expect(select).toHaveValue('');
    await user.selectOptions(select, 'Backup');
    expect(onChange).toHaveBeenCalledWith('s2');
  });

  it('shows the chosen server, and the placeholder when the value is not in the list', () => {
    const { rerender } = render(<ServerSelect servers={servers} value="s1" onChange={() => {}} />);
    expect(screen.getByRole('combobox')).toHaveValue('s1');
    rerender(<ServerSelect servers={servers} value="gone" onChange={() => {}} />);
    expect(screen.getByRole('combobox')).toHaveValue('');
  });

  it('is disabled with a message when there is no server', () => {
    render(<ServerSelect servers={[]} value={null} onChange={() => {}} />);
    expect(screen.getByRole('combobox')).toBeDisabled();
    expect(screen.getByRole('option', { name: SERVER_SELECT_STRINGS.none })).toBeInTheDocument();
  });
});
