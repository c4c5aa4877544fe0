export { DialogButtons } from './DialogButtons';
export type { DialogButtonsProps } from './DialogButtons';
