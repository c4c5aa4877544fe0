export { Pagination, paginationRange, paginationSizes } from './Pagination';
export type { PaginationProps, PaginationItem, PaginationSize } from './Pagination';
