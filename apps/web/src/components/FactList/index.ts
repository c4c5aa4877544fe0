export { Fact, FactList } from './FactList';
export type { FactProps } from './FactList';
