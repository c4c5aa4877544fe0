export { Divider, dividerOrientations, dividerTextAligns, dividerVariants } from './Divider';
export type { DividerProps, DividerOrientation, DividerTextAlign, DividerVariant } from './Divider';
