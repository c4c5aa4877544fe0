export { Chip, chipVariants, chipColors, chipSizes } from './Chip';
export type { ChipProps, ChipVariant, ChipColor, ChipSize } from './Chip';
