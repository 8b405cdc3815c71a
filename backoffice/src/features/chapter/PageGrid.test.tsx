import type { PagePhoto } from '@ckb/api-client';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../tooling/testing.tsx';
import { PageGrid } from './PageGrid.tsx';

const page = (n: number): PagePhoto => ({
  _id: `p${n}`,
  path_photo: `/media/pages/c/p${n}`,
  photoPathNum: n,
  width: 800,
  height: 1200,
});

/** The grid over a chapter whose order changes as the api would answer it. */
function Chapter({ onDeleteMany = vi.fn(async () => {}) }: { onDeleteMany?: (ids: string[]) => Promise<unknown> }) {
  const [pages, setPages] = useState([page(1), page(2), page(3)]);
  return (
    <PageGrid
      pages={pages}
      onReorder={(order) =>
        setPages(order.map((id, i) => ({ ...pages.find((p) => p._id === id)!, photoPathNum: i + 1 })))
      }
      onDelete={async (ids) => {
        await onDeleteMany(ids);
        setPages((all) => all.filter((p) => !ids.includes(p._id)).map((p, i) => ({ ...p, photoPathNum: i + 1 })));
      }}
    />
  );
}

const tiles = () => within(screen.getByRole('list', { name: 'پەڕەکان' })).getAllByRole('listitem');

describe('PageGrid', () => {
  it('numbers follow the current order: after a move, position 2 names the picture now there', async () => {
    renderWithProviders(<Chapter />);
    await userEvent.click(screen.getByRole('button', { name: 'پەڕەی ١ بۆ دواتر' }));
    const second = tiles()[1]!;
    const picture = within(second).getByRole('img');
    expect(picture).toHaveAttribute('alt', 'پەڕەی ٢');
    expect(picture.getAttribute('src')).toContain('/media/pages/c/p1');
    expect(within(second).getByRole('button', { name: 'سڕینەوەی پەڕەی ٢' })).toBeInTheDocument();
    expect(within(second).getByRole('checkbox', { name: 'دیاریکردنی پەڕەی ٢' })).toBeInTheDocument();
    // the first tile is now the picture that was second
    expect(within(tiles()[0]!).getByRole('img').getAttribute('src')).toContain('/media/pages/c/p2');
  });

  it('one quiet delete per page asks with the picture it deletes', async () => {
    const onDeleteMany = vi.fn(async () => {});
    renderWithProviders(<Chapter onDeleteMany={onDeleteMany} />);
    expect(screen.getAllByRole('button', { name: /^سڕینەوەی پەڕەی/ })).toHaveLength(3);
    await userEvent.click(screen.getByRole('button', { name: 'سڕینەوەی پەڕەی ٣' }));
    const dialog = screen.getByRole('dialog');
    const shown = within(dialog).getByRole('img', { name: 'پەڕەی ٣' });
    expect(shown.getAttribute('src')).toContain('/media/pages/c/p3');
    await userEvent.click(within(dialog).getByRole('button', { name: 'بەڵێ، بیسڕەوە' }));
    expect(onDeleteMany).toHaveBeenCalledWith(['p3']);
    expect(tiles()).toHaveLength(2);
  });

  it('deletes the selected pages in one go after a confirmation that shows them and names the count', async () => {
    const onDeleteMany = vi.fn(async () => {});
    renderWithProviders(<Chapter onDeleteMany={onDeleteMany} />);
    await userEvent.click(screen.getByRole('checkbox', { name: 'دیاریکردنی پەڕەی ١' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'دیاریکردنی پەڕەی ٣' }));
    await userEvent.click(screen.getByRole('button', { name: 'سڕینەوەی ٢ پەڕەی دیاریکراو' }));
    const dialog = screen.getByRole('dialog', { name: 'دڵنیایت دەتەوێت ئەم ٢ پەڕەیە بسڕیتەوە؟' });
    expect(
      within(dialog)
        .getAllByRole('img')
        .map((img) => img.getAttribute('alt')),
    ).toEqual(['پەڕەی ١', 'پەڕەی ٣']);
    await userEvent.click(within(dialog).getByRole('button', { name: 'بەڵێ، بیسڕەوە' }));
    expect(onDeleteMany).toHaveBeenCalledWith(['p1', 'p3']);
    expect(tiles()).toHaveLength(1);
    expect(within(tiles()[0]!).getByRole('img')).toHaveAttribute('alt', 'پەڕەی ١');
  });

  it('selects all and clears the selection', async () => {
    renderWithProviders(<Chapter />);
    const all = screen.getByRole('checkbox', { name: 'دیاریکردنی هەموو پەڕەکان' });
    await userEvent.click(all);
    expect(screen.getAllByRole('checkbox', { checked: true })).toHaveLength(4);
    await userEvent.click(all);
    expect(screen.queryAllByRole('checkbox', { checked: true })).toHaveLength(0);
  });
});
