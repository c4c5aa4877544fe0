export { DetailSection } from './DetailSection';
export type { DetailSectionProps } from './DetailSection';
