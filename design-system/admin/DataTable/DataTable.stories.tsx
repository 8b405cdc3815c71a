import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { DataTable, type DataTableColumn } from './DataTable.tsx';

interface Row {
  id: string;
  en: string;
  ku: string;
  number: number;
  shown: boolean;
}

const rows: Row[] = [
  { id: 'a', en: 'Spirited Away', ku: 'ڕۆحە ونبووەکان', number: 12, shown: true },
  { id: 'b', en: 'Your Name', ku: 'ناوی تۆ', number: 11, shown: false },
  {
    id: 'c',
    en: 'A Silent Voice with a very long English title that has to wrap',
    ku: 'دەنگێکی بێدەنگ',
    number: 10,
    shown: true,
  },
];

const columns: DataTableColumn<Row>[] = [
  {
    id: 'thumb',
    header: 'وێنە',
    media: true,
    cell: () => <span style={{ display: 'block', inlineSize: 40, blockSize: 60, background: '#333' }} />,
  },
  { id: 'en', header: 'ناو', primary: true, cell: (r) => r.en },
  { id: 'ku', header: 'ناوی کوردی', cell: (r) => r.ku },
  { id: 'number', header: 'ژمارە', cell: (r) => r.number, align: 'end' },
  { id: 'shown', header: 'دۆخ', cell: (r) => (r.shown ? 'دیارە' : 'شاراوەیە') },
];

const meta = {
  title: 'Admin/DataTable',
  component: DataTable<Row>,
  args: { caption: 'فیلمەکان', columns, rows, rowKey: (r: Row) => r.id },
} satisfies Meta<typeof DataTable<Row>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'فیلمەکان' });
    await expect(table).toBeVisible();
    await expect(canvas.getAllByRole('row')).toHaveLength(4);
    await expect(canvas.getByRole('rowheader', { name: 'Your Name' })).toBeVisible();
  },
};

/** At 390px each row is a card: nothing scrolls sideways. */
export const Phone: Story = {
  globals: { viewport: { value: 'phoneLarge' } },
  play: async ({ canvasElement }) => {
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};

export const Empty: Story = {
  args: { rows: [], empty: 'هیچ فیلمێک نەدۆزرایەوە.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('هیچ فیلمێک نەدۆزرایەوە.');
  },
};

export const Ltr: Story = { globals: { dir: 'ltr' } };
