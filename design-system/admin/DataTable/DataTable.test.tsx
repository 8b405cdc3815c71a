import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DataTable } from './DataTable.tsx';

const columns = [
  { id: 'en', header: 'ناو', primary: true, cell: (r: { en: string }) => r.en },
  { id: 'n', header: 'ژمارە', cell: (r: { n: number }) => String(r.n) },
] as const;

describe('DataTable', () => {
  it('is a named table with a header per column and a row header per record', () => {
    render(
      <DataTable
        caption="زنجیرەکان"
        columns={columns as never}
        rows={[
          { en: 'One', n: 1 },
          { en: 'Two', n: 2 },
        ]}
        rowKey={(r: { en: string }) => r.en}
      />,
    );
    const table = screen.getByRole('table', { name: 'زنجیرەکان' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['ناو', 'ژمارە']);
    const two = screen.getByRole('rowheader', { name: 'Two' });
    expect(two.closest('tr')).toHaveTextContent('Two2');
    // Phones label each value by its column.
    expect(within(two.closest('tr')!).getByRole('cell')).toHaveAttribute('data-label', 'ژمارە');
  });

  it('says so when there are no rows', () => {
    render(<DataTable caption="x" columns={columns as never} rows={[]} rowKey={() => ''} empty="هیچ نییە" />);
    expect(screen.getByRole('status')).toHaveTextContent('هیچ نییە');
    expect(screen.queryByRole('table')).toBeNull();
  });
});
