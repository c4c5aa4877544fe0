export { Stack, stackDirections, stackAligns, stackJustifies } from './Stack';
export type { StackProps, StackDirection, StackAlign, StackJustify } from './Stack';
