export {
  Typography,
  typographyVariants,
  typographyColors,
  typographyAligns,
  typographyElements,
} from './Typography';
export type {
  TypographyProps,
  TypographyVariant,
  TypographyColor,
  TypographyAlign,
} from './Typography';
