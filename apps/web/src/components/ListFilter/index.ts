export { ListFilter } from './ListFilter';
export type { ListFilterOption, ListFilterProps } from './ListFilter';
