export { DataTable } from './DataTable.tsx';
export type { DataTableColumn, DataTableProps, DataTableSelection, DataTableSort } from './DataTable.tsx';
