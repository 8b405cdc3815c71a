export { DataTable } from './DataTable.tsx';
export type { DataTableColumn, DataTableProps } from './DataTable.tsx';
