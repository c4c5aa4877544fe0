export { DetailDrawer } from './DetailDrawer';
export type { DetailDrawerProps } from './DetailDrawer';
export { QueryTable } from './QueryTable';
export type { ListQuery, QueryTableProps } from './QueryTable';
