export { Scrollbar } from './Scrollbar';
export type { ScrollbarProps } from './Scrollbar';
