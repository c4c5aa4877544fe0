export { QueryTable } from './QueryTable';
export type { ListQuery, QueryTableProps } from './QueryTable';
