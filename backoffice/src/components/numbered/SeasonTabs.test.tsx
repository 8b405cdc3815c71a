import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../tooling/testing.tsx';
import { SeasonPanel, SeasonTabs } from './SeasonTabs.tsx';

const one = { _id: 'a', name_session: 1, detail: '' };
const two = { _id: 'b', name_session: 2, detail: 'کۆتا وەرز' };

describe('SeasonTabs', () => {
  it('opens the tab of the season it adds, once saved', async () => {
    const onAdd = vi.fn();
    /** The work as the store would hold it: the added season arrives with the answer. */
    function Work() {
      const [seasons, setSeasons] = useState([one]);
      return (
        <SeasonTabs
          title="وەرزەکان"
          seasons={seasons}
          onAdd={async (body) => {
            onAdd(body);
            setSeasons([one, two]);
            return { result: { ok: true }, seasons: [one, two] };
          }}
        >
          {(s) => <p>ناوەڕۆکی {s._id}</p>}
        </SeasonTabs>
      );
    }
    renderWithProviders(<Work />);
    expect(screen.getByRole('tab', { name: 'وەرزی ١' })).toHaveAttribute('aria-selected', 'true');
    const form = screen.getByRole('form', { name: 'زیادکردنی وەرز' });
    // the add form starts at the next number
    expect(within(form).getByRole('textbox', { name: /ژمارەی وەرز/ })).toHaveValue('2');
    await userEvent.click(within(form).getByRole('button', { name: 'زیادکردنی وەرز' }));
    await waitFor(() => expect(screen.getByRole('tab', { name: 'وەرزی ٢' })).toHaveAttribute('aria-selected', 'true'));
    expect(onAdd).toHaveBeenCalledWith({ name_session: 2 });
    expect(screen.getByText('ناوەڕۆکی b')).toBeVisible();
  });

  it('shows the empty state without tabs', () => {
    renderWithProviders(
      <SeasonTabs title="وەرزەکان" seasons={[]} onAdd={vi.fn()}>
        {() => null}
      </SeasonTabs>,
    );
    expect(screen.queryByRole('tab')).toBeNull();
    expect(screen.getByText('هێشتا هیچ وەرزێک نییە.')).toBeVisible();
  });
});

describe('SeasonPanel', () => {
  it('renames in place and closes the form when saved; asks before deleting', async () => {
    const onRename = vi.fn(async () => ({ ok: true as const }));
    const onDelete = vi.fn(async () => {});
    renderWithProviders(
      <SeasonPanel season={two} deleteBody="هەموو ئەڵقەکانی دەسڕێنەوە." onRename={onRename} onDelete={onDelete}>
        <p>ئەڵقەکان</p>
      </SeasonPanel>,
    );
    expect(screen.getByText('کۆتا وەرز')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'گۆڕینی وەرز' }));
    const form = screen.getByRole('form', { name: 'گۆڕینی وەرز' });
    const number = within(form).getByRole('textbox', { name: /ژمارەی وەرز/ });
    await userEvent.clear(number);
    await userEvent.type(number, '3');
    await userEvent.click(within(form).getByRole('button', { name: /پاشەکەوت/ }));
    await waitFor(() => expect(onRename).toHaveBeenCalledWith({ name_session: 3, detail: 'کۆتا وەرز' }));
    await waitFor(() => expect(screen.queryByRole('form', { name: 'گۆڕینی وەرز' })).toBeNull());

    await userEvent.click(screen.getByRole('button', { name: 'سڕینەوەی وەرز' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('هەموو ئەڵقەکانی دەسڕێنەوە.')).toBeVisible();
    expect(onDelete).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'بەڵێ، بیسڕەوە' }));
    await waitFor(() => expect(onDelete).toHaveBeenCalledTimes(1));
  });
});
