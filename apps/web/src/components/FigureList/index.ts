export { FigureGrid, FigureList } from './FigureList';
export type { FigureItem, FigureListProps } from './FigureList';
