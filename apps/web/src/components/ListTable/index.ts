export { ListTable } from './ListTable';
export type { ListTableProps } from './ListTable';
