export { Box } from './Box';
export type { BoxProps } from './Box';
export { toSpacing } from './Box.styles';
export type { Spacing } from './Box.styles';
