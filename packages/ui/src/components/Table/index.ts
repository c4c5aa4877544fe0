export { Table, tableAligns, sortDirections } from './Table';
export type {
  TableProps,
  TableColumn,
  TableSort,
  TablePagination,
  TableAlign,
  SortDirection,
} from './Table';
