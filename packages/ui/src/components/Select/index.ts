export { Select, selectSizes } from './Select';
export type { SelectProps, SelectOption, SelectSize } from './Select';
