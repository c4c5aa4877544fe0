export { Label, labelVariants, labelColors } from './Label';
export type { LabelProps, LabelVariant, LabelColor } from './Label';
